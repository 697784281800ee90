/**
 * The tenant's menu tree as the studio edits it, pure: read the
 * server's nested nodes, and turn an antd Tree drop into the calls that
 * make it so (a PATCH of the parent when the node changes parent, then the
 * order of its new siblings).
 */

export interface MenuNode {
  permissionId: number;
  parentId: number | null;
  type: number;
  name: string;
  uri: string | null;
  i18nTitle: Readonly<Record<string, string>> | null;
  sort: number;
  hidden: boolean;
  /** The tenant's own node (only these are edited, moved or deleted). */
  editable: boolean;
  deletedAt: string | null;
  appRoute: string | null;
  /** The tenant's changes over a shipped entry (already applied to the fields above), or null. */
  overlay: MenuOverlay | null;
  /** The node as this copy of the tree shows it (the server's hash): a change sends it back, a stale one gets 409. */
  version?: string;
  children: MenuNode[];
}

/** A tenant's label, order and hidden flag over a shipped entry; null keeps the shipped value. */
export interface MenuOverlay {
  i18nTitle: Readonly<Record<string, string>> | null;
  sort: number | null;
  hidden: boolean | null;
}

const textRecord = (value: unknown): Record<string, string> | null => {
  const entries = Object.entries(obj(value)).filter(([, v]) => typeof v === 'string') as Array<[string, string]>;
  return entries.length > 0 ? Object.fromEntries(entries) : null;
};

function overlayOf(raw: unknown): MenuOverlay | null {
  if (!raw || typeof raw !== 'object') return null;
  const o = obj(raw);
  return { i18nTitle: textRecord(o.i18nTitle), sort: typeof o.sort === 'number' ? o.sort : null, hidden: typeof o.hidden === 'boolean' ? o.hidden : null };
}

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The server's tree (`GET /eps/lowcode/menus`) as typed nodes, each level by `sort`. */
export function toMenuNodes(raw: unknown): MenuNode[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .map((item): MenuNode => {
      const o = obj(item);
      return {
        permissionId: Number(o.permissionId),
        parentId: o.parentId === null || o.parentId === undefined ? null : Number(o.parentId),
        type: Number(o.type),
        name: typeof o.name === 'string' ? o.name : '',
        uri: typeof o.uri === 'string' ? o.uri : null,
        i18nTitle: textRecord(o.i18nTitle),
        sort: Number(o.sort ?? 0),
        hidden: o.hidden === true,
        editable: o.editable === true,
        deletedAt: typeof o.deletedAt === 'string' ? o.deletedAt : null,
        appRoute: typeof o.appRoute === 'string' ? o.appRoute : null,
        overlay: overlayOf(o.overlay),
        ...(typeof o.version === 'string' ? { version: o.version } : {}),
        children: toMenuNodes(o.children),
      };
    })
    .sort((a, b) => a.sort - b.sort || a.permissionId - b.permissionId);
}

/** Node `id` and its parent list, or undefined. */
export function findNode(nodes: readonly MenuNode[], id: number): MenuNode | undefined {
  for (const node of nodes) {
    if (node.permissionId === id) return node;
    const inside = findNode(node.children, id);
    if (inside) return inside;
  }
  return undefined;
}

/** What a drop asks the server for: a new parent (when it changes) and the new order of that parent's children. */
export interface MenuMove {
  id: number;
  /** Set when the node changes parent. */
  parentId?: number | null;
  order: { parentId: number | null; ids: number[] };
}

/**
 * The move for an antd Tree drop of `dragId` on `dropId`. `dropToGap` false:
 * into `dropId` as its first child; true: beside it, before (`position` -1)
 * or after (`position` 1). Undefined when the move is not allowed: a node
 * into itself or its own subtree, or a shipped entry to another parent (a
 * tenant reorders shipped entries among their siblings, as an overlay).
 */
export function moveFor(nodes: readonly MenuNode[], dragId: number, dropId: number, dropToGap: boolean, position: -1 | 1): MenuMove | undefined {
  const dragged = findNode(nodes, dragId);
  const target = findNode(nodes, dropId);
  if (!dragged || !target || dragId === dropId) return undefined;
  if (findNode(dragged.children, dropId)) return undefined;
  const parentId = dropToGap ? target.parentId : target.permissionId;
  if (!dragged.editable && parentId !== dragged.parentId) return undefined;
  const siblings = (parentId === null ? [...nodes] : (findNode(nodes, parentId)?.children ?? [])).map((n) => n.permissionId).filter((id) => id !== dragId);
  let index = 0;
  if (dropToGap) {
    const at = siblings.indexOf(dropId);
    index = position < 0 ? at : at + 1;
  }
  siblings.splice(index, 0, dragId);
  return { id: dragId, ...(parentId !== dragged.parentId ? { parentId } : {}), order: { parentId, ids: siblings } };
}

/**
 * The siblings of `move` in their new order, as the reorder call sends them: each with the version this copy of
 * the tree showed (a reorder over someone else's is refused), deleted ones left out, and the moved node without
 * its version when it changed parent just before (that write was checked, and gave it a new version).
 */
export function reorderedSiblings(nodes: readonly MenuNode[], move: MenuMove): Array<Pick<MenuNode, 'permissionId' | 'version'>> {
  return move.order.ids.flatMap((id) => {
    const node = findNode(nodes, id);
    if (node === undefined || node.deletedAt !== null) return [];
    if (id === move.id && move.parentId !== undefined) return [{ permissionId: id }];
    return [node.version === undefined ? { permissionId: id } : { permissionId: id, version: node.version }];
  });
}
