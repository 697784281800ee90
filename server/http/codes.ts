/**
 * Envelope codes of the reference server. Defined once in src/core/apiCodes.ts
 * (shared with the portal); re-exported here so server code imports locally.
 */
export { API_CODES, HTTP_SESSION_EXPIRED } from '@core/apiCodes';
export type { ApiCode } from '@core/apiCodes';
