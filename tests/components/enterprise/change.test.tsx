/**
 * The enterprise change flow (spec workflow-enterprise-embedding 2.4, 4.5, 5):
 * schemas/enterprise/info.json's edit button opens schemas/enterprise/change.json
 * (rules, one licence image sent as form data with the fields), and the
 * order codes of 4.5 drive what follows: 1 and 2 confirm, and on cancel open
 * schemas/enterprise/refer.json (differing values highlighted); 3 locks editing,
 * reloads data and history and says so; 4 or 6 lock, reload history and say
 * so; any other order does nothing. An in-memory server answers the calls.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import infoDocument from '../../../schemas/enterprise/info.json';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import { dictEnums } from '../../../src/core/dicts';
import type { ApiEnvelope, ApiRequest } from '../../../src/core/env';
import { screenIdsFromGlob } from '../../../src/core/schema/screenStore';
import { Scope } from '../../../src/core/scope';
import { toFormData } from '../../../src/api/rules/formData';
import { renderSchema } from '../../helpers/renderSchema';
import { districtApi } from '../../helpers/districtApi';
import { SEEDED_PERMISSION_URLS } from '../../helpers/seededPermissionUrls';
import { createTestEnv, ok, type TestEnv } from '../../helpers/testEnv';

const screens = { bundled: screenIdsFromGlob(import.meta.glob('/schemas/**/*.json', { import: 'default' })) };

const PROFILE = {
  tenantId: 3, registType: 1, tenantName: '恒信精密制造有限公司', shortName: '恒信精密', suCorporatRepresentative: '李恒',
  businessLicenseNo: '91310115MA1H7QXK20', econKind: '有限责任公司', registCapi: '5000万人民币', startDate: '2012-06-18',
  attachmentId: 'lic1', fileName: '营业执照.png', countryCode: 'CN', address: '上海市浦东新区张江路88号', businessScope: '精密零部件',
  contact: '李供应', email: 'supplier@example.com', linkPhone: '13900000002', landLineNo: null, changeType: 0,
  // As the server sends a type-1 profile: the type-2 numbers are null (hidden fields must take that).
  duns: null, registNumber: null, vatNo: null, provinceCode: '310000',
};
const HISTORY = [
  { id: 2, type: 2, createTime: '2026-05-11T06:30:05Z', reason: '法定代表人变更', createByname: '李供应', tenantName: '恒信精密制造有限公司', businessLicenseNo: '91310115MA1H7QXK20', suCorporatRepresentative: '王立新', hisBak: JSON.stringify({ tenantName: '恒信精密制造有限公司', businessLicenseNo: '91310115MA1H7QXK20', suCorporatRepresentative: '李恒' }) },
  { id: 1, type: 1, createTime: '2026-03-02T02:15:40Z', reason: '公司更名', createByname: '李供应', tenantName: '恒信精密制造有限公司', businessLicenseNo: '91310115MA1H7QXK20', suCorporatRepresentative: '李恒', hisBak: JSON.stringify({ tenantName: '恒信精密机械有限公司', businessLicenseNo: '91310115MA1H7QXK20', suCorporatRepresentative: '李恒' }) },
];
const DICTS = dictEnums([{ dictCode: 'dict_Changereview_status', subset: [['0', 'Pending review'], ['1', 'Approved'], ['2', 'Rejected'], ['3', 'Withdrawn']].map(([dictValue, dictLabel]) => ({ dictValue, dictLabel })) }]);
const MODEL = { tenantName: '新名字有限公司', licenseNo: '91310115MA1H7QXK20', legal: '李恒', referTenantName: '恒信精密制造有限公司', referLicenseNo: '91310115MA1H7QXK20', referLegal: '李恒' };

beforeAll(async () => {
  await loadFormEngine();
});

interface Run {
  env: TestEnv;
  /** The change calls' bodies as the api client sends them: multipart form data. */
  changes: FormData[];
  /** How many calls named permission `code`. */
  count: (code: string) => number;
}

const places = districtApi();

function renderInfo(answer: Record<string, unknown>, profile: Record<string, unknown> = PROFILE): Run {
  const changes: FormData[] = [];
  const env = createTestEnv({
    // Resolved as a signed-in user's permission sets do: the screen call guard judges a code by its URL.
    permissionUrls: SEEDED_PERMISSION_URLS,
    api: (request: ApiRequest): ApiEnvelope => {
      // The page names its reads by permission code (spec 6); the portal resolves them (tests/unit/api/permissionCalls).
      if (request.permission === 'p_usercenter_enterprise_info') return ok(profile);
      if (request.permission === 'p_usercenter_change_tenant_history') return ok(HISTORY);
      if (request.permission === 'p_usercenter_enterprise_change' && request.method === 'post') {
        expect(request.dataType).toBe('form-data');
        changes.push(toFormData(request.data));
        return ok(answer);
      }
      if (request.url === '/eps/usercenter/enterprise/template') return ok([{ attachmentId: `tpl-${String(request.params?.['templateId'])}` }]);
      if (request.url.startsWith('/eps/config/district/')) return places(request);
      throw new Error(`unexpected ${request.method} ${request.url}`);
    },
  });
  env.screens = screens;
  renderSchema(infoDocument, { env, scope: new Scope({ dicts: DICTS }) });
  return { env, changes, count: (code) => env.requests.filter((r) => r.permission === code).length };
}

const dialogNamed = async (name: string): Promise<HTMLElement> => screen.findByRole('dialog', { name });
const imageOf = (name: string, bytes = 10): File => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

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

/** Opens the change dialog, fills the name, picks a licence image and submits. */
async function submitChange(tenantName = '新名字有限公司'): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: /Change enterprise information/ }));
  const dialog = await dialogNamed('Change enterprise information');
  const name = await within(dialog).findByLabelText('Enterprise name', { selector: 'input' });
  fireEvent.change(name, { target: { value: tenantName } });
  await pick(dialog, imageOf('licence.png'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit change' }));
}

describe('enterprise change dialog', () => {
  it('shows the type-1 fields, refuses a missing name, legal person and licence, and sends one image as form data', async () => {
    const run = renderInfo({ order: 5, operateLimit: 3, licenseModel: null, businessModel: null });
    fireEvent.click(await screen.findByRole('button', { name: /Change enterprise information/ }));
    const dialog = await dialogNamed('Change enterprise information');
    const licence = await within(dialog).findByLabelText('Unified social credit code', { selector: 'input' });
    expect(licence.hasAttribute('readonly') || licence.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Licence type')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Enterprise name', { selector: 'input' }), { target: { value: ' ' } });
    fireEvent.change(within(dialog).getByLabelText('Legal representative', { selector: 'input' }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit change' }));
    expect(await within(dialog).findByText('Please enter the enterprise name')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the legal representative')).toBeTruthy();
    expect(within(dialog).getByText('Please upload one image of the business licence')).toBeTruthy();
    // spec 5: one image, at most 2048 KB, checked before anything is sent.
    await pick(dialog, imageOf('big.png', 2048 * 1024 + 1));
    expect(await within(dialog).findByText('The file cannot be larger than 2 MB')).toBeTruthy();
    expect(run.changes).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Enterprise name', { selector: 'input' }), { target: { value: '  新名字有限公司 ' } });
    fireEvent.change(within(dialog).getByLabelText('Legal representative', { selector: 'input' }), { target: { value: '李恒' } });
    await pick(dialog, imageOf('licence.png'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit change' }));
    await waitFor(() => expect(run.changes).toHaveLength(1));
    const sent = run.changes[0]!;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('tenantName')).toBe('新名字有限公司');
    expect(sent.get('suCorporatRepresentative')).toBe('李恒');
    expect(sent.get('tenantId')).toBe('3');
    expect(sent.get('licenceType')).toBe('1');
    const file = sent.get('licenseFile');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('licence.png');
    expect(sent.getAll('licenseFile')).toHaveLength(1);
    // Order 5 is "other": nothing happens (no confirm, no notice, no reload).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(run.env.confirms).toEqual([]);
    expect(run.env.notices).toEqual([]);
    expect(run.count('p_usercenter_enterprise_info')).toBe(1);
  }, 90_000);

  it('downloads the licence template of the registration type', async () => {
    const run = renderInfo({ order: 5 });
    fireEvent.click(await screen.findByRole('button', { name: /Change enterprise information/ }));
    const dialog = await dialogNamed('Change enterprise information');
    fireEvent.click(await within(dialog).findByRole('button', { name: /Download the licence template/ }));
    await waitFor(() => expect(run.env.windows).toEqual(['/oss/prmattachment/downloadbyid?attachid=tpl-licence_template_1']));
  });

  it('type 2: no licence number or licence type; duns, registration and VAT numbers go along hidden', async () => {
    const run = renderInfo({ order: 4 }, { ...PROFILE, registType: 2, businessLicenseNo: null, duns: '315369934', registNumber: 'HRB 123456', vatNo: 'DE811907980' });
    fireEvent.click(await screen.findByRole('button', { name: /Change enterprise information/ }));
    const dialog = await dialogNamed('Change enterprise information');
    await within(dialog).findByLabelText('Enterprise name', { selector: 'input' });
    expect(within(dialog).queryByText('Unified social credit code')).toBeNull();
    expect(within(dialog).queryByText('Licence type')).toBeNull();
    await pick(dialog, imageOf('licence.png'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit change' }));
    await waitFor(() => expect(run.changes).toHaveLength(1));
    expect(run.changes[0]!.get('vatNo')).toBe('DE811907980');
    expect(run.changes[0]!.get('duns')).toBe('315369934');
  });
});

describe('order codes (spec 4.5)', () => {
  it('1: confirm; on cancel the refer dialog with the licence data, differing values highlighted', async () => {
    const run = renderInfo({ order: 1, operateLimit: 3, licenseModel: MODEL, businessModel: null });
    run.env.confirmAnswers = [false];
    await submitChange();
    const refer = await dialogNamed('Compared with the business licence register');
    expect(run.env.confirms).toEqual([
      { title: 'Licence check failed', content: expect.stringContaining('does not match') as unknown as string, okText: 'Got it', cancelText: 'View registered data' },
    ]);
    const marks = refer.querySelectorAll('mark[data-highlighted="true"]');
    expect([...marks].map((m) => m.textContent)).toEqual(['新名字有限公司Differs', '恒信精密制造有限公司Differs']);
    expect(within(refer).getAllByText('李恒')).toHaveLength(2);
    fireEvent.click(within(refer).getByText('Close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(run.env.notices).toEqual([]);
  });

  it('1: confirming ends the flow with no refer dialog', async () => {
    const run = renderInfo({ order: 1, operateLimit: 3, licenseModel: MODEL, businessModel: null });
    run.env.confirmAnswers = [true];
    await submitChange();
    await waitFor(() => expect(run.env.confirms).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('2: confirm with the remaining operateLimit; on cancel the refer dialog with the business record', async () => {
    const run = renderInfo({ order: 2, operateLimit: 2, licenseModel: null, businessModel: { ...MODEL, tenantName: '恒信精密科技有限公司' } });
    run.env.confirmAnswers = [false];
    await submitChange('恒信精密科技有限公司');
    const refer = await dialogNamed('Compared with the business registry');
    expect(run.env.confirms[0]?.content).toBe('The data does not match the business registry. Changes left: 2.');
    expect(refer.querySelectorAll('mark[data-highlighted="true"]')).toHaveLength(2);
  });

  it('3: editing locked, data and history reloaded, success notice', async () => {
    const run = renderInfo({ order: 3, operateLimit: 3, licenseModel: null, businessModel: null });
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Rejected')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Information' }));
    await submitChange('恒信精密制造有限公司');
    await waitFor(() => expect(run.env.notices).toContainEqual({ level: 'success', message: 'Enterprise information changed' }));
    expect(run.count('p_usercenter_enterprise_info')).toBe(2);
    expect(run.count('p_usercenter_change_tenant_history')).toBe(2);
    expect(screen.queryByRole('button', { name: /Change enterprise information/ })).toBeNull();
    expect(run.env.confirms).toEqual([]);
  });

  it.each([4, 6])('%i: editing locked, history reloaded, notice', async (order) => {
    const run = renderInfo({ order, operateLimit: 3, licenseModel: null, businessModel: null });
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Rejected')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Information' }));
    await submitChange();
    await waitFor(() => expect(run.env.notices).toContainEqual({ level: 'success', message: 'Change submitted for review' }));
    expect(run.count('p_usercenter_change_tenant_history')).toBe(2);
    expect(run.count('p_usercenter_enterprise_info')).toBe(1);
    expect(screen.queryByRole('button', { name: /Change enterprise information/ })).toBeNull();
  });
});

describe('enterprise page: info and history', () => {
  it('licence link, country name, and history with dict status, old -> new values, reason and creator', async () => {
    const run = renderInfo({ order: 5 });
    // The district: the country by the browser's name, China's levels from the district calls, in English.
    expect(await screen.findByText('China / Shanghai')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /营业执照\.png/ }));
    expect(run.env.windows).toEqual(['/eps/config/file/oss/preview?attachid=lic1']);
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(screen.getByText('Approved').closest('.ant-tag')?.className).toMatch(/success/);
    expect(screen.getByText('Rejected').closest('.ant-tag')?.className).toMatch(/warning/);
    expect(screen.getByText('Legal representative: 李恒 → 王立新')).toBeTruthy();
    expect(screen.getByText('Enterprise name: 恒信精密机械有限公司 → 恒信精密制造有限公司')).toBeTruthy();
    // Unchanged fields show no line.
    expect(screen.queryByText(/Credit code:/)).toBeNull();
    expect(screen.getByText('Reason: 公司更名')).toBeTruthy();
    expect(screen.getAllByText('Submitted by: 李供应')).toHaveLength(2);
    expect(screen.getByText('2026-03-02 02-15-40')).toBeTruthy();
  });

  it('a pending change: the under-review tag, no edit button', async () => {
    renderInfo({ order: 5 }, { ...PROFILE, changeType: 1 });
    expect(await screen.findByText('Change under review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Change enterprise information/ })).toBeNull();
  });
});
