/**
 * Calls named by permission code (spec workflow-enterprise-embedding 6: "calls
 * are named by permission codes resolved from the permission sets"): a schema
 * says `"api": { "permission": "p_usercenter_enterprise_info" }` and the URL
 * is the `url` of that key in the user's permission nodes. A key the user does
 * not hold (or one without a URL) resolves to nothing, and the call is refused.
 * The URL may be a template (`/eps/config/file/oss/ids/{id}`): it is returned
 * as it is, and the api client fills it from the call's params
 * (core/calls/urlTemplate.ts), after the call guard has judged it.
 */
import type { PermissionNode } from './types';

/**
 * The URL of permission `code` among `nodes`, or undefined. Disabled nodes
 * (status other than 1) do not count: a switched-off key opens no call.
 * @example permissionUrlOf(nodes, 'p_config_dicts') // '/eps/config/dict/list'
 */
export function permissionUrlOf(nodes: readonly PermissionNode[], code: string): string | undefined {
  for (const node of nodes) {
    if (node.permissionCode !== code || node.status !== 1) continue;
    const url = typeof node.url === 'string' ? node.url.trim() : '';
    if (url !== '') return url;
  }
  return undefined;
}
