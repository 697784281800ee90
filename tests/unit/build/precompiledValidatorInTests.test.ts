/**
 * The test runs' document validator (tests/helpers/documentValidatorSetup.ts and precompiledValidator.mjs):
 * compiled once for the run from the registry's very meta-schema, so the portal takes it instead of
 * compiling one in every test file, and it judges documents as a freshly compiled one does.
 */
import precompiled, { metaSchemaKey as precompiledKey } from 'virtual:eps-document-validator';
import { buildMetaSchema } from '@core/schema/metaSchema';
import { metaSchemaKey } from '@core/schema/metaSchemaKey';
import { createDocumentValidator, documentValidatorFrom } from '@core/schema/validateDocument';
import { registry } from '../../../renderers';

describe('the document validator of the test runs', () => {
  const metaSchema = buildMetaSchema(registry.list());

  it('is compiled from the registry’s meta-schema', () => {
    expect(precompiled).toBeTypeOf('function');
    expect(precompiledKey).toBe(metaSchemaKey(metaSchema));
  });

  it('finds what a validator compiled here finds', () => {
    const fresh = createDocumentValidator(metaSchema);
    const served = documentValidatorFrom(precompiled!, metaSchema);
    const documents: unknown[] = [
      { type: 'page', body: [{ type: 'text', text: 'Hello' }] },
      { type: 'page', body: [{ type: 'table', columns: 'not a list' }] },
      { type: 'page', body: [{ type: 'no-such-renderer' }] },
    ];
    for (const document of documents) expect(served(document)).toEqual(fresh(document));
    expect(served(documents[1]).length).toBeGreaterThan(0);
  });
});
