/**
 * Ours: a 200-field form schema rendered by the schema renderer with the
 * real registry (the form renderer is loaded lazily, as in the portal).
 */
import type { ReactElement } from 'react';
import { registry } from '../../renderers';
import { PortalRuntime, SchemaRenderer } from '../../src/core/react';
import { Scope } from '../../src/core/scope';
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
const scope = new Scope({});

export default function FormOurs(): ReactElement {
  return (
    <PortalRuntime registry={registry} env={env}>
      <SchemaRenderer node={formNode} pointer="" scope={scope} />
    </PortalRuntime>
  );
}
