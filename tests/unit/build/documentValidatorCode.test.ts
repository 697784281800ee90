/**
 * The meta-schema validator the build precompiles for the browser (the CSP has
 * no 'unsafe-eval'): the registry's meta-schema must compile into code that
 * imports nothing. A props schema using a keyword whose check is an ajv runtime
 * module (uniqueItems) once made the build ship no validator at all.
 */
import { describe, expect, it } from 'vitest';
import { registry } from '../../../renderers';
import { buildMetaSchema } from '@core/schema/metaSchema';
import { createDocumentValidator, documentValidatorFrom } from '@core/schema/validateDocument';
import { compileDocumentValidator, documentValidatorCode } from '../../../build/documentValidatorCode';

describe('precompiled document validator', () => {
  it("compiles the registry's meta-schema into self-contained code", () => {
    const code = documentValidatorCode(buildMetaSchema(registry.list()));
    expect(code).not.toMatch(/require\(/);
    expect(code).toMatch(/export const metaSchemaKey = "/);
  });

  it('names the runtime module a schema would need instead of shipping broken code', () => {
    expect(() => documentValidatorCode({ type: 'array', uniqueItems: true })).toThrow(/runtime\/equal.*uniqueItems/);
  });

  it('gives the issues the run-time validator gives: a node with no type is boxed at the node, not at its page', async () => {
    const metaSchema = buildMetaSchema(registry.list());
    const document = { schemaVersion: 1, type: 'page', body: [{ type: 'text', text: 'kept' }, { columns: [1], hiddenOn: { a: 1 } }, 5] };
    const { code } = compileDocumentValidator(metaSchema);
    // The standalone code as the browser gets it: an ES module of its own.
    const shipped = (await import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { default: Parameters<typeof documentValidatorFrom>[0] };
    const standalone = documentValidatorFrom(shipped.default, metaSchema)(document);
    expect(standalone).toEqual(createDocumentValidator(metaSchema)(document));
    expect(standalone.map((issue) => issue.nodePointer)).toEqual(['/body/1', '/body/2']);
  });
});
