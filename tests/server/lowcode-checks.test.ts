// @vitest-environment node
/**
 * The server checks drafts with a meta-schema built from the renderers' props
 * schemas alone (server/lowcode/metaSchemaSource.ts, so it never loads the
 * React components): it knows the same types and finds the same problems as
 * the full registry the portal and `schemas:check` use.
 */
import { registry } from '../../renderers';
import { createDocumentChecker } from '../../src/core/schema/checkDocument';
import { buildMetaSchema } from '../../src/core/schema/metaSchema';
import { rendererFolders, serverDefinitions, serverMetaSchema } from '../../server/lowcode/metaSchemaSource';
import { readShippedScreens } from '../../server/lowcode/shipped';

describe('server meta-schema', () => {
  it('has one props schema per registered type, named by its folder', () => {
    expect(rendererFolders()).toEqual([...registry.types].sort());
  });

  it('finds the same problems as the full registry on every shipped screen and on broken ones', async () => {
    const server = createDocumentChecker(await serverMetaSchema());
    const full = createDocumentChecker(buildMetaSchema(registry.list()));
    const documents: unknown[] = [...readShippedScreens().values()].map((s) => s.document);
    documents.push(
      { type: 'page', schemaVersion: 1, body: [{ type: 'tabel' }] },
      { type: 'page', schemaVersion: 1, body: [{ type: 'table', columns: [{ title: 'x', dataIndex: 'a', valueType: 'dat' }] }] },
      { type: 'page', schemaVersion: 1, body: [{ type: 'button', label: 'x', action: { action: 'nope' } }], bogus: 1 },
    );
    const sorted = (problems: Array<{ pointer: string; message: string }>) => problems.map((p) => `${p.pointer} ${p.message}`).sort();
    for (const document of documents) expect(sorted(server.check(document))).toEqual(sorted(full.check(document)));
  }, 60_000);

  it('knows the same accessible-name rules as the full registry (issue 17 warnings)', async () => {
    const rules = (definitions: ReadonlyArray<{ type: string; accessibleName?: unknown }>) =>
      definitions.filter((d) => d.accessibleName).map((d) => [d.type, d.accessibleName]).sort();
    expect(rules(await serverDefinitions())).toEqual(rules(registry.list()));
    expect(rules(registry.list()).length).toBeGreaterThan(0);
  });
});
