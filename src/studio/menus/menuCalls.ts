/**
 * The studio's calls on the tenant's menu tree (server/lowcode/menu*.ts):
 * the tenant's own nodes are changed in place, shipped entries through an
 * overlay (label, order, hidden) that "restore shipped" removes.
 */
import type { ApiProvider } from '../../core/env';
import { toMenuNodes, type MenuNode } from './menuMoves';

/** What an overlay write sets; null clears that one change. */
export interface OverlayBody {
  i18nTitle?: Record<string, string> | null;
  sort?: number | null;
  hidden?: boolean | null;
}

export function menuCalls(api: ApiProvider) {
  const base = '/eps/lowcode/menus';
  return {
    tree: async (deleted: boolean): Promise<MenuNode[]> =>
      toMenuNodes((await api.request<unknown>({ method: 'get', url: base, params: deleted ? { deleted: true } : {}, silent: true })).data),
    add: (body: Record<string, unknown>) => api.request({ method: 'post', url: base, data: body, silent: true }),
    patch: (id: number, body: Record<string, unknown>) => api.request({ method: 'patch', url: `${base}/${id}`, data: body, silent: true }),
    reorder: (parentId: number | null, order: number[]) => api.request({ method: 'post', url: `${base}/reorder`, data: { parentId, order }, silent: true }),
    remove: (id: number) => api.request({ method: 'delete', url: `${base}/${id}`, silent: true }),
    restore: (id: number) => api.request({ method: 'post', url: `${base}/${id}/restore`, data: {}, silent: true }),
    overlay: (id: number, body: OverlayBody) => api.request({ method: 'put', url: `${base}/${id}/overlay`, data: body, silent: true }),
    restoreShipped: (id: number) => api.request({ method: 'delete', url: `${base}/${id}/overlay`, silent: true }),
  };
}

export type MenuCalls = ReturnType<typeof menuCalls>;

/**
 * The call that renames `node` in `language` to `label`: the tenant's own
 * node gets the title in place (and its name, in the default language); a
 * shipped entry gets it in its overlay, over the shipped title.
 */
export function renameCall(calls: MenuCalls, node: MenuNode, language: string, label: string): Promise<unknown> {
  const text = label.trim();
  if (!node.editable) return calls.overlay(node.permissionId, { i18nTitle: { ...(node.overlay?.i18nTitle ?? {}), [language]: text } });
  const i18nTitle = { ...(node.i18nTitle ?? {}), [language]: text };
  return calls.patch(node.permissionId, { i18nTitle, ...(language === 'zh-cn' ? { name: text } : {}) });
}
