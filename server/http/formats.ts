/**
 * Input formats of the server's JSON Schemas: the portal's own rules
 * (src/core/validation, spec portal-shell 5 and 9), registered on Fastify's
 * ajv with the same plugin the forms use, so `format: 'mobile'`, `'email'`,
 * `'account'`, ... mean the same on both sides.
 */
import type { Ajv } from 'ajv';
import { addPortalFormats } from '@core/validation/index';

export { isEmail, isMobile } from '@core/validation/index';

/** Adds the portal's formats and keywords to Fastify's ajv instance. */
export function addEpsFormats(ajv: Ajv): Ajv {
  return addPortalFormats(ajv);
}
