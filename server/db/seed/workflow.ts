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
import { fileBiz, files, workflowDocuments, workflowMembers, workflowNodeConfigs, workflowNodes, workflowApprovers, workflowProcesses } from '../schema';
import { TenantScope } from '../tenantScope';
import { buildBpmnXml } from '../../workflow/bpmnProcess';
import { ATTACHMENT_KEYS, type ContentLine, type DocumentContent } from '../../workflow/documentContent';
import type { Operation } from '../../workflow/rules';
import { applyAction } from '../../workflow/store';
import { DEMO_TENANTS } from './demoAccounts';
import { demoPdf } from './enterpriseFiles';
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
  /** What is approved: purpose and lines (documentContent.ts); the default is one line named after the title. */
  content?: { purpose: string; lines: ContentLine[] };
  /** Attachments of the document (text files, or a PDF's bytes; listed by the attachments panel). */
  files?: ({ name: string; text: string } | { name: string; pdf: Buffer })[];
}

let requestSeq = 1000;

/** The stored content of a seeded document: its own, or one line named after the title. */
function contentFor(doc: DocSeed): DocumentContent {
  const own = doc.content ?? { purpose: doc.title, lines: [{ name: doc.title.replace(/^[^：]*：/, ''), spec: '-', quantity: 1, unit: '批', unitPriceCents: 1_280_000 }] };
  return { currency: 'CNY', ...own };
}

/** The document's attachments: files of its tenant, keyed to the document as the attachments panel reads them. */
async function seedAttachments(db: Db, tenant: number, doc: DocSeed): Promise<void> {
  for (const [index, file] of (doc.files ?? []).entries()) {
    const id = `att-wf-${doc.barcode.toLowerCase()}-${index + 1}`;
    const [contentType, body] = 'pdf' in file ? ['application/pdf', file.pdf] : ['text/plain; charset=utf-8', Buffer.from(file.text, 'utf8')];
    await db.insert(files).values({ id, tenantId: tenant, filename: file.name, contentType, body, isPublic: false });
    await db.insert(fileBiz).values({ tenantId: tenant, fileId: id, ...ATTACHMENT_KEYS, bizBillId: doc.barcode, type: 'document', typeName: '单据附件' });
  }
}

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
        content: contentFor(doc),
      })
      .returning({ id: workflowDocuments.id });
    for (const [seq, node] of doc.process.nodes.entries()) {
      const [n] = await db.insert(workflowNodes).values({ documentId: row!.id, seq, activityId: node.activityId, activityName: node.activityName }).returning({ id: workflowNodes.id });
      await db.insert(workflowApprovers).values(node.approvers.map((a) => ({ nodeId: n!.id, userNo: a.userNo, username: named.get(a.userNo) ?? a.username })));
    }
    await seedAttachments(db, tenant, doc);
    const key = { barcode: doc.barcode };
    if (doc.start === false) continue;
    await applyAction(db, scope, key, doc.applicant, { op: 'start', label: 'start', comment: '', people: [] });
    for (const step of doc.steps) {
      await applyAction(db, scope, key, step.by, { op: step.op, label: step.op, comment: step.comment ?? '', people: [], targetActivityId: step.target });
    }
  }
}

const applicant = { userNo: 'E20010', username: '' };

const PC_CONTENT = {
  purpose: '研发部新员工入职及旧机更换',
  lines: [
    { name: '笔记本电脑', spec: 'i7-1360P / 32 GB / 1 TB SSD / 14 英寸', quantity: 15, unit: '台', unitPriceCents: 849_900 },
    { name: '台式电脑', spec: 'i5-13500 / 16 GB / 512 GB SSD / 27 英寸显示器', quantity: 5, unit: '台', unitPriceCents: 629_900 },
    { name: '扩展坞', spec: 'USB-C 雷电 4', quantity: 20, unit: '个', unitPriceCents: 45_900 },
  ],
};
const PC_FILES = [
  { name: '供应商报价单.txt', text: '办公电脑报价单\n笔记本电脑 8499.00 元/台 × 15\n台式电脑 6299.00 元/台 × 5\n扩展坞 459.00 元/个 × 20\n' },
  { name: '需求说明.txt', text: '研发部 2026 年第四季度新员工 12 人，旧机更换 8 台。\n' },
  // A file the approver previews in a window (images and PDF are shown there).
  { name: 'Quotation.pdf', pdf: demoPdf('Quotation: 15 laptops, 5 desktops, 20 docks') },
];
const PRINTER_CONTENT = {
  purpose: '各部门第四季度打印耗材',
  lines: [
    { name: '激光打印机硒鼓', spec: 'CF228A 黑色', quantity: 36, unit: '支', unitPriceCents: 38_000 },
    { name: 'A4 复印纸', spec: '70 g 500 张/包 5 包/箱', quantity: 120, unit: '箱', unitPriceCents: 12_500 },
  ],
};
const LAB_CONTENT = {
  purpose: '质量部检测实验室扩建',
  lines: [
    { name: '恒温培养箱', spec: '250 L，5-60 ℃', quantity: 2, unit: '台', unitPriceCents: 2_380_000 },
    { name: '电子天平', spec: '0.1 mg，220 g', quantity: 3, unit: '台', unitPriceCents: 1_150_000 },
    { name: '通风橱', spec: '1.5 m 全钢', quantity: 1, unit: '台', unitPriceCents: 3_600_000 },
  ],
};

/**
 * Documents the browser tests act on, one set per sign shell (bpm, fw, jcy), so each action runs on a
 * document in the state it needs: at the buyer's node (approve, reject, transfer, transmit, add approver,
 * upgrade, terminate, recommend), the buyer's own running one (recall) and the buyer's rejected one (resubmit).
 */
function signShellDocs(): DocSeed[] {
  const docs: DocSeed[] = [];
  const items = ['投影仪', '打印机', '办公桌椅', '空气净化器', '会议平板'];
  for (const [shell, letter] of [['bpm', 'B'], ['fw', 'F'], ['jcy', 'J']] as const) {
    for (let i = 1; i <= 4; i += 1) {
      docs.push({ barcode: `PO-${letter}-000${i}`, title: `采购申请（${shell}）：${items[i - 1]}`, engine: 'sign', process: SIGN_PROCESS, applicant, steps: [] });
    }
    docs.push({ barcode: `PO-${letter}-0005`, title: `采购申请（${shell}）：${items[4]}`, engine: 'sign', process: SIGN_PROCESS, applicant: BUYER, steps: [] });
    docs.push({ barcode: `PO-${letter}-0006`, title: `采购申请（${shell}）：备用电源`, engine: 'sign', process: SIGN_PROCESS, applicant: BUYER, steps: [{ by: CONFIGURATOR, op: 'reject', comment: '请补充用电负荷说明' }] });
  }
  // The browser test of a tenant's override of the approve dialog approves this one.
  docs.push({ barcode: 'PO-B-0007', title: '采购申请（bpm）：文件柜', engine: 'sign', process: SIGN_PROCESS, applicant, steps: [] });
  return docs;
}

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
    { barcode: 'PO-2026-0001', title: '采购申请：办公电脑 20 台', engine: 'sign', process: SIGN_PROCESS, applicant, steps: [], content: PC_CONTENT, files: PC_FILES },
    { barcode: 'PO-2026-0002', title: '采购申请：打印耗材', engine: 'sign', process: SIGN_PROCESS, applicant, steps: [], content: PRINTER_CONTENT, files: [{ name: '耗材用量统计.txt', text: '2026 年第三季度打印耗材用量统计\n硒鼓 36 支，A4 纸 120 箱\n' }] },
    { barcode: 'PO-2026-0003', title: '采购申请：实验室设备', engine: 'sign', process: SIGN_PROCESS, applicant, steps: [], content: LAB_CONTENT, files: [{ name: '设备技术参数.txt', text: '恒温培养箱：容积 250 L，控温范围 5-60 ℃\n' }] },
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
      content: {
        purpose: '2027 年度 IT 运维服务框架协议',
        lines: [
          { name: '桌面运维服务', spec: '驻场 2 人，工作日 8:30-17:30', quantity: 12, unit: '月', unitPriceCents: 3_200_000 },
          { name: '机房巡检', spec: '每月 2 次', quantity: 24, unit: '次', unitPriceCents: 180_000 },
        ],
      },
      files: [{ name: '框架协议（修订稿）.txt', text: '第十二条 违约责任：已按法务意见修订。\n' }],
      steps: [
        { by: BUYER, op: 'agree', comment: '初审通过' },
        { by: BUYER, op: 'agree', comment: '法务无异议' },
        { by: BUYER, op: 'reject', target: 'legal_review', comment: '违约条款需法务复核' },
      ],
    },
    { barcode: 'CT-2026-0002', title: '合同审批：物流服务合同', engine: 'camunda', process: CAMUNDA_PROCESS, applicant: BUYER, steps: [], start: false },
    { barcode: 'CT-2026-0003', title: '合同审批：软件许可续约', engine: 'camunda', process: CAMUNDA_PROCESS, applicant, steps: [] },
    { barcode: 'CT-2026-0004', title: '合同审批：保洁服务合同', engine: 'camunda', process: CAMUNDA_PROCESS, applicant, steps: [] },
    ...signShellDocs(),
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

/** A to-do row of the workbench (server/db/tables/workbench.ts `tasks`), without its owner. */
interface ApprovalTask {
  appCode: string;
  appName: string;
  taskName: string;
  moduleUrl: string;
}

/**
 * The to-dos that open the seeded approval documents, per person who may act on them: the buyer approves
 * PO-2026-0001/2/3 in the bpm, fw and jcy shells and CT-2026-0001 on the camunda page, and resubmits the
 * rejected PO-2026-0005; the configurator approves PO-2026-0006.
 */
export const APPROVAL_TASKS: Readonly<Record<'buyer' | 'configurator', readonly ApprovalTask[]>> = {
  buyer: [
    { appCode: 'menu_source', appName: '寻源采购', taskName: '审批：采购申请：办公电脑 20 台', moduleUrl: '/bpm-ui/demo-ui/approval?barcode=PO-2026-0001' },
    { appCode: 'menu_source', appName: '寻源采购', taskName: '审批：采购申请：打印耗材', moduleUrl: '/fw-ui/demo-ui/approval?barcode=PO-2026-0002' },
    { appCode: 'menu_source', appName: '寻源采购', taskName: '审批：采购申请：实验室设备', moduleUrl: '/jcy-ui/demo-ui/approval?barcode=PO-2026-0003' },
    { appCode: 'contract', appName: '合同管理', taskName: '审批：合同审批：年度框架协议', moduleUrl: '/pages/main/workbench/approval?barcode=CT-2026-0001&processDefinitionKey=contract_flow&pageType=detail' },
    { appCode: 'menu_source', appName: '寻源采购', taskName: '重新提交：采购申请：办公家具', moduleUrl: '/bpm-ui/demo-ui/approval?barcode=PO-2026-0005' },
  ],
  configurator: [{ appCode: 'menu_source', appName: '寻源采购', taskName: '审批：采购申请：服务器扩容', moduleUrl: '/bpm-ui/demo-ui/approval?barcode=PO-2026-0006' }],
};

/** The approval to-dos of one person as task rows: to handle (01), the newest of their list. */
export function approvalTaskRows(tenant: number, user: number, list: readonly ApprovalTask[], now: number) {
  return list.map((task, index) => ({ tenantId: tenant, userId: user, ...task, taskStatus: '01', startTime: new Date(now - (index + 1) * 60_000), planTime: new Date(now + 2 * 86_400_000) }));
}
