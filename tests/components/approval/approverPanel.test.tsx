/**
 * The resubmit dialog and its approver panel (spec workflow 2.5, 4.3, 5): only
 * users able to resubmit see the user selector; the panel lists the flow's
 * nodes with the document's approvers, adds people with the member picker,
 * removes them, refuses a pick over maxPerson ("the maximum number of people
 * cannot exceed N"), and names an enabled node left without approver ("the
 * node name cannot be empty"); the choice goes to sdk/resend, where the server
 * checks the rules again. The dialog is schemas/workflow/dialogs/resubmit.json
 * (the panel is its `approverPanel` widget), opened from the sign bar document.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Grid } from 'antd';
import { beforeAll, vi } from 'vitest';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import type { ApiRequest } from '@core/env';
import type { ApproverNode } from '../../../src/shell/approval/approverRules';
import { createTestEnv, ok } from '../../helpers/testEnv';
import { preloadRenderers } from '../renderers/preload';
import { renderSignShell } from './harness';

// A screen of documents on a loaded 2-core machine: generous waits, the same checks.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 120_000 });

beforeAll(async () => {
  await Promise.all([loadFormEngine(), preloadRenderers(['service', 'actions', 'button', 'dialog', 'form', 'descriptions', 'table', 'card', 'attachments', 'text', 'alert'])]);
});

const members = Array.from({ length: 30 }, (_, i) => ({ userId: i, username: `Member ${i}`, userno: `E${2000 + i}`, position: 'p', orgname: 'o', deptname: 'd' }));
const person = (i: number) => ({ userId: i, username: `Member ${i}`, userno: `E${2000 + i}` });
const nodes: ApproverNode[] = [
  { nodeCode: 'dept_review', nodeName: 'Dept review', disable: false, maxPerson: 2, userList: [person(0)] },
  { nodeCode: 'finance_review', nodeName: 'Finance review', disable: false, maxPerson: null, userList: [] },
  { nodeCode: 'legal_review', nodeName: 'Legal review', disable: true, maxPerson: null, userList: [] },
  { nodeCode: 'ceo_review', nodeName: 'CEO review', disable: false, maxPerson: 1, userList: [person(1)] },
];

function api(canResubmit: boolean) {
  return (request: ApiRequest) => {
    if (request.url.endsWith('/getButton')) return ok({ data: { actionlist: [{ action: 'Resubmit', actiondispname: 'Resubmit' }], version: 4, canResubmit, flowCode: 'purchase_approval', flowType: 'sign' } });
    if (request.url.endsWith('/flow/node/search')) return ok(nodes);
    if (request.url.endsWith('/signBpm/document') || request.url.endsWith('/getFileBizList')) return ok(request.url.endsWith('/document') ? {} : []);
    if (request.url.endsWith('/queryUserByUc')) {
      const { pageNum = 1, pageSize = 20 } = request.params as { pageNum?: number; pageSize?: number };
      return ok({ items: members.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: members.length });
    }
    return ok({ status: 'running' });
  };
}

async function openResubmit(canResubmit: boolean) {
  const env = createTestEnv({ api: api(canResubmit) });
  vi.spyOn(Grid, 'useBreakpoint').mockReturnValue({ xs: true, sm: true, md: true });
  vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
  renderSignShell(env);
  fireEvent.click(await screen.findByRole('button', { name: 'Resubmit' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Resubmit' }, { timeout: 15_000 });
  await within(dialog).findByLabelText('Comment', {}, { timeout: 15_000 });
  fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'fixed the budget' } });
  return { env, dialog };
}

/** Opens the member picker of `node`, ticks the rows of `indexes` (0-based), confirms. */
async function pick(node: string, indexes: number[]): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: `Add ${node}` }));
  // antd's test ids label every dialog alike in jsdom: find the picker by its title.
  const picker = (await screen.findByText('Choose members')).closest<HTMLElement>('[role="dialog"]')!;
  await within(picker).findByText('Member 0');
  // The first checkbox is the header's "select all".
  for (const i of indexes) fireEvent.click(within(picker).getAllByRole('checkbox')[i + 1]!);
  fireEvent.click(within(picker).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.queryByText('Choose members')).toBeNull());
}

const rowOf = (name: string): HTMLElement => screen.getByText(name).closest('tr')!;

describe('resubmit user selector', () => {
  it('is not shown to a user who may not resubmit', { timeout: 120_000 }, async () => {
    const { env, dialog } = await openResubmit(false);
    expect(within(dialog).getByLabelText('Comment')).toBeTruthy();
    expect(within(dialog).queryByText('Approvers per node')).toBeNull();
    expect(env.requests.some((r) => r.url.endsWith('/flow/node/search'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(env.requests.some((r) => r.url.endsWith('/sdk/resend'))).toBe(true));
    expect((env.requests.find((r) => r.url.endsWith('/sdk/resend'))!.params as Record<string, unknown>)['approvers'] ?? '').toBe('');
  });

  it('is the approver panel for a user who may: the flow nodes with the document approvers', { timeout: 120_000 }, async () => {
    const { env, dialog } = await openResubmit(true);
    expect(within(dialog).getByText('Approvers per node')).toBeTruthy();
    await within(dialog).findByText('Dept review', {}, { timeout: 15_000 });
    expect(env.requests.find((r) => r.url.endsWith('/flow/node/search'))!.params).toMatchObject({ flowCode: 'purchase_approval', flowType: 'sign', barcode: 'PO-1' });
    expect(within(rowOf('Dept review')).getByText('Member 0')).toBeTruthy();
    expect(within(rowOf('Legal review')).getByText('Disabled')).toBeTruthy();
    expect(within(rowOf('Legal review')).queryByRole('button', { name: 'Add Legal review' })).toBeNull();
  });
});

describe('approver panel', () => {
  // Generous: each pick renders a table of 20 rows on a loaded 2-core machine.
  it('adds, refuses a pick over maxPerson, removes, names an empty node, and resubmits the nodes', { timeout: 120_000 }, async () => {
    const { env, dialog } = await openResubmit(true);
    await within(dialog).findByText('Finance review', {}, { timeout: 15_000 });
    const resent = () => env.requests.filter((r) => r.url.endsWith('/sdk/resend'));

    // An enabled node without approver: "the node name cannot be empty" at once.
    expect(await within(dialog).findByText('Finance review cannot be empty')).toBeTruthy();

    // Add: the message goes once the node has someone.
    await pick('Finance review', [2]);
    expect(within(rowOf('Finance review')).getByText('Member 2')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText('Finance review cannot be empty')).toBeNull());

    // maxPerson 2: Member 0 is there, two more make three; the pick is refused and not taken.
    await pick('Dept review', [3, 4]);
    expect(await within(dialog).findByText('The maximum number of people cannot exceed 2')).toBeTruthy();
    expect(within(rowOf('Dept review')).queryByText('Member 3')).toBeNull();
    expect(within(rowOf('Dept review')).getByText('Member 0')).toBeTruthy();

    // Remove: the CEO node is empty again, and the panel says so.
    fireEvent.click(within(rowOf('CEO review')).getByLabelText('Remove Member 1'));
    await waitFor(() => expect(within(rowOf('CEO review')).queryByText('Member 1')).toBeNull());
    expect(await within(dialog).findByText('CEO review cannot be empty')).toBeTruthy();
    expect(resent()).toHaveLength(0);

    // One person for the CEO node (maxPerson 1), then confirm sends the nodes with their people.
    await pick('CEO review', [5]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(resent()).toHaveLength(1));
    const params = resent()[0]!.params as Record<string, string>;
    expect(params).toMatchObject({ comment: 'fixed the budget', businessid: '12', version: 4 });
    const sent = JSON.parse(params['approvers']!) as ApproverNode[];
    expect(sent.map((n) => [n.nodeCode, n.disable, n.userList.map((u) => u.userno)])).toEqual([
      ['dept_review', false, ['E2000']],
      ['finance_review', false, ['E2002']],
      ['legal_review', true, []],
      ['ceo_review', false, ['E2005']],
    ]);
  });
});
