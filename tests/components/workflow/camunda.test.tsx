/**
 * The camunda workflow page (schemas/workflow/camunda.json, the seeded menu
 * m_workbench_approval; spec workflow-enterprise-embedding 2.3, 4.4, 5, 7
 * "Camunda flow") rendered from the real file against a small in-memory
 * engine: the document comes from the route query; one button per allowed
 * action, Start only when the document is not in a process, Back closes the
 * view without a call; reject asks for a comment and an earlier node (the
 * first node sends an empty target), then the run call, then the view closes;
 * history and nodes tabs in process, the documents tab otherwise.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import type { ApiRequest } from '@core/env';
import { Scope } from '@core/scope';
import { createI18n } from '../../../src/i18n/createI18n';
import { FormWidgetsProvider } from '../../../renderers/form/widgets/provider';
import { approvalFormWidgets } from '../../../src/shell/approval/memberPickerWidget';
import { schemaElement } from '../../helpers/renderSchema';
import { createTestEnv, ok } from '../../helpers/testEnv';
import { DEMO_KEYS } from '../../../server/db/seed/menuData';
import { preloadRenderers } from '../renderers/preload';

const DOCUMENT: unknown = JSON.parse(readFileSync('schemas/workflow/camunda.json', 'utf8'));
/** The page's action dialogs are documents of their own (they only ask; the page calls). */
const DIALOGS = Object.fromEntries(
  readdirSync('schemas/workflow/dialogs')
    .filter((f) => f.startsWith('camunda-'))
    .map((f) => [`workflow/dialogs/${f.replace(/\.json$/, '')}`, () => Promise.resolve(JSON.parse(readFileSync(`schemas/workflow/dialogs/${f}`, 'utf8')) as unknown)]),
);
/** The seeded permission keys' URLs: the page names its flow calls by code (spec 6), the portal resolves them. */
const PERMISSION_URLS: Readonly<Record<string, string>> = Object.fromEntries(DEMO_KEYS.flatMap((k) => (k.url ? [[k.code, k.url]] : [])));
const USER = { tenantId: 3, empNo: 'E10001', username: '张采购' };
const NODES = [
  { activityId: 'first_review', activityName: 'First review', expirationTime: null, assigneeList: [{ assigneeName: 'Zhang' }] },
  { activityId: 'legal_review', activityName: 'Legal review', expirationTime: '2026-12-01T08:00:00.000Z', assigneeList: [{ assigneeName: 'Zhang' }, { assigneeName: 'Li' }] },
  { activityId: 'final_review', activityName: 'Final review', expirationTime: null, assigneeList: [{ assigneeName: 'Zhang' }] },
];
const MEMBERS = Array.from({ length: 45 }, (_, i) => ({ userId: i, username: `Member ${i}`, userno: `E3${String(i).padStart(4, '0')}`, position: null, orgname: 'East', deptname: 'Buying' }));
const HISTORY = [
  { activityName: 'First review', assigneeName: 'Zhang', operateTypeName: 'Approve', startTime: '2026-11-20T08:00:00.000Z', comment: 'fine' },
  { activityName: 'Legal review', assigneeName: 'Zhang', operateTypeName: 'Reject', startTime: '2026-11-21T08:00:00.000Z', comment: 'clause 7' },
];

beforeAll(async () => {
  await Promise.all([loadFormEngine(), preloadRenderers(['tabs', 'table', 'timeline', 'dialog', 'form', 'descriptions', 'alert'])]);
});

/** A small engine: the document at `index` (-1: a draft, not in a process). */
function engine(index: number) {
  const runs: ApiRequest[] = [];
  const api = (request: ApiRequest) => {
    switch (request.url) {
      case '/eps/flow/engine/activeNode':
        return ok(
          index < 0
            ? { activityId: null, activityName: null, index: -1, status: 'draft', inProcess: false, title: 'Logistics contract', processDefinitionKey: 'contract_flow' }
            : { activityId: NODES[index]?.activityId, activityName: NODES[index]?.activityName, index, status: 'running', inProcess: true, title: 'Framework agreement', processDefinitionKey: 'contract_flow' },
        );
      case '/eps/flow/engine/nodes':
        return ok(NODES);
      case '/eps/flow/engine/history':
        return ok(index < 0 ? [] : HISTORY);
      case '/eps/flow/engine/actions':
        return ok(
          index < 0
            ? [{ buttonCode: 'start', buttonName: 'Start' }]
            : [{ buttonCode: 'agree', buttonName: 'Approve' }, { buttonCode: 'reject', buttonName: 'Reject' }, { buttonCode: 'transfer', buttonName: 'Transfer' }, { buttonCode: 'additionUser', buttonName: 'Add approver' }, { buttonCode: 'terminate', buttonName: 'Terminate' }],
        );
      case '/eps/usercenter/uc/user/queryUserByUc': {
        // 45 members, paged and searched like the server: the picker pages past 20.
        const { pageNum = 1, pageSize = 20, keyword = '' } = request.params as { pageNum?: number; pageSize?: number; keyword?: string };
        const found = MEMBERS.filter((m) => !keyword || m.username.includes(keyword) || m.userno.includes(keyword));
        return ok({ items: found.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: found.length });
      }
      case '/eps/flow/engine/run':
      case '/eps/flow/engine/start':
        runs.push(request);
        return ok({ status: 'running', version: 2 });
      default:
        throw new Error(`unexpected ${request.method} ${request.url}`);
    }
  };
  return { api, runs };
}

function renderPage(
  index: number,
  query: Readonly<Record<string, string>> = { barcode: 'CT-2026-0001', processDefinitionKey: 'contract_flow', pageType: 'detail' },
  permissionUrls: Readonly<Record<string, string>> = PERMISSION_URLS,
) {
  const { api, runs } = engine(index);
  const env = createTestEnv({ api, permissionUrls });
  env.screens = { bundled: DIALOGS, fetchOverride: () => Promise.resolve(undefined) };
  let closed = 0;
  env.host = {
    closeView: () => {
      closed += 1;
      return Promise.resolve(undefined);
    },
  };
  const scope = new Scope({ user: USER, route: { path: '/pages/main/workbench/approval', params: {}, query } });
  // The shell's form widgets (the member picker), as RuntimeHost supplies them.
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <FormWidgetsProvider widgets={approvalFormWidgets}>{schemaElement(DOCUMENT, env, scope)}</FormWidgetsProvider>
    </I18nextProvider>,
  );
  return { env, runs, closedViews: () => closed };
}

/** The member picker's dialog (antd's test ids make every dialog's name the same here, so found by its title). */
const pickerDialog = async (): Promise<HTMLElement> => (await screen.findByText('Choose members')).closest<HTMLElement>('[role="dialog"]')!;
const bar = (): HTMLElement => screen.getByTestId('camunda-bar');
const barButtons = (): string[] => within(bar()).getAllByRole('button').map((b) => b.textContent ?? '');

describe('camunda workflow page', () => {
  it('in process: one button per allowed action plus Back, the history and nodes tabs, no documents tab', async () => {
    const { env } = renderPage(1);
    await waitFor(() => expect(barButtons()).toEqual(['Approve', 'Reject', 'Transfer', 'Add approver', 'Terminate', 'Back']));
    // spec workflow 2.2: only Approve is primary.
    expect(within(bar()).getAllByRole('button').map((b) => b.classList.contains('ant-btn-primary'))).toEqual([true, false, false, false, false, false]);
    expect(screen.getByTestId('camunda-title').textContent).toBe('Framework agreement · CT-2026-0001');
    const actions = env.requests.find((r) => r.url === '/eps/flow/engine/actions');
    expect(actions?.data).toEqual({
      tenantId: 3,
      empNo: 'E10001',
      barcode: 'CT-2026-0001',
      pageType: 'detail',
      processDefinitionKey: 'contract_flow',
      activityId: 'legal_review',
      version: '0.0.1',
    });
    expect(await screen.findByRole('tab', { name: 'History' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Nodes' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Document' })).toBeNull();
    const history = await screen.findByTestId('camunda-history');
    await waitFor(() => expect(within(history).getByText('clause 7')).toBeTruthy());
    expect(within(history).getAllByText('Zhang')).toHaveLength(2);

    fireEvent.click(screen.getByRole('tab', { name: 'Nodes' }));
    const nodes = await screen.findByTestId('camunda-nodes');
    expect(within(nodes).getByText('Assignees: Zhang, Li')).toBeTruthy();
    expect(within(nodes).getByText('Due: 2026-12-01 08:00')).toBeTruthy();
    // The current node carries the tag.
    expect(within(nodes).getByText('Current node').closest('.ant-timeline-item')?.textContent).toContain('Legal review');
  });

  it('reject needs a comment and an earlier node, then runs the flow call and closes the view', async () => {
    const { runs, closedViews } = renderPage(1);
    await waitFor(() => expect(barButtons()).toContain('Reject'));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Comment');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please select a node')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a comment')).toBeTruthy();
    expect(runs).toHaveLength(0);

    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    // Only the nodes before the current one.
    fireEvent.click(await screen.findByTitle('First review'));
    expect(screen.queryByTitle('Final review')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'back to the first review' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(closedViews()).toBe(1));
    expect(runs).toHaveLength(1);
    expect(runs[0]?.data).toMatchObject({
      tenantId: 3,
      empNo: 'E10001',
      barcode: 'CT-2026-0001',
      businessKey: 'CT-2026-0001',
      operateCode: 'reject',
      currentActivityId: 'legal_review',
      comment: 'back to the first review',
      extra: '',
      targetActivityId: 'first_review',
    });
  });

  it('at the first node a reject sends an empty target', async () => {
    const { runs, closedViews } = renderPage(0);
    await waitFor(() => expect(barButtons()).toContain('Reject'));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Comment');
    expect(within(dialog).getByText('This is the first node: a reject returns the document to the applicant.')).toBeTruthy();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'not needed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(closedViews()).toBe(1));
    expect(runs[0]?.data).toMatchObject({ operateCode: 'reject', currentActivityId: 'first_review', targetActivityId: '', comment: 'not needed' });
  });

  it('add approver chooses people with the paged member picker; their numbers go joined by ";" as extra', { timeout: 90_000 }, async () => {
    const { env, runs, closedViews } = renderPage(1);
    await waitFor(() => expect(barButtons()).toContain('Add approver'));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Add approver' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Comment');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please choose at least one person')).toBeTruthy();
    // The member picker: one on the first page, one on the second (paged by 20 on the server).
    fireEvent.click(await within(dialog).findByText('Choose'));
    const picker = await pickerDialog();
    await within(picker).findByText('Member 0');
    expect(env.requests.at(-1)!.params).toMatchObject({ pageNum: 1, pageSize: 20, keyword: '' });
    fireEvent.click(within(picker.querySelector('tr[data-row-key="E30001"]') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(within(picker).getByTitle('2'));
    await within(picker).findByText('Member 21');
    expect(env.requests.at(-1)!.params).toMatchObject({ pageNum: 2, pageSize: 20 });
    fireEvent.click(within(picker.querySelector('tr[data-row-key="E30021"]') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(within(picker).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('Choose members')).toBeNull());
    expect(within(dialog).getByText('Member 21')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'two more' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(closedViews()).toBe(1));
    expect(runs[0]?.data).toMatchObject({ operateCode: 'additionUser', currentActivityId: 'legal_review', extra: 'E30001;E30021', comment: 'two more', targetActivityId: '' });
  });

  it('transfer names exactly one person with the member picker, sent as extra, after its before-submit hook asks', { timeout: 90_000 }, async () => {
    const { env, runs, closedViews } = renderPage(1);
    await waitFor(() => expect(barButtons()).toContain('Transfer'));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Comment');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please choose one person')).toBeTruthy();
    // The picker chooses one person (radio), found by keyword.
    fireEvent.click(await within(dialog).findByText('Choose'));
    const picker = await pickerDialog();
    await within(picker).findByText('Member 0');
    fireEvent.change(within(picker).getByLabelText('Search by name, number or department'), { target: { value: 'E30042' } });
    await waitFor(() => expect(within(picker).queryByText('Member 0')).toBeNull());
    fireEvent.click(within(picker.querySelector('tr[data-row-key="E30042"]') as HTMLElement).getByRole('radio'));
    fireEvent.click(within(picker).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(dialog).getByText('Member 42')).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'over to Member 42' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(closedViews()).toBe(1));
    expect(runs[0]?.data).toMatchObject({ operateCode: 'transfer', extra: 'E30042', comment: 'over to Member 42' });
    // spec 4.4: the before-submit hook of transfer (data of the page) asked once, after the dialog's checks.
    expect(env.confirms).toEqual([expect.objectContaining({ title: 'Hand the document over?' })]);
  });

  it('a before-submit hook that says no closes the dialog without the flow call; the view stays', async () => {
    const { env, runs, closedViews } = renderPage(1);
    await waitFor(() => expect(barButtons()).toContain('Transfer'));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Comment');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // Invalid input: the hook is not asked yet.
    expect(await within(dialog).findByText('Please choose one person')).toBeTruthy();
    expect(env.confirms).toHaveLength(0);
    fireEvent.click(await within(dialog).findByText('Choose'));
    const picker = await pickerDialog();
    fireEvent.click(within((await within(picker).findByText('Member 3')).closest('tr')!).getByRole('radio'));
    fireEvent.click(within(picker).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(dialog).getByText('Member 3')).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'over' } });
    env.confirmAnswer = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(env.confirms).toHaveLength(1));
    await waitFor(() => expect(screen.queryByLabelText('Comment')).toBeNull());
    expect(runs).toHaveLength(0);
    expect(closedViews()).toBe(0);
  });

  it('Cancel closes an action dialog without a call, and the view stays open (it closes only after a submit)', async () => {
    const { runs, closedViews } = renderPage(1);
    await waitFor(() => expect(barButtons()).toContain('Approve'));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Comment');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByLabelText('Comment')).toBeNull());
    expect(runs).toHaveLength(0);
    expect(closedViews()).toBe(0);
    expect(barButtons()).toContain('Approve');
  });

  it('the before-open hook of terminate (data of the page) asks first: no, and no dialog opens; yes, and it does', async () => {
    const { env, runs } = renderPage(1);
    await waitFor(() => expect(barButtons()).toContain('Terminate'));
    env.confirmAnswer = false;
    const terminate = (): HTMLElement => within(bar()).getAllByRole('button').find((b) => b.textContent === 'Terminate')!;
    fireEvent.click(terminate());
    await waitFor(() => expect(env.confirms).toHaveLength(1));
    expect(env.confirms[0]).toMatchObject({ title: 'Terminate the process?' });
    expect(screen.queryByRole('dialog')).toBeNull();
    env.confirmAnswer = true;
    // The first chain has ended: the button is no longer busy.
    await waitFor(() => expect(terminate().className).not.toContain('ant-btn-loading'));
    fireEvent.click(terminate());
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(await within(dialog).findByLabelText('Comment')).toBeTruthy();
    expect(env.confirms).toHaveLength(2);
    expect(runs).toHaveLength(0);
  });

  it('Back makes no call and closes the view', async () => {
    const { env, closedViews } = renderPage(1);
    await waitFor(() => expect(barButtons()).toContain('Back'));
    const before = env.requests.length;
    fireEvent.click(within(bar()).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(closedViews()).toBe(1));
    expect(env.requests).toHaveLength(before);
  });

  it('not in a process: Start (once), only the documents tab; start sends processTheme, then the view closes', async () => {
    const { runs, closedViews } = renderPage(-1, { barcode: 'CT-2026-0002', processKey: 'contract_flow', title: 'Logistics contract' });
    await waitFor(() => expect(barButtons()).toEqual(['Start process', 'Back']));
    expect(screen.getByRole('tab', { name: 'Document' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'History' })).toBeNull();
    expect(within(await screen.findByTestId('camunda-document')).getByText('Draft')).toBeTruthy();
    fireEvent.click(within(bar()).getByRole('button', { name: 'Start process' }));
    await waitFor(() => expect(closedViews()).toBe(1));
    expect(runs[0]?.url).toBe('/eps/flow/engine/start');
    const data = runs[0]?.data as Record<string, unknown>;
    expect(data).toMatchObject({ tenantId: 3, empNo: 'E10001', barcode: 'CT-2026-0002', processDefinitionKey: 'contract_flow' });
    expect(data.processTheme).toMatch(/^\d{4}-\d{2}-\d{2} 张采购 E10001 Logistics contract$/);
  });

  it('the history is filtered by date: the last 90 days at first, with 7/30/90-day shortcuts (spec 9)', async () => {
    const { env } = renderPage(1);
    const day = (offset: number): string => dayjs().startOf('day').subtract(offset, 'day').format('YYYY-MM-DD');
    const historyCalls = () => env.requests.filter((r) => r.url === '/eps/flow/engine/history');
    await waitFor(() => expect(historyCalls().length).toBeGreaterThan(0));
    expect(historyCalls()[0]?.params).toMatchObject({ barcode: 'CT-2026-0001', from: day(90), to: day(0) });
    const history = await screen.findByTestId('camunda-history');
    await waitFor(() => expect(within(history).getByText('clause 7')).toBeTruthy());
    const [start] = within(history).getAllByRole('textbox');
    expect((start as HTMLInputElement).value).toBe(day(90));
    fireEvent.mouseDown(start!);
    fireEvent.click(start!);
    expect(await screen.findByText('Last 30 days')).toBeTruthy();
    expect(screen.getByText('Last 90 days')).toBeTruthy();
    fireEvent.click(screen.getByText('Last 7 days'));
    await waitFor(() => expect(historyCalls().at(-1)?.params).toMatchObject({ from: day(7), to: day(0) }));
  });

  it('names every flow call by its permission code (spec 6); a user whose sets lack the run key cannot act', async () => {
    const { env, runs } = renderPage(0, undefined, Object.fromEntries(Object.entries(PERMISSION_URLS).filter(([code]) => code !== 'p_flow_camunda_flow_run')));
    await waitFor(() => expect(barButtons()).toContain('Approve'));
    await screen.findByTestId('camunda-history');
    const codes = new Set(env.requests.filter((r) => r.url.startsWith('/eps/flow/engine/')).map((r) => r.permission));
    expect([...codes].sort()).toEqual(['p_flow_camunda_actions', 'p_flow_camunda_active_node', 'p_flow_camunda_history', 'p_flow_camunda_nodes']);
    fireEvent.click(within(bar()).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'fine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // The run call has no URL in this user's sets: refused with a message, nothing reaches the engine, the dialog stays.
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'error', message: 'No URL for permission p_flow_camunda_flow_run' }));
    expect(runs).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('without a barcode says so and makes no call', async () => {
    const { env } = renderPage(1, {});
    expect(await screen.findByText('No document given (the barcode parameter is missing)')).toBeTruthy();
    expect(env.requests).toHaveLength(0);
  });
});
