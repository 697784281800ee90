/**
 * Seed area `workbench`: to-do tasks in every status (spec
 * portal-shell 4: 01..04), some without a target URL; notifications read and
 * unread with http and in-app urls; app notices; signed-in news (system
 * announcements, category 2, one expired and one with an attachment; publish
 * logs, category 6). Titles are the publisher's data, not interface strings.
 */
import { like, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { appNotices, files, messages, news, newsAttachments, tasks } from '../schema';
import { DEMO_TENANTS } from './demoAccounts';
import { appId, tenantId, userId } from './lookup';
import { APPROVAL_TASKS, approvalTaskRows } from './workflow';

const DAY_MS = 86_400_000;

/** The task apps: code, name (data) and what their tasks are about. menu_source shows scReferTime (spec 3). */
export const TASK_APPS = [
  { appCode: 'menu_source', appName: '寻源采购', subject: '询价单审批' },
  { appCode: 'contract', appName: '合同管理', subject: '合同会签' },
  { appCode: 'supplier', appName: '供应商管理', subject: '供应商准入审核' },
  { appCode: 'bidding', appName: '招标管理', subject: '招标文件复核' },
] as const;

/** How many tasks the buyer has in EP-EAST (the to-do dialog pages through 500 rows). */
export const BUYER_EAST_TASKS = 540;

type TaskRow = typeof tasks.$inferInsert;

/**
 * Where a task is handled: the task page of the demo sub-app of the user's side (the buyer's sourcing app
 * `sub-ui`, the supplier's collaboration app `pec-ui`), which reads the task. `:id` becomes the row's id
 * once inserted ({@link TASK_ID_PLACEHOLDER}).
 */
export const TASK_PAGE = { buyer: '/pages/main/sub-ui/task/:id', supplier: '/pages/main/pec-ui/task/:id' } as const;
/** Stands for the task's own id in a seeded moduleUrl until the row has one. */
export const TASK_ID_PLACEHOLDER = ':id';

/** Deterministic demo tasks: status cycles 01..04, every 9th has no moduleUrl (nothing to open, spec portal-shell 3). */
export function demoTasks(tenant: number, user: number, count: number, now: number, prefix = '', taskPage: string = TASK_PAGE.buyer): TaskRow[] {
  const rows: TaskRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const app = TASK_APPS[i % TASK_APPS.length] ?? TASK_APPS[0];
    const status = `0${(Math.floor(i / 4) % 4) + 1}`;
    const start = now - (i + 2) * 3_600_000 * 5;
    const plan = start + 3 * DAY_MS;
    const finished = status === '03' || status === '04';
    rows.push({
      tenantId: tenant,
      userId: user,
      appCode: app.appCode,
      appName: app.appName,
      taskName: `${prefix}${app.subject} ${String(i + 1).padStart(4, '0')}`,
      taskStatus: status,
      startTime: new Date(start),
      planTime: new Date(plan),
      scReferTime: app.appCode === 'menu_source' ? new Date(start + DAY_MS) : null,
      endTime: finished ? new Date(status === '03' ? plan - DAY_MS : plan + DAY_MS) : null,
      moduleUrl: i % 9 === 8 ? null : taskPage,
    });
  }
  return rows;
}

const ANNOUNCEMENTS = [
  { title: '关于开展第三季度供应商绩效评价的通知', category: '2', ageDays: 0, expiresInDays: 30, attach: true },
  { title: '采购平台操作手册更新', category: '2', ageDays: 1, expiresInDays: 60, attach: false },
  { title: '国庆期间平台服务安排', category: '2', ageDays: 3, expiresInDays: 20, attach: false },
  { title: '电子签章服务升级说明', category: '2', ageDays: 5, expiresInDays: null, attach: false },
  { title: '关于规范询价流程的通知', category: '2', ageDays: 8, expiresInDays: 90, attach: false },
  { title: '年度采购计划填报提醒', category: '2', ageDays: 12, expiresInDays: 45, attach: false },
  { title: '旧版系统停用通知（已过期）', category: '2', ageDays: 2, expiresInDays: -1, attach: false },
  { title: 'V3.2.0 发布：待办支持批量处理', category: '6', ageDays: 2, expiresInDays: null, attach: false },
  { title: 'V3.1.5 发布：修复消息提醒问题', category: '6', ageDays: 16, expiresInDays: null, attach: false },
  { title: 'V3.1.0 发布：新增公告附件下载', category: '6', ageDays: 40, expiresInDays: null, attach: false },
  { title: '钢材价格周报', category: '1', ageDays: 4, expiresInDays: null, attach: false },
  { title: '政府采购法实施条例解读', category: '3', ageDays: 7, expiresInDays: null, attach: false },
] as const;

/** The attachment of the first announcement (signed-in only, not public). */
export const ANNOUNCEMENT_FILE = { id: 'att-announce-evaluation', filename: '供应商绩效评价表.txt', contentType: 'text/plain; charset=utf-8' };

/** The attachment of a workbench app notice (the notice panel's download, spec portal-shell 2.3). */
export const APP_NOTICE_FILE = { id: 'att-app-notice-guide', filename: '工作台使用指南.txt', contentType: 'text/plain; charset=utf-8' };

/** Seed area `workbench`. */
export async function seedWorkbench(db: Db): Promise<void> {
  const now = Date.now();
  const east = await tenantId(db, DEMO_TENANTS.east);
  const north = await tenantId(db, DEMO_TENANTS.north);
  const supplierTenant = await tenantId(db, DEMO_TENANTS.supplier);
  const buyer = await userId(db, 'buyer');
  const supplier = await userId(db, 'supplier');

  const all = [
    // The approval to-dos open the seeded workflow documents; the buyer's total stays BUYER_EAST_TASKS.
    ...approvalTaskRows(east, buyer, APPROVAL_TASKS.buyer, now),
    ...approvalTaskRows(east, await userId(db, 'configurator'), APPROVAL_TASKS.configurator, now),
    ...demoTasks(east, buyer, BUYER_EAST_TASKS - APPROVAL_TASKS.buyer.length, now),
    ...demoTasks(north, buyer, 12, now, 'NORTH '),
    ...demoTasks(supplierTenant, supplier, 16, now, 'SUP ', TASK_PAGE.supplier),
  ];
  for (let i = 0; i < all.length; i += 200) await db.insert(tasks).values(all.slice(i, i + 200));
  // Each task page names its own row, known only now.
  await db
    .update(tasks)
    .set({ moduleUrl: sql`replace(${tasks.moduleUrl}, ${TASK_ID_PLACEHOLDER}, ${tasks.id}::text)` })
    .where(like(tasks.moduleUrl, `%${TASK_ID_PLACEHOLDER}`));

  const messageRows = Array.from({ length: 26 }, (_, i) => ({
    tenantId: east,
    userId: buyer,
    appCode: TASK_APPS[i % TASK_APPS.length]?.appCode ?? 'menu_source',
    source: TASK_APPS[i % TASK_APPS.length]?.appName ?? '寻源采购',
    messageTitle: `待审批提醒 ${i + 1}`,
    message: `您有一条新的待办需要处理（编号 ${1000 + i}）。`,
    type: i < 8 ? '0' : '1',
    // A reminder of work opens the to-do page; every other one the bulletins (both portal pages that answer).
    url: i % 2 === 0 ? '/pages/main/bulletins' : '/pages/main/workbench/todo',
    createdAt: new Date(now - i * 7_200_000),
  }));
  messageRows.push({ tenantId: north, userId: buyer, appCode: 'contract', source: '合同管理', messageTitle: 'NORTH 合同到期提醒', message: '北辰合同即将到期。', type: '0', url: '/pages/main/home', createdAt: new Date(now) });
  messageRows.push({ tenantId: supplierTenant, userId: supplier, appCode: 'bidding', source: '招标管理', messageTitle: '投标邀请', message: '您收到一份投标邀请。', type: '0', url: '/pages/main/home', createdAt: new Date(now) });
  await db.insert(messages).values(messageRows);

  await db.insert(files).values({ ...ANNOUNCEMENT_FILE, body: Buffer.from('供应商绩效评价表\n评价维度：质量、交付、价格、服务\n', 'utf8'), isPublic: false });
  for (const item of ANNOUNCEMENTS) {
    const created = new Date(now - item.ageDays * DAY_MS);
    const [row] = await db
      .insert(news)
      .values({
        title: item.title,
        category: item.category,
        source: '平台运营中心',
        content: `<h3>${item.title}</h3><p>各单位：</p><p>请按要求做好相关工作。<a href="https://example.com/guide">查看指引</a></p><p onclick="alert(1)">联系人：平台运营中心 400-000-0000</p><script>alert(2)</script>`,
        visitor: false,
        expiresAt: item.expiresInDays === null ? null : new Date(now + item.expiresInDays * DAY_MS),
        createdAt: created,
        modifiedAt: created,
      })
      .returning({ id: news.id });
    if (row && item.attach) await db.insert(newsAttachments).values({ newsId: row.id, fileId: ANNOUNCEMENT_FILE.id, sort: 0 });
  }

  await db.insert(appNotices).values([
    { tenantId: east, appId: await appId(db, 'app.sourcing'), title: '寻源采购模块升级', content: '寻源采购模块已升级，新增批量比价功能。' },
    { tenantId: null, appId: await appId(db, 'app.contracts'), title: '合同管理使用须知', content: '合同签署前请核对相对方信息。' },
  ]);
  // Two workbench notices, the second with an attachment: the multi-step notice panel.
  await db.insert(files).values({ ...APP_NOTICE_FILE, body: Buffer.from('工作台使用指南\n待办、公告与消息的使用说明。\n', 'utf8'), isPublic: false });
  const workbench = await appId(db, 'app.workbench');
  await db.insert(appNotices).values([
    { tenantId: null, appId: workbench, title: '工作台新版上线', content: '<p>工作台已升级：待办支持<b>按状态筛选</b>。</p>' },
    { tenantId: null, appId: workbench, title: '工作台使用指南', content: '<p>请下载附件查看详细说明。</p>', attachmentId: APP_NOTICE_FILE.id },
  ]);
}
