/**
 * The enterprise dialogs of the settings page (schemas/user/dialogs, opened
 * by `screenDialog`; spec portal-shell 2.3, 4, 5, 6, 7): exit enterprise
 * (reason required, the call, the message, logout), apply for admin (one
 * image through the upload widget, the call with companyId 1, the session
 * refresh that makes bizAdmin '3'), add partner (purchasers from the
 * directory, the business contact, a proof file) and the business contact.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import type { ApiRequest } from '@core/env';
import { ok } from '../../helpers/testEnv';
import { SUPPLIER, confirmButton, field, openDialog, renderSettings, type Route } from './harness';

beforeAll(async () => {
  await loadFormEngine();
});

const fileOf = (name: string, bytes = 10): File => new File([new Uint8Array(bytes)], name);

async function pick(dialog: HTMLElement, file: File): Promise<void> {
  const input = await waitFor(() => {
    const found = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('no file input yet');
    return found;
  });
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

/** Uploads answer `att-<n>`; the purchaser directory has two tenants. */
const server: Route = (request: ApiRequest) => {
  if (request.url === '/eps/config/file/oss/upload') {
    const file = (request.data as { file: File }).file;
    return ok({ attachmentId: `att-${file.name}`, filename: file.name, size: file.size });
  }
  if (request.url === '/eps/usercenter/epsCaTenant/first/category') return ok([{ tenantId: 1, tenantName: '华东采购' }, { tenantId: 5, tenantName: '华北采购' }]);
  return undefined;
};

describe('exit enterprise dialog (user/dialogs/exit-enterprise)', () => {
  it('needs a reason, then GET deleteTenant with userId and reason, a message and logout after 1.5 s', async () => {
    const { env, calls } = renderSettings(SUPPLIER, 'su');
    const dialog = await openDialog('Exit enterprise');
    expect(within(dialog).getByText('You are about to leave "示例供应商"')).toBeTruthy();
    const reason = await within(dialog).findByLabelText('Reason for leaving');
    fireEvent.click(confirmButton(dialog, 'Exit'));
    expect(await within(dialog).findByText('Please enter the reason')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(reason, { target: { value: '  Company restructured  ' } });
    fireEvent.click(confirmButton(dialog, 'Exit'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ method: 'get', url: '/eps/usercenter/uc/user/deleteTenant', body: { userId: 2, reason: 'Company restructured' } });
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'success', message: 'You have left the enterprise, you will be signed out' }));
    expect(env.logouts).toBe(0);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1600)));
    expect(env.logouts).toBe(1);
  });

  it('zh-cn: the required reason message', async () => {
    renderSettings({ ...SUPPLIER, lang: 'zh-cn' }, 'su', { language: 'zh-cn' });
    const dialog = await openDialog('退出企业');
    await within(dialog).findByLabelText('退出原因');
    fireEvent.click(confirmButton(dialog, '确认退出'));
    expect(await within(dialog).findByText('请输入退出原因')).toBeTruthy();
  });
});

describe('admin application dialog (user/dialogs/admin-apply)', () => {
  it('one jpeg/jpg/bmp/png image up to 2 MB, then the call with companyId 1 and a session refresh', async () => {
    const { env, calls, hostCalls } = renderSettings(SUPPLIER, 'su', { route: server });
    const dialog = await openDialog('Apply for admin');
    const submit = () => fireEvent.click(confirmButton(dialog, 'Submit application'));
    submit();
    expect(await within(dialog).findByText('Please upload one image')).toBeTruthy();
    await pick(dialog, fileOf('letter.gif'));
    expect(await within(dialog).findByText('Only these file types are allowed: jpeg, jpg, bmp, png')).toBeTruthy();
    await pick(dialog, fileOf('letter.png', 2 * 1024 * 1024 + 1));
    expect(await within(dialog).findByText('The file cannot be larger than 2 MB')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await pick(dialog, fileOf('letter.png'));
    expect(await within(dialog).findByText('letter.png')).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual(['/eps/config/file/oss/upload']);
    submit();
    await waitFor(() => expect(hostCalls).toEqual(['refreshSession']));
    expect(calls[1]).toEqual({
      method: 'post',
      url: '/eps/usercenter/tenant/optimize/3/user/admin',
      body: { attachmentId: 'att-letter.png', companyId: 1 },
    });
    expect(env.notices).toContainEqual({ level: 'success', message: 'Application submitted, awaiting review' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('add partner dialog (user/dialogs/add-partner)', () => {
  it('purchasers, the business contact (required, valid) and a proof file; then initSupplierNetwork', async () => {
    const { env, calls } = renderSettings(SUPPLIER, 'su', { route: server });
    const dialog = await openDialog('Add partner');
    // The contact starts as the user.
    expect(field(dialog, 'Contact name').value).toBe('李供应');
    expect(field(dialog, 'Contact email').value).toBe('supplier@example.com');
    expect(field(dialog, 'Contact mobile').value).toBe('13900000002');
    fireEvent.change(field(dialog, 'Contact name'), { target: { value: '' } });
    fireEvent.change(field(dialog, 'Contact email'), { target: { value: '' } });
    fireEvent.change(field(dialog, 'Contact mobile'), { target: { value: '' } });
    const submit = () => fireEvent.click(confirmButton(dialog, 'Submit application'));
    submit();
    expect(await within(dialog).findByText('Please choose at least one purchaser')).toBeTruthy();
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Email required')).toBeTruthy();
    expect(within(dialog).getByText('Mobile phone number is required')).toBeTruthy();
    expect(within(dialog).getByText('Please upload a proof document')).toBeTruthy();
    fireEvent.change(field(dialog, 'Contact email'), { target: { value: 'sales@' } });
    fireEvent.change(field(dialog, 'Contact mobile'), { target: { value: '10000000000' } });
    submit();
    expect(await within(dialog).findByText('Please enter a legal email!')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid phone number!')).toBeTruthy();

    fireEvent.change(field(dialog, 'Contact name'), { target: { value: '王销售' } });
    fireEvent.change(field(dialog, 'Contact email'), { target: { value: 'sales@example.com' } });
    fireEvent.change(field(dialog, 'Contact mobile'), { target: { value: '13512345678' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByText('华北采购', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByText('华东采购', { selector: '.ant-select-item-option-content' }));
    await pick(dialog, fileOf('agreement.pdf'));
    expect(await within(dialog).findByText('agreement.pdf')).toBeTruthy();
    submit();
    await waitFor(() => expect(calls.some((c) => c.url === '/eps/usercenter/initSupplierNetwork')).toBe(true));
    expect(calls.find((c) => c.url === '/eps/usercenter/initSupplierNetwork')).toEqual({
      method: 'post',
      url: '/eps/usercenter/initSupplierNetwork',
      body: {
        supplierTenantId: 3,
        purchaseIds: [5, 1],
        contact: '王销售',
        email: 'sales@example.com',
        linkPhone: '13512345678',
        attachmentId: 'att-agreement.pdf',
      },
    });
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'success', message: 'Partner request submitted' }));
  });
});

describe('business contact dialog (user/dialogs/business-contact)', () => {
  it("loads the partner's contact, checks it, and saves it with PUT", async () => {
    const stored = { purchaseId: 1, purchaseName: '华东采购', contact: '赵业务', email: 'biz@example.com', linkPhone: '13711112222' };
    const { env, calls } = renderSettings(SUPPLIER, 'su', {
      route: (request) => (request.url === '/eps/usercenter/uc/partner/contact' && request.method === 'get' ? ok(stored) : undefined),
    });
    const dialog = await openDialog('Business contact');
    expect(within(dialog).getByText('Purchaser "华东采购" contacts you for business through this person.')).toBeTruthy();
    await waitFor(() => expect(field(dialog, 'Contact name').value).toBe('赵业务'));
    expect(calls[0]).toEqual({ method: 'get', url: '/eps/usercenter/uc/partner/contact', body: { purchaseId: 1 } });
    fireEvent.change(field(dialog, 'Contact mobile'), { target: { value: '1371111' } });
    fireEvent.click(confirmButton(dialog));
    expect(await within(dialog).findByText('Please enter a valid phone number!')).toBeTruthy();
    fireEvent.change(field(dialog, 'Contact mobile'), { target: { value: '13799998888' } });
    fireEvent.click(confirmButton(dialog));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      method: 'put',
      url: '/eps/usercenter/uc/partner/contact',
      body: { purchaseId: 1, purchaseName: '华东采购', contact: '赵业务', email: 'biz@example.com', linkPhone: '13799998888' },
    });
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'success', message: 'Business contact saved' }));
  });
});
