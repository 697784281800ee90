/**
 * The meta-schema validator as standalone ES module code (ajv's standalone
 * mode), compiled at build time so the browser validates tenant overrides
 * and studio drafts without `new Function` (the CSP has no
 * 'unsafe-eval'). ajv's one run-time helper it needs (ucs2length) is
 * inlined, so the module imports nothing.
 */
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import type { JsonSchema } from '@core/registry';
import { metaSchemaKey } from '@core/schema/metaSchemaKey';
import { DOCUMENT_AJV_OPTIONS, type CompiledDocumentValidate } from '@core/schema/validateDocument';

// Counts code points as ajv's runtime/ucs2length does (a surrogate pair is one character).
const UCS2LENGTH = 'const __ucs2length = (text) => { let length = 0; for (const _ of text) length += 1; return length; };';

/** `export default validate; export const metaSchemaKey = '...'`. */
export function documentValidatorCode(metaSchema: JsonSchema): string {
  return compileDocumentValidator(metaSchema).code;
}

/**
 * The meta-schema compiled once, both as a validator to run here and as its standalone code (the build checks
 * the shipped documents with the same compiled function it ships: one ajv compile of ~0.3 s, not two).
 */
export function compileDocumentValidator(metaSchema: JsonSchema): { validate: CompiledDocumentValidate; code: string } {
  const ajv = new Ajv({ ...DOCUMENT_AJV_OPTIONS, code: { source: true, esm: true, lines: false } });
  const validate = ajv.compile(metaSchema);
  const code = standaloneCode(ajv, validate).replace(/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, '__ucs2length');
  const needs = [...new Set(code.match(/require\("[^"]+"\)/g) ?? [])];
  // A props schema used a keyword whose check lives in an ajv runtime module (uniqueItems and
  // object-valued const/enum need runtime/equal): say which, so the props schema can avoid it.
  if (needs.length > 0) throw new Error(`the standalone meta-schema validator needs ajv runtime modules not inlined here: ${needs.join(', ')} (uniqueItems or a const/enum of objects in a props schema?)`);
  return { validate: validate as CompiledDocumentValidate, code: `${UCS2LENGTH}\n${code.replace(/^"use strict";/, '')}\nexport const metaSchemaKey = ${JSON.stringify(metaSchemaKey(metaSchema))};\n` };
}
