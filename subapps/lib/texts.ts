// The demo sub-apps' texts in the portal's two languages (zh-cn default),
// chosen by the language in the portal's context. Task apps are named by
// their code: a task's appName is the publisher's data, in one language.
import type { Language } from './portal';

const en = {
  sourcing: 'Sourcing',
  sourcingIntro: 'Sourcing tasks of your company: requests for quotation waiting for you and those done.',
  projects: 'Sourcing projects',
  allProjects: 'All sourcing projects',
  recent: 'Latest sourcing tasks',
  collaboration: 'Supplier collaboration',
  collaborationIntro: 'What your customers asked of you: handle each task here.',
  myTasks: 'My tasks',
  underway: 'In progress',
  finished: 'Finished',
  total: 'All',
  task: 'Task',
  app: 'Application',
  status: 'Status',
  start: 'Started',
  plan: 'Due',
  end: 'Finished at',
  open: 'Open',
  back: 'Back to the to-do list',
  loading: 'Loading…',
  empty: 'No tasks.',
  failed: 'The tasks could not be loaded.',
  retry: 'Retry',
  notFound: 'This task does not exist or is not assigned to you.',
  signedOut: 'Your session has ended. Sign in again from the portal.',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {pages}',
  taskTitle: 'Task {id}',
  handledHere: 'This task is handled in this application. Its approval steps follow your company’s workflow.',
  none: '—',
  statuses: { '01': 'In progress', '02': 'In progress, overdue', '03': 'Finished on time', '04': 'Finished late' } as Record<string, string>,
  apps: { menu_source: 'Sourcing', contract: 'Contracts', supplier: 'Supplier management', bidding: 'Tendering' } as Record<string, string>,
};

const zhCn: typeof en = {
  sourcing: '寻源采购',
  sourcingIntro: '本企业的寻源任务：等待您处理的询价单和已完成的询价单。',
  projects: '寻源项目',
  allProjects: '全部寻源项目',
  recent: '最新寻源任务',
  collaboration: '供应商协同',
  collaborationIntro: '客户需要您处理的事项，在这里逐一办理。',
  myTasks: '我的任务',
  underway: '进行中',
  finished: '已完成',
  total: '全部',
  task: '任务',
  app: '所属应用',
  status: '状态',
  start: '开始时间',
  plan: '计划完成',
  end: '完成时间',
  open: '打开',
  back: '返回待办列表',
  loading: '加载中…',
  empty: '暂无任务。',
  failed: '任务加载失败。',
  retry: '重试',
  notFound: '该任务不存在或未分配给您。',
  signedOut: '登录已失效，请在门户中重新登录。',
  previous: '上一页',
  next: '下一页',
  pageOf: '第 {page} / {pages} 页',
  taskTitle: '任务 {id}',
  handledHere: '该任务在本应用中办理，审批步骤按贵司流程进行。',
  none: '—',
  statuses: { '01': '进行中', '02': '进行中（已逾期）', '03': '按时完成', '04': '逾期完成' },
  apps: { menu_source: '寻源采购', contract: '合同管理', supplier: '供应商管理', bidding: '招标管理' },
};

export type Texts = typeof en;

export const TEXTS: Record<Language, Texts> = { en, 'zh-cn': zhCn };

/** `template` with each `{name}` replaced by its value. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
