/**
 * Seed area `content`: the stored files, the login carousel and visitor news
 * (spec portal-shell 2.2): long-term projects (category 5) and procurement
 * notices (category 4) readable without signing in, some of them expired,
 * and one signed-in-only item that visitors never see.
 */
import type { Db } from '../client';
import { bannerImages, files, news, newsAttachments } from '../schema';
import { ATTACHMENT_FILES, BANNER_FILES, POLICY_FILES } from './contentFiles';

const DAY_MS = 86_400_000;

interface SeedNews {
  title: string;
  category: '2' | '4' | '5';
  source: string;
  content: string;
  visitor: boolean;
  /** Days from the seeding day; negative = already expired; null = never expires. */
  expiresInDays: number | null;
  /** Days before the seeding day it was published. */
  ageDays: number;
  attachments?: readonly string[];
}

/** The demo news. Titles are the publisher's own text (data, not interface strings). */
export const SEED_NEWS: readonly SeedNews[] = [
  {
    title: '钢材年度长期采购项目',
    category: '5',
    source: '东方采购集团',
    content:
      '<p>东方采购集团现面向社会长期征集<strong>钢材</strong>供应商，欢迎符合条件的企业报名。</p><ul><li>牌号：Q235B、Q355B</li><li>供货周期：一年</li></ul><p onclick="alert(1)">联系人：采购部 张经理 0591-88888888</p><script>alert(2)</script>',
    visitor: true,
    expiresInDays: 365,
    ageDays: 3,
    attachments: ['att-longterm-steel-specs', 'att-longterm-steel-form'],
  },
  { title: '办公用品长期供应商征集', category: '5', source: '北辰建设集团', content: '<p>长期征集办公用品供应商，按季度结算。</p>', visitor: true, expiresInDays: 200, ageDays: 6 },
  { title: '工程机械租赁长期合作', category: '5', source: '东方采购集团', content: '<p>征集挖掘机、起重机等工程机械租赁服务商。</p>', visitor: true, expiresInDays: 120, ageDays: 10 },
  { title: '劳保用品框架协议采购', category: '5', source: '北辰建设集团', content: '<p>劳保用品框架协议，两年有效。</p>', visitor: true, expiresInDays: 90, ageDays: 15 },
  { title: 'Long-term IT equipment maintenance', category: '5', source: 'EP-EAST', content: '<p>Long-term maintenance of servers and network equipment.</p>', visitor: true, expiresInDays: 60, ageDays: 20 },
  { title: '电缆长期采购（已截止）', category: '5', source: '东方采购集团', content: '<p>本项目已截止。</p>', visitor: true, expiresInDays: -5, ageDays: 200 },
  { title: '混凝土长期采购（已截止）', category: '5', source: '北辰建设集团', content: '<p>本项目已截止。</p>', visitor: true, expiresInDays: -40, ageDays: 300 },
  { title: '关于供应商资质年审的通知', category: '4', source: '平台运营中心', content: '<p>请各供应商于月底前完成资质年审。</p>', visitor: true, expiresInDays: 30, ageDays: 1 },
  { title: '平台系统升级公告', category: '4', source: '平台运营中心', content: '<p>本周六 22:00 至 24:00 进行系统升级。</p>', visitor: true, expiresInDays: 10, ageDays: 2 },
  { title: '电子保函服务上线', category: '4', source: '平台运营中心', content: '<p>投标保证金可使用电子保函缴纳。</p>', visitor: true, expiresInDays: null, ageDays: 8 },
  { title: '春节放假安排（已过期）', category: '4', source: '平台运营中心', content: '<p>春节期间暂停审核。</p>', visitor: true, expiresInDays: -60, ageDays: 90 },
  { title: '内部：采购员培训安排', category: '2', source: '东方采购集团', content: '<p>仅内部可见。</p>', visitor: false, expiresInDays: 30, ageDays: 1 },
];

/** Seed area `content`. */
export async function seedContent(db: Db): Promise<void> {
  const now = Date.now();
  await db.insert(files).values([...BANNER_FILES, ...POLICY_FILES, ...ATTACHMENT_FILES].map((file) => ({ ...file, body: Buffer.from(file.body, 'utf8'), isPublic: true })));
  await db.insert(bannerImages).values(BANNER_FILES.map((file, index) => ({ fileId: file.id, position: 'top', sort: index })));
  for (const item of SEED_NEWS) {
    const created = new Date(now - item.ageDays * DAY_MS);
    const [row] = await db
      .insert(news)
      .values({
        title: item.title,
        category: item.category,
        source: item.source,
        content: item.content,
        visitor: item.visitor,
        expiresAt: item.expiresInDays === null ? null : new Date(now + item.expiresInDays * DAY_MS),
        createdAt: created,
        modifiedAt: created,
      })
      .returning({ id: news.id });
    if (row && item.attachments?.length) {
      await db.insert(newsAttachments).values(item.attachments.map((fileId, sort) => ({ newsId: row.id, fileId, sort })));
    }
  }
}
