/** Seed area `dicts`: the dictionaries the portal reads (spec portal-shell 3). */
import type { Db } from '../client';
import { dictItems, dicts } from '../schema';

type Pair = readonly [value: string, zh: string, en: string];

const DICTS: ReadonlyArray<{ code: string; name: readonly [string, string]; items: readonly Pair[] }> = [
  { code: 'dict_user_level', name: ['用户级别', 'User level'], items: [['1', '主账号', 'Main account'], ['2', '子账号', 'Sub-account']] },
  {
    code: 'dict_news_type',
    name: ['资讯类型', 'News type'],
    items: [
      ['1', '行业资讯', 'Industry news'],
      ['2', '系统公告', 'System announcements'],
      ['3', '政策法规', 'Policies and regulations'],
      ['4', '采购公告', 'Procurement notices'],
      ['5', '长期项目', 'Long-term projects'],
      ['6', '发布日志', 'Publish logs'],
    ],
  },
  { code: 'dict_news_domain', name: ['资讯范围', 'News domain'], items: [['1', '全平台', 'Whole platform'], ['2', '采购方', 'Purchasers'], ['3', '供应商', 'Suppliers']] },
  { code: 'dict_news_grade', name: ['资讯等级', 'News grade'], items: [['1', '普通', 'Normal'], ['2', '重要', 'Important'], ['3', '紧急', 'Urgent']] },
  // The apps tasks and notifications come from, by their code (server/routes/taskAppNames.ts).
  {
    code: 'dict_task_app',
    name: ['待办来源应用', 'Task applications'],
    items: [['menu_source', '寻源采购', 'Sourcing'], ['contract', '合同管理', 'Contracts'], ['supplier', '供应商管理', 'Supplier management'], ['bidding', '招标管理', 'Tendering']],
  },
  {
    code: 'dict_Changereview_status',
    name: ['变更审核状态', 'Change review status'],
    items: [['0', '待审核', 'Pending review'], ['1', '审核通过', 'Approved'], ['2', '审核驳回', 'Rejected'], ['3', '已撤回', 'Withdrawn']],
  },
];

/** Seed area `dicts`. */
export async function seedDicts(db: Db): Promise<void> {
  for (const dict of DICTS) {
    await db.insert(dicts).values({ code: dict.code, name: { 'zh-cn': dict.name[0], en: dict.name[1] } });
    await db.insert(dictItems).values(
      dict.items.map(([value, zh, en], index) => ({ dictCode: dict.code, value, label: { 'zh-cn': zh, en }, sort: index })),
    );
  }
}
