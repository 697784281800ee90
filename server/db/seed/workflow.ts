/**
 * Seed area `workflow`: in EP-EAST, 45 members with employee
 * numbers and departments (the buyer E10001 and the configurator E10002 among
 * them, so the picker pages past 20), a sign-engine and a camunda process,
 * documents for the buyer and the configurator in several states (one camunda
 * document at its second node after a reject), approver nodes with maxPerson
 * and a disabled node; in EP-NORTH one document (tenant isolation). Documents
 * reach their state through the real actions (workflow/store.ts), so history
 * and engine state are what the engine itself wrote. Only seeded when the
 * workflow tables are empty, never over a user's changes.
 */
import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { workflowDocuments, workflowMembers, workflowNodeConfigs, workflowNodes, workflowApprovers, workflowProcesses } from '../schema';
import { TenantScope } from '../tenantScope';
import { buildBpmnXml } from '../../workflow/bpmnProcess';
import type { Operation } from '../../workflow/rules';
import { applyAction } from '../../workflow/store';
import { DEMO_TENANTS } from './demoAccounts';
import { tenantId } from './lookup';

const BUYER = { userNo: 'E10001', username: '张采购' };
const CONFIGURATOR = { userNo: 'E10002', username: '李配置' };
const DEPTS = ['采购部', '财务部', '法务部', '信息技术部', '质量部'] as const;
const SURNAMES = '王李赵刘陈杨黄周吴徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程';

/** 43 more members: E20001 is the CEO, every 8th a department manager (UpgradeReportTo). */
function members(): { userNo: string; username: string; position: string; deptname: string }[] {
  const rows = [
    { ...BUYER, position: '采购经理', deptname: '采购部' },
    { ...CONFIGURATOR, position: '系统管理员', deptname: '信息技术部' },
  ];
  for (let i = 1; i <= 43; i += 1) {
    const position = i === 1 ? 'CEO' : i % 8 === 0 ? '部门经理' : '专员';
    rows.push({ userNo: `E2${String(i).padStart(4, '0')}`, username: `${SURNAMES[i % SURNAMES.length]}${['伟', '芳', '娜', '敏', '静', '磊', '洋'][i % 7]}${i}`, position, deptname: DEPTS[i % DEPTS.length]! });
  }
  return rows;
}

interface ProcessSeed {
  key: string;
  name: string;
  nodes: { activityId: string; activityName: string; approvers: { userNo: string; username: string }[] }[];
}

const FINANCE = { userNo: 'E20002', username: '' };
const SIGN_PROCESS: ProcessSeed = {
  key: 'purchase_approval',
  name: '采购申请审批',
  nodes: [
    { activityId: 'dept_review', activityName: '部门审批', approvers: [BUYER, CONFIGURATOR] },
    { activityId: 'finance_review', activityName: '财务审批', approvers: [FINANCE] },
    { activityId: 'ceo_review', activityName: '总经理审批', approvers: [BUYER] },
  ],
};
const CAMUNDA_PROCESS: ProcessSeed = {
  key: 'contract_flow',
  name: '合同审批流程',
  nodes: [
    { activityId: 'first_review', activityName: '初审', approvers: [BUYER] },
    { activityId: 'legal_review', activityName: '法务审核', approvers: [BUYER, CONFIGURATOR] },
    { activityId: 'final_review', activityName: '终审', approvers: [BUYER] },
  ],
};

interface DocSeed {
  barcode: string;
  title: string;
  engine: 'sign' | 'camunda';
  process: ProcessSeed;
  applicant: { userNo: string; username: string };
  /** Actions after start: who, what, reject target. */
  steps: { by: { userNo: string; username: string }; op: Operation; target?: string; comment?: string }[];
  start?: boolean;
}

let requestSeq = 1000;

async function seedTenant(db: Db, tenant: number, docs: readonly DocSeed[], people: ReturnType<typeof members>): Promise<void> {
  await db.insert(workflowMembers).values(people.map((p) => ({ tenantId: tenant, userNo: p.userNo, username: p.username, position: p.position, orgname: '华东采购中心', deptname: p.deptname })));
  const named = new Map(people.map((p) => [p.userNo, p.username]));
  const scope = new TenantScope(tenant, { id: 'seed', userId: 0, tenantId: tenant, purchaseId: null, lang: 'zh-cn' });
  for (const process of new Set(docs.map((d) => d.process))) {
    await db.insert(workflowProcesses).values({ tenantId: tenant, processKey: process.key, name: process.name, definition: process.nodes, bpmnXml: buildBpmnXml(process.key, process.nodes) });
  }
  for (const doc of docs) {
    requestSeq += 1;
    const [row] = await db
      .insert(workflowDocuments)
      .values({
        tenantId: tenant,
        barcode: doc.barcode,
        businessId: `BIZ-${doc.barcode}`,
        requestId: requestSeq,
        workflowUniqueId: `wf-${doc.barcode.toLowerCase()}`,
        title: doc.title,
        engine: doc.engine,
        processKey: doc.process.key,
        applicantNo: doc.applicant.userNo,
        applicantName: doc.applicant.username,
        status: 'draft',
      })
      .returning({ id: workflowDocuments.id });
    for (const [seq, node] of doc.process.nodes.entries()) {
      const [n] = await db.insert(workflowNodes).values({ documentId: row!.id, seq, activityId: node.activityId, activityName: node.activityName }).returning({ id: workflowNodes.id });
      await db.insert(workflowApprovers).values(node.approvers.map((a) => ({ nodeId: n!.id, userNo: a.userNo, username: named.get(a.userNo) ?? a.username })));
    }
    const key = { barcode: doc.barcode };
    if (doc.start === false) continue;
    await applyAction(db, scope, key, doc.applicant, { op: 'start', label: 'start', comment: '', people: [] });
    for (const step of doc.steps) {
      await applyAction(db, scope, key, step.by, { op: step.op, label: step.op, comment: step.comment ?? '', people: [], targetActivityId: step.target });
    }
  }
}

const applicant = { userNo: 'E20010', username: '' };

/** Seeds the workflow demo when its tables are empty. */
export async function seedWorkflow(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(workflowDocuments);
  if (Number(existing?.n ?? 0) > 0) return;
  const people = members();
  const name = (p: { userNo: string }) => ({ userNo: p.userNo, username: people.find((m) => m.userNo === p.userNo)!.username });
  FINANCE.username = name(FINANCE).username;
  applicant.username = name(applicant).username;
  const east = await tenantId(db, DEMO_TENANTS.east);
  await seedTenant(db, east, [
    { barcode: 'PO-2026-0001', title: '采购申请：办公电脑 20 台', engine: 'sign', process: SIGN_PROCESS, applicant, steps: [] },
    { barcode: 'PO-2026-0002', title: '采购申请：打印耗材', engine: 'sign', process: SIGN_PROCESS, applicant, steps: [] },
    { barcode: 'PO-2026-0003', title: '采购申请：实验室设备', engine: 'sign', process: SIGN_PROCESS, applicant, steps: [] },
    { barcode: 'PO-2026-0004', title: '采购申请：会议室改造', engine: 'sign', process: SIGN_PROCESS, applicant, steps: [{ by: BUYER, op: 'agree', comment: '同意' }] },
    { barcode: 'PO-2026-0005', title: '采购申请：办公家具', engine: 'sign', process: SIGN_PROCESS, applicant: BUYER, steps: [{ by: CONFIGURATOR, op: 'reject', comment: '预算不足，请补充说明' }] },
    { barcode: 'PO-2026-0006', title: '采购申请：服务器扩容', engine: 'sign', process: SIGN_PROCESS, applicant, steps: [] },
    // The browser's resubmit test acts on this one, so PO-2026-0005 stays rejected for the other tests.
    { barcode: 'PO-2026-0007', title: '采购申请：档案柜', engine: 'sign', process: SIGN_PROCESS, applicant: BUYER, steps: [{ by: CONFIGURATOR, op: 'reject', comment: '请补充报价单' }] },
    {
      barcode: 'CT-2026-0001',
      title: '合同审批：年度框架协议',
      engine: 'camunda',
      process: CAMUNDA_PROCESS,
      applicant,
      steps: [
        { by: BUYER, op: 'agree', comment: '初审通过' },
        { by: BUYER, op: 'agree', comment: '法务无异议' },
        { by: BUYER, op: 'reject', target: 'legal_review', comment: '违约条款需法务复核' },
      ],
    },
    { barcode: 'CT-2026-0002', title: '合同审批：物流服务合同', engine: 'camunda', process: CAMUNDA_PROCESS, applicant: BUYER, steps: [], start: false },
    { barcode: 'CT-2026-0003', title: '合同审批：软件许可续约', engine: 'camunda', process: CAMUNDA_PROCESS, applicant, steps: [] },
    { barcode: 'CT-2026-0004', title: '合同审批：保洁服务合同', engine: 'camunda', process: CAMUNDA_PROCESS, applicant, steps: [] },
  ], people);
  await db.insert(workflowNodeConfigs).values([
    { tenantId: east, flowCode: 'purchase_approval', flowType: 'sign', nodeCode: 'dept_review', nodeName: '部门审批', maxPerson: 2, sort: 0 },
    { tenantId: east, flowCode: 'purchase_approval', flowType: 'sign', nodeCode: 'finance_review', nodeName: '财务审批', sort: 1 },
    { tenantId: east, flowCode: 'purchase_approval', flowType: 'sign', nodeCode: 'legal_review', nodeName: '法务审批', disable: true, sort: 2 },
    { tenantId: east, flowCode: 'purchase_approval', flowType: 'sign', nodeCode: 'ceo_review', nodeName: '总经理审批', maxPerson: 1, sort: 3 },
  ]);
  const north = await tenantId(db, DEMO_TENANTS.north);
  await seedTenant(db, north, [{ barcode: 'PO-N-0001', title: '采购申请：北区仓储货架', engine: 'sign', process: SIGN_PROCESS, applicant: BUYER, steps: [] }], people.slice(0, 12));
}
