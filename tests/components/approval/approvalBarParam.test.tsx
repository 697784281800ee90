/**
 * The hide-approval-action system parameter (spec workflow 2.2): in the
 * framework (fw) edition EPS_HIDE_APPROVAL_ACTION = 'Y' hides the approval
 * bar; bpm ignores it, and 'N' (the seed) shows the bar. The parameters are
 * the preloaded ones (`paramsAtom`), as in the portal.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { ApprovalLayout } from '../../../src/shell/approval/ApprovalLayout';
import { HIDE_APPROVAL_ACTION_PARAM } from '../../../src/shell/approval/approvalRules';
import { createTestEnv, ok } from '../../helpers/testEnv';
import { approvalFrame } from './harness';

const api = () => ok({ data: { actionlist: [{ action: 'Approve', actiondispname: 'Approve' }], version: 1 } });

function show(engine: 'bpm' | 'fw', value: string) {
  const env = createTestEnv({ api });
  render(
    approvalFrame(env, <ApprovalLayout engine={engine} narrow={false} onLeave={() => undefined}><p>the document</p></ApprovalLayout>, {
      url: `/${engine}-ui/demo-ui/doc?barcode=PO-1`,
      params: { [HIDE_APPROVAL_ACTION_PARAM]: value },
    }),
  );
  return env;
}

describe('hide-approval-action parameter', () => {
  it('hides the bar in the framework when it is Y (the page still shows)', async () => {
    const env = show('fw', 'Y');
    expect(screen.getByText('the document')).toBeTruthy();
    await waitFor(() => expect(env.requests.some((r) => r.url.endsWith('/getButton'))).toBe(true));
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows the bar in the framework when it is N', async () => {
    show('fw', 'N');
    const bar = await screen.findByRole('toolbar', { name: 'Approval actions' });
    expect(await within(bar).findByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('does not hide the bar of another edition (bpm)', async () => {
    show('bpm', 'Y');
    const bar = await screen.findByRole('toolbar', { name: 'Approval actions' });
    expect(await within(bar).findByRole('button', { name: 'Approve' })).toBeTruthy();
  });
});
