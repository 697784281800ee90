/** The api client (ARCHITECTURE 6): axios adapted to the core's ApiProvider. */
export { createApiClient, SUCCESS_TOAST_MS } from './createApiClient';
export type { ApiClient, ApiClientOptions, ApiNotifier, LogoutReason, Platform, Translate } from './types';
export { dropEarlyReads } from './earlyReads';
export { EPS_PREFIX_BY_PLATFORM, isEmbeddedPlatform, rewriteEpsPrefix } from './rules/platformRewrite';
export { trimStrings } from './rules/trimStrings';
