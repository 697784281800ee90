/**
 * The studio's calls on the tenant's menu tree (server/lowcode/menu*.ts):
 * the tenant's own nodes are changed in place, shipped entries through an
 * overlay (label, order, hidden) that "restore shipped" removes.
 */
import type { ApiProvider } from '../../core/env';
import { recordTag } from '../../core/recordVersions';
import { toMenuNodes, type MenuNode } from './menuMoves';

/** The node a change is made on: its id and the version of the copy shown. */
export type MenuNodeRef = Pick<MenuNode, 'permissionId' | 'version'>;

/**
 * The If-Match of a change to `node`: the version of the copy the change was made on, so a change to an entry
 * someone has replaced since is refused (409) instead of silently undoing theirs (server/lowcode/menuVersions.ts).
 */
const madeOn = (node: MenuNodeRef): { ifMatch?: string } => (node.version === undefined ? {} : { ifMatch: recordTag('menu', node.permissionId, node.version) });
/** The tags of several nodes in one If-Match (the server reads each node's own). */
const madeOnAll = (nodes: readonly MenuNodeRef[]): { ifMatch?: string } => {
  const tags = nodes.flatMap((node) => (node.version === undefined ? [] : [recordTag('menu', node.permissionId, node.version)]));
  return tags.length === 0 ? {} : { ifMatch: tags.join(', ') };
};

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
    patch: (node: MenuNodeRef, body: Record<string, unknown>) => api.request({ method: 'patch', url: `${base}/${node.permissionId}`, data: body, silent: true, ...madeOn(node) }),
    /** The siblings in their new order, each with the version this copy showed (a node without one is not checked). */
    reorder: (parentId: number | null, order: readonly MenuNodeRef[]) =>
      api.request({ method: 'post', url: `${base}/reorder`, data: { parentId, order: order.map((node) => node.permissionId) }, silent: true, ...madeOnAll(order) }),
    remove: (node: MenuNodeRef) => api.request({ method: 'delete', url: `${base}/${node.permissionId}`, silent: true, ...madeOn(node) }),
    restore: (id: number) => api.request({ method: 'post', url: `${base}/${id}/restore`, data: {}, silent: true }),
    overlay: (node: MenuNodeRef, body: OverlayBody) => api.request({ method: 'put', url: `${base}/${node.permissionId}/overlay`, data: body, silent: true, ...madeOn(node) }),
    restoreShipped: (node: MenuNodeRef) => api.request({ method: 'delete', url: `${base}/${node.permissionId}/overlay`, silent: true, ...madeOn(node) }),
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
  if (!node.editable) return calls.overlay(node, { i18nTitle: { ...(node.overlay?.i18nTitle ?? {}), [language]: text } });
  const i18nTitle = { ...(node.i18nTitle ?? {}), [language]: text };
  return calls.patch(node, { i18nTitle, ...(language === 'zh-cn' ? { name: text } : {}) });
}
