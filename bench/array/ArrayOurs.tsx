/**
 * Ours: the same 100-row array of objects as a form schema rendered by the
 * schema renderer with the real registry; the renderer's code is
 * preloaded as the portal does for a screen (see ../form/FormOurs.tsx).
 */
import type { ReactElement } from 'react';
import { registry } from '../../renderers';
import { PortalRuntime, SchemaRenderer, preloadRenderers } from '@core/react';
import { Scope } from '@core/scope';
import { createBenchEnv } from '../benchEnv';
import { rows } from './rows';

const formNode = {
  type: 'form',
  id: 'bench',
  schema: {
    type: 'object',
    properties: {
      contacts: {
        type: 'array',
        items: {
          type: 'object',
          properties: { name: { type: 'string', title: 'Name' }, phone: { type: 'string', title: 'Phone' }, email: { type: 'string', title: 'Email' } },
        },
      },
    },
  },
  initialValues: { contacts: rows },
};

const env = createBenchEnv();

export const ready = preloadRenderers(formNode, registry);
const scope = new Scope({});

export default function ArrayOurs(): ReactElement {
  return (
    <PortalRuntime registry={registry} env={env}>
      <SchemaRenderer node={formNode} pointer="" scope={scope} />
    </PortalRuntime>
  );
}
