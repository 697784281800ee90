// @vitest-environment node
/**
 * Tenant isolation matrix, generated from the app's own route list:
 * every route is called by users of another tenant and by a user without any
 * permission, with every id of the victim tenant's rows in every id slot (path
 * params, query and body properties named like ids). The victim's rows carry a
 * marker text; a cell leaks when the answer contains the marker or when the
 * victim's rows changed (a checksum over every table it owns).
 * Victims: EP-EAST (tasks, messages, news, notices, menus, files, members, workflow documents and directory) and
 * the supplier SUP001 (business contacts, partners). The /eps/dev routes are
 * left out: they are development sign-in helpers, off outside development.
 */
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { createSession } from '../../server/auth/session';
import { tenants, users, userTenants } from '../../server/db/schema';
import type { RouteSummary } from '../../server/http/inputGuards';
import type { TestServer } from './helpers/testServer';
import { startTestServer } from './helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = async (query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> => ((await server.app.eps.db.execute(query)) as unknown as Rows).rows;
const tenantIdOf = async (code: string): Promise<number> => (await server.app.eps.db.select().from(tenants).where(eq(tenants.code, code)))[0]!.id;

/** Checksum of everything the victim tenant owns (EP-EAST rows, or SUP001 rows). */
async function checksum(victim: 'east' | 'sup', east: number, sup: number): Promise<string> {
  const agg = (table: string, where: string) => `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${table} t WHERE ${where})`;
  const members = (tenant: number) =>
    `(SELECT md5(coalesce(string_agg(concat_ws(',', id, username, email, phone, password_hash, biz_admin), '|' ORDER BY id), '')) FROM users WHERE id IN (SELECT user_id FROM user_tenants WHERE tenant_id = ${tenant}))`;
  const filesOf = (tenant: number) => `(SELECT md5(coalesce(string_agg(id || filename || md5(body), '|' ORDER BY id), '')) FROM files WHERE tenant_id = ${tenant})`;
  const parts =
    victim === 'east'
      ? [
          agg('tasks', `tenant_id = ${east}`),
          agg('messages', `tenant_id = ${east}`),
          agg('news', `tenant_id = ${east}`),
          agg('app_notices', `tenant_id = ${east}`),
          agg('permissions', `tenant_id = ${east}`),
          agg('roles', `tenant_id = ${east}`),
          agg('role_permissions', `role_id IN (SELECT id FROM roles WHERE tenant_id = ${east})`),
          agg('user_roles', `role_id IN (SELECT id FROM roles WHERE tenant_id = ${east})`),
          agg('user_tenants', `tenant_id = ${east}`),
          filesOf(east),
          members(east),
          agg('workflow_documents', `tenant_id = ${east}`),
          agg('workflow_nodes', `document_id IN (SELECT id FROM workflow_documents WHERE tenant_id = ${east})`),
          agg('workflow_approvers', `node_id IN (SELECT n.id FROM workflow_nodes n JOIN workflow_documents d ON d.id = n.document_id WHERE d.tenant_id = ${east})`),
          agg('workflow_actions', `document_id IN (SELECT id FROM workflow_documents WHERE tenant_id = ${east})`),
          agg('workflow_members', `tenant_id = ${east}`),
          agg('workflow_node_configs', `tenant_id = ${east}`),
          agg('enterprise_profiles', `tenant_id = ${east}`),
          agg('enterprise_changes', `tenant_id = ${east}`),
          agg('file_biz', `tenant_id = ${east}`),
        ]
      : [agg('enterprise_profiles', `tenant_id = ${sup}`), agg('enterprise_changes', `tenant_id = ${sup}`), agg('file_biz', `tenant_id = ${sup}`), agg('partner_contacts', `supplier_tenant_id = ${sup}`), agg('tenant_partners', `supplier_tenant_id = ${sup}`), agg('user_tenants', `tenant_id = ${sup}`), filesOf(sup), members(sup)];
  const [row] = await rowsOf(sql.raw(`SELECT md5(${parts.join(' || ')}) AS sum`));
  return String(row!['sum']);
}

// barcode: workflow documents are named by it.
const ID_NAME = /(^id$|Id$|Ids$|^attachid$|^barcode$)/;
type Schema = Record<string, unknown> | undefined;
const propsOf = (schema: unknown): Record<string, Schema> => (((schema as Schema)?.['properties'] as Record<string, Schema>) ?? {});

/** A plausible value for a non-id field, so a cell passes validation and reaches the tenant check. */
function filler(name: string): unknown {
  const known: Record<string, unknown> = {
    contact: 'Iso Attacker', email: 'iso@example.com', linkPhone: '13900000000', reason: 'iso', name: 'iso', type: 1,
    uri: 'schema:demo/showcase', username: 'isoattacker', oldPwd: 'x', newPwd: 'Iso#Attack2026', pageNum: 1, pageSize: 50,
  };
  return known[name] ?? 'iso';
}

interface Cell {
  options: InjectOptions;
  label: string;
}

/** The cells of one route: each id slot with each victim id (a route without slots: one cell). */
function cellsOf(route: RouteSummary, numericIds: number[], textIds: string[]): Cell[] {
  const method = route.method as NonNullable<InjectOptions['method']>;
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const query = propsOf(route.schema?.querystring);
  const body = propsOf(route.schema?.body);
  const idsFor = (schema: Schema): (number | string)[] => {
    const type = schema?.['type'];
    const numeric = type === 'integer' || (Array.isArray(type) && type.includes('integer'));
    return numeric ? numericIds : type === 'string' ? textIds : [...numericIds, ...textIds];
  };
  const baseBody = Object.fromEntries(Object.keys(body).filter((k) => !ID_NAME.test(k)).map((k) => [k, filler(k)]));
  const baseQuery = Object.fromEntries(Object.keys(query).filter((k) => !ID_NAME.test(k)).map((k) => [k, String(filler(k))]));
  const pathWith = (param?: string, value?: string | number) =>
    route.url.replace(/:(\w+)/g, (_m, name: string) => String(name === param ? value : (numericIds[0] ?? 1)));
  const qs = (extra: Record<string, string>) => new URLSearchParams({ ...baseQuery, ...extra }).toString();
  const make = (url: string, payload: Record<string, unknown> | undefined, label: string): Cell => ({
    options: { method, url, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: payload ?? baseBody }) },
    label,
  });
  const cells: Cell[] = [];
  for (const param of params) for (const id of idsFor(undefined)) cells.push(make(`${pathWith(param, id)}?${qs({})}`, undefined, `${param}=${id}`));
  for (const [name, schema] of Object.entries(query)) {
    if (ID_NAME.test(name)) for (const id of idsFor(schema)) cells.push(make(`${pathWith()}?${qs({ [name]: String(id) })}`, undefined, `?${name}=${id}`));
  }
  for (const [name, schema] of Object.entries(body)) {
    if (!ID_NAME.test(name)) continue;
    for (const id of idsFor(schema)) cells.push(make(`${pathWith()}?${qs({})}`, { ...baseBody, [name]: schema?.['type'] === 'array' ? [id] : id }, `body.${name}=${id}`));
  }
  if (cells.length === 0) cells.push(make(`${pathWith()}?${qs({})}`, undefined, 'no id'));
  return cells;
}

it('refuses every cell: no marker of another tenant in any answer, no change to its rows', { timeout: 600_000 }, async () => {
  const db = server.app.eps.db;
  const east = await tenantIdOf('EP-EAST');
  const north = await tenantIdOf('EP-NORTH');
  const sup = await tenantIdOf('SUP001');
  // Mark the victims' rows.
  for (const statement of [
    `UPDATE tasks SET task_name = 'ISO-MARK task' WHERE tenant_id = ${east}`,
    `UPDATE messages SET message_title = 'ISO-MARK msg', message = 'ISO-MARK' WHERE tenant_id = ${east}`,
    `UPDATE news SET title = 'ISO-MARK news', content = 'ISO-MARK' WHERE tenant_id = ${east}`,
    `UPDATE app_notices SET title = 'ISO-MARK notice', content = 'ISO-MARK' WHERE tenant_id = ${east}`,
    `UPDATE permissions SET name = 'ISO-MARK menu' WHERE tenant_id = ${east}`,
    `UPDATE user_tenants SET position = 'ISO-MARK position' WHERE tenant_id = ${east}`,
    `UPDATE workflow_documents SET title = 'ISO-MARK doc' WHERE tenant_id = ${east}`,
    `UPDATE workflow_nodes SET activity_name = 'ISO-MARK node' WHERE document_id IN (SELECT id FROM workflow_documents WHERE tenant_id = ${east})`,
    `UPDATE workflow_actions SET comment = 'ISO-MARK' WHERE document_id IN (SELECT id FROM workflow_documents WHERE tenant_id = ${east})`,
    `UPDATE workflow_members SET username = 'ISO-MARK member' WHERE tenant_id = ${east}`,
    `UPDATE workflow_node_configs SET node_name = 'ISO-MARK node' WHERE tenant_id = ${east}`,
    `INSERT INTO files (id, tenant_id, filename, content_type, body) VALUES ('isoEastFile00001', ${east}, 'ISO-MARK.pdf', 'application/pdf', convert_to('ISO-MARK', 'UTF8'))`,
    `INSERT INTO files (id, tenant_id, filename, content_type, body) VALUES ('isoSupFile000001', ${sup}, 'ISO-SUP.pdf', 'application/pdf', convert_to('ISO-SUP', 'UTF8'))`,
    // Enterprise profiles, change history and attachment keys of both victims.
    `INSERT INTO enterprise_profiles (tenant_id, tenant_name, address, business_license_no) VALUES (${east}, 'ISO-MARK ent', 'ISO-MARK', 'ISO-MARK-LICENCE')`,
    `INSERT INTO enterprise_changes (tenant_id, type, reason, his_bak) VALUES (${east}, 0, 'ISO-MARK', '{"tenantName":"ISO-MARK"}')`,
    `INSERT INTO file_biz (tenant_id, file_id, app_code, biz_bill_id, biz_type, biz_item_type, type, type_name) VALUES (${east}, 'isoEastFile00001', 'usercenter', 'enterprise', 'enterprise', 'qualification', 'other', 'ISO-MARK')`,
    `UPDATE enterprise_profiles SET address = 'ISO-SUP', business_scope = 'ISO-SUP' WHERE tenant_id = ${sup}`,
    `UPDATE enterprise_changes SET reason = 'ISO-SUP' WHERE tenant_id = ${sup}`,
    `INSERT INTO partner_contacts (supplier_tenant_id, purchaser_tenant_id, contact, email, link_phone) SELECT ${sup}, purchaser_tenant_id, 'ISO-SUP contact', 'iso-sup@example.com', '13911112222' FROM tenant_partners WHERE supplier_tenant_id = ${sup} ON CONFLICT DO NOTHING`,
  ]) await db.execute(sql.raw(statement));

  const pick = async (query: string) => (await rowsOf(sql.raw(query))).map((r) => r['id'] as number | string);
  const eastNumeric = [
    east,
    ...(await pick(`SELECT id FROM news WHERE tenant_id = ${east} ORDER BY id LIMIT 2`)),
    ...(await pick(`SELECT id FROM messages WHERE tenant_id = ${east} ORDER BY id LIMIT 2`)),
    ...(await pick(`SELECT id FROM tasks WHERE tenant_id = ${east} ORDER BY id LIMIT 1`)),
    ...(await pick(`SELECT id FROM app_notices WHERE tenant_id = ${east} ORDER BY id LIMIT 1`)),
    ...(await pick(`SELECT id FROM permissions WHERE tenant_id = ${east} ORDER BY id LIMIT 2`)),
    ...(await pick(`SELECT user_id AS id FROM user_tenants WHERE tenant_id = ${east} ORDER BY user_id LIMIT 1`)),
    ...(await pick(`SELECT request_id AS id FROM workflow_documents WHERE tenant_id = ${east} ORDER BY id LIMIT 1`)),
  ] as number[];
  const eastText = ['isoEastFile00001', ...(await pick(`SELECT barcode AS id FROM workflow_documents WHERE tenant_id = ${east} ORDER BY id LIMIT 2`)), 'wf-po-2026-0001'] as string[];

  // Attackers: a supplier (another tenant), a user of EP-NORTH holding no role, and a buyer against the supplier.
  const [stranger] = await db.insert(users).values({ account: 'iso_norole', username: 'iso_norole', passwordHash: 'x', type: 0 }).returning();
  await db.insert(userTenants).values({ userId: stranger!.id, tenantId: north });
  const userOf = async (account: string) => (await db.select().from(users).where(eq(users.account, account)))[0]!;
  const attackers = [
    { who: 'supplier (SUP001) vs EP-EAST', user: await userOf('supplier'), tenantId: sup, victim: 'east' as const, marker: 'ISO-MARK', numeric: eastNumeric, text: eastText },
    { who: 'no-role user (EP-NORTH) vs EP-EAST', user: stranger!, tenantId: north, victim: 'east' as const, marker: 'ISO-MARK', numeric: eastNumeric, text: eastText },
    { who: 'buyer (EP-NORTH) vs SUP001', user: await userOf('e2e_switch'), tenantId: north, victim: 'sup' as const, marker: 'ISO-SUP', numeric: [sup], text: ['isoSupFile000001'] },
  ];

  const routes = server.app.registeredRoutes.filter((r) => r.url.startsWith('/eps/') && !r.url.startsWith('/eps/dev/'));
  let tried = 0;
  let refused = 0;
  const leaks: string[] = [];
  for (const attacker of attackers) {
    for (const route of routes) {
      const before = await checksum(attacker.victim, east, sup);
      const session = await createSession(db, server.app.eps.config, new Date(), { userId: attacker.user.id, tenantId: attacker.tenantId, purchaseId: null, lang: 'en' });
      for (const cell of cellsOf(route, attacker.numeric, attacker.text)) {
        const response = await server.app.inject({ ...cell.options, headers: { cookie: `EPSSESSION=${session.id}` } });
        tried += 1;
        const code = /"code":"(\d+)"/.exec(response.body)?.[1];
        if (response.statusCode >= 400 || (code !== undefined && code !== '200')) refused += 1;
        if (response.body.includes(attacker.marker)) leaks.push(`${attacker.who}: ${route.method} ${route.url} ${cell.label}: ${response.body.slice(0, 160)}`);
      }
      if ((await checksum(attacker.victim, east, sup)) !== before) leaks.push(`${attacker.who}: ${route.method} ${route.url} changed the victim's rows`);
    }
  }
  console.info(`tenant isolation: ${routes.length} routes, ${tried} cells tried, ${refused} refused outright, ${leaks.length} leaked`);
  expect(leaks).toEqual([]);
});
