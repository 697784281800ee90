/**
 * Apps and the permission menu of the signed-in user in their current tenant
 * (spec portal-shell 7 "Apps, permissions, tenants"; entities in section 3).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { scopeOf } from '../db/tenantScope';
import { sessionOf } from '../auth/session';
import { ok } from '../http/envelope';
import { sendTenantAnswer } from '../http/tenantCache';
import type { AppRow, PermissionRow } from '../auth/grants';
import { grantedApps, grantedPermissions } from '../auth/grants';
import { overlaidRows } from '../lowcode/menuOverlayRows';

/** spec portal-shell 3: App. `name` and `appName`, `href` and `url` are the same values. */
export function toApp(row: AppRow) {
  return {
    id: row.id,
    name: row.name,
    appName: row.name,
    type: row.type,
    isIframe: row.isIframe === 1,
    icon: row.icon,
    appCode: row.appCode,
    href: row.href,
    url: row.href,
    i18nTitle: row.i18nTitle,
    sort: row.sort,
  };
}

/** spec portal-shell 3: Permission node (flat: `children` is left to the portal's menu model). */
export function toPermissionNode(row: PermissionRow) {
  return {
    permissionId: row.id,
    parentId: row.parentId,
    tenantId: row.tenantId,
    type: row.type,
    name: row.name,
    permissionCode: row.permissionCode,
    url: row.url,
    uri: row.uri,
    isMenu: row.isMenu,
    translateCode: row.translateCode,
    i18nTitle: row.i18nTitle,
    icon: row.icon,
    appInfoId: row.appInfoId,
    appRoute: row.appRoute,
    docId: row.docId,
    status: row.status,
    appCode: row.appCode,
    sort: row.sort,
    /** Routable but not listed in the side menu. */
    hidden: row.hidden === 1,
  };
}

interface NodeFilter {
  appInfoId?: number;
  parentId?: number;
}

/** Routes of this module, registered under /eps. */
export const permissionRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  // The permission tree is read on every load: cached per tenant version and user, a 304 when unchanged.
  app.get('/auth/permission/listPermissionApp', async (request, reply) => {
    const session = sessionOf(request);
    // In no tenant yet (a purchaser still to choose one, spec portal-shell 4): nothing is granted.
    if (session.tenantId === null) return ok([]);
    return sendTenantAnswer(request, reply, ctx.answers, session, ['apps', session.userId], async () => (await grantedApps(ctx.db, scopeOf(request))).map(toApp));
  });

  // Filters only narrow the granted set: an id of another tenant's node matches nothing.
  app.get<{ Querystring: NodeFilter }>(
    '/auth/permission/listPermissionNotree',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { appInfoId: { type: 'integer', minimum: 1 }, parentId: { type: 'integer', minimum: 1 } },
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      if (session.tenantId === null) return ok([]);
      const { appInfoId, parentId } = request.query;
      return sendTenantAnswer(request, reply, ctx.answers, session, ['nodes', session.userId, appInfoId ?? '', parentId ?? ''], async () => {
        // The tenant's labels, order and hidden flags over shipped entries are applied here, once per config version.
        const scope = scopeOf(request);
        const granted = await overlaidRows(ctx.db, scope.tenantId, await grantedPermissions(ctx.db, scope));
        const rows = granted.filter(
          (row) => (appInfoId === undefined || row.appInfoId === appInfoId) && (parentId === undefined || row.parentId === parentId),
        );
        return rows.map(toPermissionNode);
      });
    },
  );
};
