/**
 * The sign engines' approval page as documents (spec workflow 2.2, 4.3, 5):
 * the frame (src/shell/approval/WorkflowShell.tsx) renders the real
 * schemas/workflow/sign-bar.json, document.json and dialogs/*.json against a
 * small api: buttons from getButton, Submit hidden on a wide screen, only
 * Approve primary, the narrow rule, the hide parameter of the framework, a
 * dialog's rules and default comment, the call made by the bar with
 * businessid 12 and the version, a failed call keeping the dialog, approve
 * naming the next approver (agreePost), the hooks, and a tenant's override of
 * a dialog changing its default comment while the product's bar still calls.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Grid } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import type { ApiEnvelope, ApiRequest } from '@core/env';
import { createTestEnv, ok, type TestEnv } from '../../helpers/testEnv';
import { preloadRenderers } from '../renderers/preload';
import { renderSignShell, SIGN_SCREENS } from './harness';

const actionlist = [
  { action: 'Approve', actiondispname: 'Approve' },
  { action: 'Submit', actiondispname: 'Submit' },
  { action: 'DOAReject', actiondispname: 'Reject' },
  { action: 'Transfer', actiondispname: 'Transfer' },
  { action: 'Terminate', actiondispname: 'Terminate' },
  { action: 'Recommend', actiondispname: 'Recommend' },
];
const DOC = { barcode: 'PO-1', title: 'Laptops', applicantName: 'Wang', applicantNo: 'E2', status: 'running', currentNodeName: 'Dept', currency: 'CNY', purpose: 'new staff', lines: [{ lineNo: 1, name: 'Laptop', spec: 'i7', quantity: 2, unit: 'pc', unitPrice: 8499, amount: 16998 }], total: 16998, attachmentKeys: { appCode: 'workflow', bizBillId: 'PO-1', bizType: 'approval', bizItemType: 'document' } };

const MEMBERS = [1, 2, 3].map((i) => ({ userId: i, username: `Member ${i}`, userno: `E000${i}`, position: null, orgname: 'East', deptname: 'Buying' }));

function api(answers: { act?: ApiEnvelope } = {}) {
  return (request: ApiRequest): ApiEnvelope => {
    if (request.url.endsWith('/getButton')) return ok({ data: { actionlist, version: 3, canResubmit: false, barcode: 'PO-1', workflowUniqueId: 'wf-po-1', requestId: 41 } });
    if (request.url.endsWith('/sign/userCenterToken')) return ok({ userCenterToken: 'uc-token-1' });
    if (request.url.endsWith('/queryUserByUc')) return ok({ items: MEMBERS, total: MEMBERS.length });
    if (request.url.endsWith('/signBpm/document')) return ok(DOC);
    if (request.url.endsWith('/getFileBizList')) return ok([]);
    return answers.act ?? ok({ status: 'running', version: 4 });
  };
}

function show(options: { api?: ReturnType<typeof api>; engine?: 'bpm' | 'fw' | 'jcy'; params?: Record<string, string>; override?: Record<string, unknown>; narrow?: boolean } = {}): TestEnv {
  // jsdom has no width: the screen is as wide or as narrow as the test says.
  vi.spyOn(Grid, 'useBreakpoint').mockReturnValue(options.narrow ? { xs: true, sm: true, md: false } : { xs: true, sm: true, md: true, lg: true });
  const env = createTestEnv({ api: options.api ?? api() });
  renderSignShell(env, options);
  return env;
}

const bar = () => screen.findByRole('toolbar', { name: 'Approval actions' });
const buttonTexts = async () => {
  const toolbar = await bar();
  await within(toolbar).findByRole('button', { name: 'Approve' });
  return within(toolbar).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));
};

// A screen of documents on a loaded 2-core machine: generous waits, the same checks.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 120_000 });

beforeAll(async () => {
  await Promise.all([loadFormEngine(), preloadRenderers(['service', 'actions', 'button', 'dialog', 'form', 'descriptions', 'table', 'card', 'attachments', 'text', 'alert'])]);
});
afterEach(() => vi.restoreAllMocks());

describe('the sign bar document', () => {
  it('shows the document being approved and one button per action plus Return; Submit hidden, only Approve primary', { timeout: 120_000 }, async () => {
    show();
    expect(await screen.findByText('Laptops', {}, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('i7', {}, { timeout: 15_000 })).toBeTruthy();
    expect(await buttonTexts()).toEqual(['Approve', 'Reject', 'Transfer', 'Terminate', 'Recommend', 'Return']);
    const toolbar = await bar();
    expect(within(toolbar).getByRole('button', { name: 'Approve' }).className).toContain('ant-btn-primary');
    expect(within(toolbar).getByRole('button', { name: 'Reject' }).className).not.toContain('ant-btn-primary');
  });

  it('offers only Approve and Reject on a narrow screen', async () => {
    show({ narrow: true });
    expect(await buttonTexts()).toEqual(['Approve', 'Reject', 'Return']);
  });

  it('hides the bar in the framework when EPS_HIDE_APPROVAL_ACTION is Y', async () => {
    const env = show({ engine: 'fw', params: { EPS_HIDE_APPROVAL_ACTION: 'Y' } });
    expect(await screen.findByText('Laptops', {}, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('sign-bar')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(env.requests.some((r) => r.url.endsWith('/getButton'))).toBe(false);
  });

  it('requires the comment; the bar calls with businessid 12 and the version, refreshes the buttons and leaves', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const env = show();
    fireEvent.click(await within(await bar()).findByRole('button', { name: 'Reject' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    // The bar's button waits for the person, not for the server: no spinner while its dialog is open.
    expect(within(await bar()).getByRole('button', { name: 'Reject' }).className).not.toContain('ant-btn-loading');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please enter a comment')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: ' budget too high ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(back).toHaveBeenCalled());
    const call = env.requests.find((r) => r.url.endsWith('/reject'))!;
    expect(call).toMatchObject({ method: 'get', url: '/eps/eps-api/signBpm/reject', params: { comment: 'budget too high', businessid: '12', version: 3 } });
    expect(env.requests.filter((r) => r.url.endsWith('/getButton'))).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('jcy posts its actions to commercial/info/sdk with a body', async () => {
    vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const env = show({ engine: 'jcy' });
    fireEvent.click(await within(await bar()).findByRole('button', { name: 'Approve' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(env.requests.some((r) => r.url === '/eps/eps-api/commercial/info/sdk/agree')).toBe(true));
    expect(env.requests.find((r) => r.url.endsWith('/sdk/agree'))).toMatchObject({ method: 'post', data: { comment: 'Agreed', businessid: '12', version: 3 } });
  });

  it('fw calls its own button method: the helper\'s user-centre token joins the params; remark, the keys and a numeric requestId in the body', async () => {
    vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const env = show({ engine: 'fw' });
    fireEvent.click(await within(await bar()).findByRole('button', { name: 'Transfer' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('Choose'));
    const picker = (await screen.findByText('Choose members')).closest<HTMLElement>('[role="dialog"]')!;
    fireEvent.click(within((await within(picker).findByText('Member 2')).closest('tr')!).getByRole('radio'));
    fireEvent.click(within(picker).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(dialog).getByText('Member 2')).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: ' over to you ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(env.requests.some((r) => r.url === '/eps/eps-api/sign/button')).toBe(true));
    const acted = env.requests.filter((r) => !/\/(getButton|document|getFileBizList|queryUserByUc)$/.test(r.url)).map((r) => r.url);
    // The helper first, then the engine's own method; no signBpm call in fw.
    expect(acted).toEqual(['/eps/eps-api/sign/userCenterToken', '/eps/eps-api/sign/button']);
    const call = env.requests.find((r) => r.url === '/eps/eps-api/sign/button')!;
    expect(call).toMatchObject({ method: 'post', params: { userCenterToken: 'uc-token-1' } });
    expect(call.data).toEqual({ action: 'Transfer', remark: 'over to you', barcode: 'PO-1', workflowUniqueId: 'wf-po-1', requestId: 41, businessid: '12', version: 3, toempid: 'E0002' });
  });

  it('keeps the dialog open with its input when the call fails', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const env = show({ api: api({ act: { code: '409', message: 'The document has changed', data: null } }) });
    fireEvent.click(await within(await bar()).findByRole('button', { name: 'Approve' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    // Approve is prefilled with its default comment (data in dialogs/approve.json).
    expect((within(dialog).getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('Agreed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'error', message: 'The document has changed' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(back).not.toHaveBeenCalled();
  });

  it('approve offers an optional next approver and, unused, calls agree (not agreePost)', async () => {
    vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const env = show();
    fireEvent.click(await within(await bar()).findByRole('button', { name: 'Approve' }, { timeout: 10_000 }));
    await screen.findByRole('dialog');
    expect(screen.getByText('Next approver')).toBeTruthy();
    // The member picker draws the field (not the "cannot be shown" box of an unknown widget).
    expect(await within(screen.getByRole('dialog')).findByRole('button', { name: /Next approver|Choose/ }, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(env.requests.some((r) => r.url === '/eps/eps-api/signBpm/agree')).toBe(true));
    expect(env.requests.some((r) => r.url.endsWith('/agreePost'))).toBe(false);
  });

  it('runs the before-open hook of Terminate: cancelling its confirm opens no dialog', async () => {
    const env = show();
    env.confirmAnswer = false;
    fireEvent.click(await within(await bar()).findByRole('button', { name: 'Terminate' }, { timeout: 10_000 }));
    await waitFor(() => expect(env.confirms).toHaveLength(1));
    expect(env.confirms[0]).toMatchObject({ title: 'Terminate the process?' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('recommend: its default comment, the call, then its before-finish hook says so before the page leaves', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const env = show();
    fireEvent.click(await within(await bar()).findByRole('button', { name: 'Recommend' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((within(dialog).getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('Recommended for approval'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(back).toHaveBeenCalled());
    expect(env.requests.find((r) => r.url === '/eps/eps-api/signBpm/recommend')!.params).toMatchObject({ comment: 'Recommended for approval', businessid: '12' });
    expect(env.notices).toContainEqual({ level: 'success', message: 'Your recommendation was recorded' });
  });

  it('a tenant override of a dialog changes its default comment; the product bar still makes the call', async () => {
    vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const approve = structuredClone(SIGN_SCREENS['workflow/dialogs/approve']) as { body: { initialValues: { comment: string } }[] };
    approve.body[0]!.initialValues.comment = 'Approved by the east office';
    const env = show({ override: { 'workflow/dialogs/approve': approve } });
    fireEvent.click(await within(await bar()).findByRole('button', { name: 'Approve' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((within(dialog).getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('Approved by the east office'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(env.requests.some((r) => r.url === '/eps/eps-api/signBpm/agree')).toBe(true));
    expect(env.requests.find((r) => r.url.endsWith('/agree'))!.params).toMatchObject({ comment: 'Approved by the east office', businessid: '12' });
    expect(env.notices.filter((n) => n.level === 'error')).toEqual([]);
  });
});
