// @vitest-environment node
/**
 * The server checks drafts with the meta-schema of the renderers'
 * definitions (renderers/definitions.ts, which loads no React): the same
 * meta-schema, and the same accessible-name rules, as the full registry the
 * portal and the studio use.
 */
import { registry } from '../../renderers';
import { rendererDefinitions } from '../../renderers/definitions';
import { buildMetaSchema } from '@core/schema/metaSchema';
import { serverMetaSchema } from '../../server/lowcode/metaSchemaSource';

describe('server meta-schema', () => {
  it('is the meta-schema of the full registry', () => {
    expect(serverMetaSchema()).toEqual(buildMetaSchema(registry.list()));
  });

  it('knows the same accessible-name rules as the full registry', () => {
    const rules = (definitions: ReadonlyArray<{ type: string; accessibleName?: unknown }>) =>
      definitions.filter((d) => d.accessibleName).map((d) => [d.type, d.accessibleName]);
    expect(rules(rendererDefinitions)).toEqual(rules(registry.list()));
    expect(rules(registry.list()).length).toBeGreaterThan(0);
  });
});
