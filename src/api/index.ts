/** The api client (ARCHITECTURE 6): axios adapted to the core's ApiProvider. */
export { createApiClient } from './createApiClient';
export type { ApiClient, ApiClientOptions, ApiNotifier, Platform } from './types';
export { dropEarlyReads } from './earlyReads';
export { isEmbeddedPlatform, rewriteEpsPrefix } from './rules/platformRewrite';
export { trimStrings } from './rules/trimStrings';
