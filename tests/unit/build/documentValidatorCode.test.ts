/**
 * The meta-schema validator the build precompiles for the browser (the CSP has
 * no 'unsafe-eval'): the registry's meta-schema must compile into code that
 * imports nothing. A props schema using a keyword whose check is an ajv runtime
 * module (uniqueItems) once made the build ship no validator at all.
 */
import { describe, expect, it } from 'vitest';
import { registry } from '../../../renderers';
import { buildMetaSchema } from '@core/schema/metaSchema';
import { documentValidatorCode } from '../../../build/documentValidatorCode';

describe('precompiled document validator', () => {
  it("compiles the registry's meta-schema into self-contained code", () => {
    const code = documentValidatorCode(buildMetaSchema(registry.list()));
    expect(code).not.toMatch(/require\(/);
    expect(code).toMatch(/export const metaSchemaKey = "/);
  });

  it('names the runtime module a schema would need instead of shipping broken code', () => {
    expect(() => documentValidatorCode({ type: 'array', uniqueItems: true })).toThrow(/runtime\/equal.*uniqueItems/);
  });
});
