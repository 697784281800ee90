/**
 * Ours: a 200-field form schema rendered by the schema renderer with the
 * real registry. The form renderer's code is split out, as in the portal,
 * and loaded the way the portal loads a screen's renderers: as soon as the
 * document is known (preloadRenderers, as ScreenRenderer does), here when
 * this module runs; bench/main.tsx renders once `ready` settles.
 */
import type { ReactElement } from 'react';
import { registry } from '../../renderers';
import { PortalRuntime, SchemaRenderer, preloadRenderers } from '@core/react';
import { Scope } from '@core/scope';
import { createBenchEnv } from '../benchEnv';
import { fieldNames } from './fields';

const formNode = {
  type: 'form',
  id: 'bench',
  schema: {
    type: 'object',
    properties: Object.fromEntries(fieldNames.map((name, index) => [name, { type: 'string', title: `Field ${index + 1}` }])),
  },
};

const env = createBenchEnv();

/** Settles when the form renderer's code is here (ScreenRenderer waits for the same before rendering a screen). */
export const ready = preloadRenderers(formNode, registry);
const scope = new Scope({});

export default function FormOurs(): ReactElement {
  return (
    <PortalRuntime registry={registry} env={env}>
      <SchemaRenderer node={formNode} pointer="" scope={scope} />
    </PortalRuntime>
  );
}
