/**
 * The `attachments` renderer (spec workflow-enterprise-embedding
 * 2.5, 4.7, 7 "Files", 8) with real antd against a small in-memory files
 * server: tabs per type, the type-name column except on the default tab,
 * upload to the active tab (checked on the client first), local delete,
 * batch save, the empty-save message and the server's message on failure.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiEnvelope, ApiRequest } from '@core/env';
import { renderSchema } from '../../helpers/renderSchema';
import { createTestEnv, ok, type TestEnv } from '../../helpers/testEnv';
import { SEEDED_PERMISSION_URLS, seededUrlsWithout } from '../../helpers/seededPermissionUrls';

const KEYS = { appCode: 'usercenter', bizBillId: 'B-${billId}', bizType: 'enterprise', bizItemType: 'qualification' };
const panel = (extra: Record<string, unknown> = {}) => ({
  type: 'attachments',
  ...KEYS,
  types: [
    { type: 'other', label: { 'zh-cn': '其他', en: 'Other' } },
    { type: 'license', label: { 'zh-cn': '营业执照', en: 'Licence' } },
    { type: 'certificate', label: { 'zh-cn': '资质证书', en: 'Certificates' } },
  ],
  defaultType: 'other',
  ...extra,
});

const seeded = [
  { attachmentId: 'a1', filename: 'licence.png', filesize: 2048, type: 'license', typeName: '营业执照', downloadUrl: '/eps/oss/prmattachment/downloadbyid?attachid=a1' },
  { attachmentId: 'a2', filename: 'iso.pdf', filesize: 1536, type: 'certificate', typeName: '资质证书', downloadUrl: '/eps/oss/prmattachment/downloadbyid?attachid=a2' },
  { attachmentId: 'a3', filename: 'notes.docx', filesize: 300, type: 'other', typeName: '其他', downloadUrl: '/eps/oss/prmattachment/downloadbyid?attachid=a3' },
];

/**
 * A files server: the list, uploads (ids u1, u2, ...), saves and the download permission call (a3 has no
 * download URL); `failSave` answers a non-success code; the user holds the seeded keys but `withoutKeys`.
 */
function filesServer(options: { failSave?: string; language?: string; withoutKeys?: string[] } = {}): TestEnv {
  let uploads = 0;
  return createTestEnv({
    language: options.language ?? 'en',
    permissionUrls: options.withoutKeys ? seededUrlsWithout(...options.withoutKeys) : SEEDED_PERMISSION_URLS,
    api: (request: ApiRequest): ApiEnvelope => {
      if (request.url.endsWith('/getFileBizList')) return ok(seeded);
      const permit = /^\/eps\/config\/file\/oss\/ids\/(a[12])$/.exec(request.url);
      if (permit) return ok([{ attachmentId: permit[1], downloadUrl: `/eps/config/file/oss/download/${permit[1]}` }]);
      if (request.url === '/eps/config/file/oss/ids/a3') return ok([]);
      if (request.url === '/eps/config/file/oss/upload') {
        const file = (request.data as { file: File }).file;
        uploads += 1;
        return ok({ attachmentId: `u${uploads}`, filename: file.name, filesize: file.size, downloadUrl: `/eps/oss/prmattachment/downloadbyid?attachid=u${uploads}` });
      }
      if (request.url.endsWith('/addFileBizList')) {
        if (options.failSave) return { code: '500', message: options.failSave, data: null };
        return ok((request.data as { items: unknown[] }).items);
      }
      return { code: '404', message: `no ${request.url}`, data: null };
    },
  });
}

const calls = (env: TestEnv, suffix: string): ApiRequest[] => env.requests.filter((r) => r.url.endsWith(suffix));
const activePanel = (): HTMLElement => document.querySelector('.ant-tabs-tabpane-active') as HTMLElement;

async function pick(file: File): Promise<void> {
  const input = document.querySelector<HTMLInputElement>('.eps-attachments input[type="file"]');
  if (!input) throw new Error('no file input');
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

async function loaded(env: TestEnv): Promise<void> {
  await screen.findByRole('tab', { name: 'Other (1)' });
  expect(calls(env, '/getFileBizList')[0]?.params).toEqual({ ...KEYS, bizBillId: 'B-7' });
}

describe('attachments panel', () => {
  it('lists by the resolved keys in a tab per type; the default tab has no type-name column', async () => {
    const env = filesServer();
    renderSchema(panel(), { env, data: { billId: 7 } });
    await loaded(env);
    expect(screen.getByRole('tab', { name: 'Licence (1)' })).toBeTruthy();
    expect(within(activePanel()).getByText('notes.docx')).toBeTruthy();
    expect(within(activePanel()).queryByRole('columnheader', { name: 'Type' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Certificates (1)' }));
    await waitFor(() => expect(within(activePanel()).getByRole('columnheader', { name: 'Type' })).toBeTruthy());
    const row = within(activePanel()).getByText('iso.pdf').closest('tr') as HTMLElement;
    expect(within(row).getByText('Certificates')).toBeTruthy();
    expect(within(row).getByText('1.5 KB')).toBeTruthy();
    // Preview opens the spec's preview window; download asks the permission call by code, then opens its URL.
    fireEvent.click(within(row).getByRole('button', { name: 'Preview iso.pdf' }));
    expect(env.windows).toEqual(['/eps/config/file/oss/preview?attachid=a2']);
    fireEvent.click(within(row).getByRole('button', { name: 'Download iso.pdf' }));
    await waitFor(() => expect(env.windows).toEqual(['/eps/config/file/oss/preview?attachid=a2', '/eps/config/file/oss/download/a2']));
    expect(env.requests.filter((r) => r.permission !== undefined).map((r) => [r.permission, r.url, r.params, r.trigger])).toEqual([
      ['p_config_oss_biz_download', '/eps/config/file/oss/ids/a2', undefined, 'gesture'],
    ]);
  });

  it('download: an answer without a URL is told; without the key nothing is asked or opened', async () => {
    const env = filesServer({ language: 'zh-cn' });
    renderSchema(panel(), { env, data: { billId: 7 } });
    await screen.findByRole('tab', { name: '其他 (1)' });
    fireEvent.click(within(activePanel()).getByRole('button', { name: '下载 notes.docx' }));
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'error', message: '服务器未返回“notes.docx”的下载地址' }));
    expect(env.windows).toEqual([]);

    const lacking = filesServer({ withoutKeys: ['p_config_oss_biz_download'] });
    renderSchema(panel(), { env: lacking, data: { billId: 7 } });
    await loaded(lacking);
    const panes = document.querySelectorAll<HTMLElement>('.ant-tabs-tabpane-active');
    fireEvent.click(within(panes[panes.length - 1] as HTMLElement).getByRole('button', { name: 'Download notes.docx' }));
    await waitFor(() => expect(lacking.notices).toContainEqual({ level: 'error', message: 'No URL for permission p_config_oss_biz_download' }));
    expect(lacking.requests.some((r) => r.url.includes('/oss/ids/'))).toBe(false);
    expect(lacking.windows).toEqual([]);
  });

  it('uploads to the active tab with the success message; refuses a wrong type or size before sending', async () => {
    const env = filesServer();
    renderSchema(panel({ maxSize: 1024 }), { env, data: { billId: 7 } });
    await loaded(env);
    fireEvent.click(screen.getByRole('tab', { name: 'Licence (1)' }));
    await pick(new File([new Uint8Array(10)], 'new-licence.png', { type: 'image/png' }));
    expect(await within(activePanel()).findByText('new-licence.png')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Licence (2)' })).toBeTruthy();
    expect(calls(env, '/eps/config/file/oss/upload')[0]?.dataType).toBe('form-data');
    expect(env.notices).toContainEqual({ level: 'success', message: 'Attachment uploaded' });
    expect(screen.getByText('Changes not saved yet')).toBeTruthy();

    await pick(new File([new Uint8Array(10)], 'tool.exe'));
    await pick(new File([new Uint8Array(2048)], 'big.png'));
    expect(calls(env, '/eps/config/file/oss/upload')).toHaveLength(1);
    expect(env.notices.filter((n) => n.level === 'error').map((n) => n.message)).toEqual([
      expect.stringContaining('Only these file types are allowed: pdf') as unknown as string,
      expect.stringContaining('1 KB') as unknown as string,
    ]);
  });

  it('deletes locally, then the batch save sends the remaining list with the saved message', async () => {
    const env = filesServer();
    renderSchema(panel(), { env, data: { billId: 7 } });
    await loaded(env);
    fireEvent.click(screen.getByRole('button', { name: 'Delete notes.docx' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Other (0)' })).toBeTruthy());
    expect(calls(env, '/addFileBizList')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /Save attachments/ }));
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'success', message: 'Attachment saved' }));
    const sent = calls(env, '/addFileBizList')[0]?.data as Record<string, unknown>;
    expect(sent).toEqual({
      ...KEYS,
      bizBillId: 'B-7',
      items: [
        { attachmentId: 'a1', type: 'license', typeName: 'Licence' },
        { attachmentId: 'a2', type: 'certificate', typeName: 'Certificates' },
      ],
    });
    await waitFor(() => expect(screen.queryByText('Changes not saved yet')).toBeNull());
  });

  it('an empty list is not sent: "upload an attachment first" (zh-cn)', async () => {
    const env = filesServer({ language: 'zh-cn' });
    renderSchema(panel(), { env, data: { billId: 7 } });
    await screen.findByRole('tab', { name: '其他 (1)' });
    for (const name of ['notes.docx', 'licence.png', 'iso.pdf']) {
      const tab = name === 'notes.docx' ? '其他' : name === 'licence.png' ? '营业执照' : '资质证书';
      fireEvent.click(screen.getByRole('tab', { name: new RegExp(`^${tab}`) }));
      fireEvent.click(await within(activePanel()).findByRole('button', { name: `删除 ${name}` }));
    }
    fireEvent.click(screen.getByRole('button', { name: /保存附件/ }));
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'warning', message: '请先上传附件' }));
    expect(calls(env, '/addFileBizList')).toHaveLength(0);
  });

  it("a non-success answer shows the server's message and keeps the local list", async () => {
    const env = filesServer({ failSave: '附件服务不可用' });
    renderSchema(panel(), { env, data: { billId: 7 } });
    await loaded(env);
    fireEvent.click(screen.getByRole('button', { name: 'Delete notes.docx' }));
    fireEvent.click(screen.getByRole('button', { name: /Save attachments/ }));
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'error', message: '附件服务不可用' }));
    expect(screen.getByText('Changes not saved yet')).toBeTruthy();
  });

  it('read-only: no upload, save or delete; missing keys or junk props show a clear error', async () => {
    const env = filesServer();
    // Unvalidated junk (the studio preview renders drafts): the same clear box, never a crash.
    const junk = { ...panel(), types: 'license', accept: 7, operations: { preview: true } };
    renderSchema({ type: 'page', body: [panel({ readOnly: true }), { ...panel(), bizBillId: '${missing}' }, junk] }, { env, data: { billId: 7 } });
    await loaded(env);
    expect(screen.queryByRole('button', { name: /Upload attachment/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete notes.docx' })).toBeNull();
    // Nothing can be uploaded here: no word about what an upload may be.
    expect(screen.queryByText(/^Allowed:/)).toBeNull();
    expect(await screen.findAllByText(/This attachment panel is not configured/)).toHaveLength(2);
  });
});
