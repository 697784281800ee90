/** Seed areas `apps` and `permissions`: the data of appsData.ts and menuData.ts. */
import type { Db } from '../client';
import { apps, permissions } from '../schema';
import { DEMO_APPS } from './appsData';
import { letterIcon } from './icons';
import type { NodeSpec } from './menuData';
import { DEMO_KEYS, DEMO_MENU } from './menuData';
import { appId, tenantId } from './lookup';

/** Seed area `apps`. */
export async function seedApps(db: Db): Promise<void> {
  let sort = 0;
  for (const spec of DEMO_APPS) {
    await db.insert(apps).values({
      appCode: spec.appCode,
      name: spec.name,
      type: spec.type,
      isIframe: spec.isIframe ? 1 : 0,
      icon: letterIcon(spec.letter, spec.color),
      href: spec.href,
      i18nTitle: spec.title,
      sort: (sort += 10),
      tenantId: spec.tenant ? await tenantId(db, spec.tenant) : null,
    });
  }
}

export async function insertNode(db: Db, spec: NodeSpec, parentId: number | null, app: number | null, sort: number): Promise<void> {
  const ownApp = spec.app ? await appId(db, spec.app) : app;
  const [row] = await db
    .insert(permissions)
    .values({
      tenantId: spec.tenant ? await tenantId(db, spec.tenant) : null,
      parentId,
      type: spec.type,
      name: spec.title['zh-cn'],
      permissionCode: spec.code,
      uri: spec.uri ?? null,
      isMenu: 1,
      translateCode: `menu.${spec.code}`,
      i18nTitle: spec.title,
      icon: spec.icon ?? null,
      appInfoId: ownApp,
      appRoute: spec.appRoute ?? null,
      docId: spec.docId ?? null,
      status: spec.status ?? 1,
      appCode: spec.appCode ?? '2',
      sort,
    })
    .returning({ id: permissions.id });
  if (!row) throw new Error(`seed: node ${spec.code} not inserted`);
  let childSort = 0;
  for (const child of spec.children ?? []) await insertNode(db, child, row.id, ownApp, (childSort += 10));
}

/** Seed area `permissions`. */
export async function seedPermissions(db: Db): Promise<void> {
  let sort = 0;
  for (const root of DEMO_MENU) await insertNode(db, root, null, null, (sort += 10));
  await db.insert(permissions).values(
    DEMO_KEYS.map((key, index) => ({
      type: 3,
      name: key.title['zh-cn'],
      permissionCode: key.code,
      url: key.url ?? null,
      isMenu: 0,
      translateCode: `menu.${key.code}`,
      i18nTitle: key.title,
      sort: 1000 + index,
    })),
  );
}

/** Every node code under (and including) `rootCode`. */
export function subtreeCodes(rootCode: string, tree: readonly NodeSpec[] = DEMO_MENU): string[] {
  for (const node of tree) {
    if (node.code === rootCode) {
      const walk = (n: NodeSpec): string[] => [n.code, ...(n.children ?? []).flatMap(walk)];
      return walk(node);
    }
    const inner = subtreeCodes(rootCode, node.children ?? []);
    if (inner.length) return inner;
  }
  return [];
}
