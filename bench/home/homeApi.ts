/**
 * The bench api handler for both home pages: answers the home workbench's
 * calls (spec portal-shell 7) at once with homeData, so the figures are
 * rendering, not the network.
 */
import type { ApiEnvelope, ApiRequest } from '@core/env';
import { homeCounts, homeNews } from './homeData';

export const HOME_COUNTS_URL = '/eps/sse/workbench/Task/queryTaskCount';
export const HOME_NEWS_URL = '/eps/config/uc/news/page';
/** The permission code home names its news call by; the portal's api client resolves it to HOME_NEWS_URL from the session. */
const HOME_NEWS_PERMISSION = 'p_conifg_news';
/** The URLs of the permission codes home's calls name (createBenchEnv). */
export const HOME_PERMISSION_URLS: Readonly<Record<string, string>> = { [HOME_NEWS_PERMISSION]: HOME_NEWS_URL };

/** The answer to one home call; an unknown call throws so a changed schema shows up in the bench. */
export function homeApi(request: ApiRequest): ApiEnvelope {
  if (request.url === HOME_COUNTS_URL) return { code: '200', data: homeCounts };
  if (request.url === HOME_NEWS_URL || (!request.url && request.permission === HOME_NEWS_PERMISSION)) {
    const category = String(request.params?.['category'] ?? '2');
    const items = homeNews(category);
    return { code: '200', data: { items, total: items.length } };
  }
  throw new Error(`bench home: no answer for ${request.method} ${request.url}`);
}
