/**
 * The `upload` widget (renderers/form/widgets/UploadWidget.tsx) in a real
 * form with real antd, against a small upload server: type, size and count
 * checked before sending with the portal's exact messages (spec portal-shell
 * 5 and 9), the multipart call, the value (one id or a list), the server's
 * refusal as a field error, remove, thumbnails and an outside value.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import type { ApiEnvelope, ApiRequest } from '@core/env';
import { renderSchema } from '../../helpers/renderSchema';
import { createTestEnv, ok, type TestEnv } from '../../helpers/testEnv';

beforeAll(async () => {
  await loadFormEngine();
});

const MB = 1024 * 1024;
const IMAGE_OPTIONS = { accept: ['jpeg', 'jpg', 'bmp', 'png'], maxSize: 2 * MB, maxCount: 1, listType: 'picture' };

/** A form with one upload field, a name sibling, and a probe button that submits and toasts the values. */
function uploadForm(options: Record<string, unknown>, multiple = false): Record<string, unknown> {
  return {
    type: 'page',
    body: [
      {
        type: 'form',
        id: 'probe',
        actions: [],
        schema: {
          type: 'object',
          required: ['proof'],
          properties: {
            proof: multiple ? { type: 'array', title: 'Proof', items: { type: 'string' } } : { type: 'string', title: 'Proof' },
            proofName: { type: 'string' },
          },
        },
        uiSchema: {
          proof: { 'ui:widget': 'upload', 'ui:options': { ...options, messages: { required: 'usercenter.messages.attachmentRequired' } } },
          proofName: { 'ui:widget': 'hidden' },
        },
      },
      { type: 'button', label: 'Probe', action: [{ action: 'submit', target: 'probe' }, { action: 'toast', message: '${result}' }] },
      { type: 'button', label: 'Set', action: { action: 'setValue', target: 'probe', value: { proof: 'att-9', proofName: 'licence.png' } } },
    ],
  };
}

/** An upload server: each call answers the next id, or the refusal given. */
function uploadServer(refuse?: string, language = 'en'): { env: TestEnv; uploads: ApiRequest[]; release(): void; hold(): void } {
  const uploads: ApiRequest[] = [];
  let held: Promise<void> | undefined;
  let release = (): void => undefined;
  const env = createTestEnv({
    language,
    api: async (request): Promise<ApiEnvelope> => {
      const number = uploads.push(request);
      if (held) await held;
      if (refuse) return { code: '400', message: refuse, data: null };
      const file = (request.data as { file: File }).file;
      return ok({ attachmentId: `att-${number}`, filename: file.name, size: file.size });
    },
  });
  return {
    env,
    uploads,
    hold: () => {
      held = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

const fileOf = (name: string, bytes = 10): File => new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' });

async function pick(...files: File[]): Promise<void> {
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('no file input yet');
    return found;
  });
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

async function submitted(env: TestEnv): Promise<unknown> {
  const before = env.notices.length;
  fireEvent.click(screen.getByRole('button', { name: 'Probe' }));
  await waitFor(() => expect(env.notices.length).toBeGreaterThan(before));
  return JSON.parse(env.notices.at(-1)?.message ?? 'null');
}

const fieldItem = (): HTMLElement => screen.getByText('Proof').closest('.ant-form-item') as HTMLElement;

let created: string[] = [];
beforeEach(() => {
  created = [];
  // jsdom has no object URLs: record the thumbnails the widget makes.
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:test/${created.length}-${(blob as File).name}`;
    created.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    created = created.filter((u) => u !== url);
  };
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('upload widget', () => {
  it('uploads an allowed image as multipart, shows it with a thumbnail, and the value is its id', async () => {
    const server = uploadServer();
    renderSchema(uploadForm({ ...IMAGE_OPTIONS, nameField: 'proofName' }), { env: server.env });
    expect(await screen.findByText('Allowed: jpeg, jpg, bmp, png; at most 2 MB per file')).toBeTruthy();
    const trigger = screen.getByRole('button', { name: 'Upload image' });
    // A native button: Tab reaches it, Enter and Space open the picker.
    expect(trigger.tagName).toBe('BUTTON');
    expect(document.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('.jpeg,.jpg,.bmp,.png');

    server.hold();
    await pick(fileOf('letter.PNG', 2 * MB));
    await waitFor(() => expect(server.uploads).toHaveLength(1));
    expect(document.querySelector('.ant-upload-list-item-uploading')).not.toBeNull();
    const call = server.uploads[0]!;
    expect(call).toMatchObject({ method: 'post', url: '/eps/config/file/oss/upload', dataType: 'form-data', silent: true });
    expect((call.data as { file: File }).file.name).toBe('letter.PNG');
    await act(async () => server.release());
    await waitFor(() => expect(document.querySelector('.ant-upload-list-item-uploading')).toBeNull());

    expect(screen.getByText('letter.PNG')).toBeTruthy();
    const thumbnail = document.querySelector<HTMLImageElement>('.ant-upload-list-item-thumbnail img');
    expect(thumbnail?.getAttribute('src')).toBe('blob:test/0-letter.PNG');
    expect(await submitted(server.env)).toEqual({ proof: 'att-1', proofName: 'letter.PNG' });
    expect(server.env.notices.filter((n) => n.level === 'error')).toEqual([]);
  });

  it('shows how much of a file is sent while it uploads', async () => {
    const server = uploadServer();
    renderSchema(uploadForm(IMAGE_OPTIONS), { env: server.env });
    server.hold();
    await pick(fileOf('scan.png', MB));
    await waitFor(() => expect(server.uploads).toHaveLength(1));
    const report = server.uploads[0]?.onUploadProgress;
    expect(report).toBeTypeOf('function');
    await act(async () => report?.(0.425));
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    await act(async () => report?.(1));
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100'));
    await act(async () => server.release());
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByText('scan.png')).toBeTruthy();
  });

  it('refuses a wrong type and a file over the size before sending, with the portal messages', async () => {
    const server = uploadServer();
    renderSchema(uploadForm(IMAGE_OPTIONS), { env: server.env });
    await pick(fileOf('contract.pdf'));
    expect(await within(fieldItem()).findByText('Only these file types are allowed: jpeg, jpg, bmp, png')).toBeTruthy();
    await pick(fileOf('huge.jpg', 2 * MB + 1));
    expect(await within(fieldItem()).findByText('The file cannot be larger than 2 MB')).toBeTruthy();
    expect(within(fieldItem()).queryByText(/Only these file types/)).toBeNull();
    expect(server.uploads).toHaveLength(0);
    expect(document.querySelectorAll('.ant-upload-list-item')).toHaveLength(0);
  });

  it('zh-cn messages', async () => {
    const server = uploadServer(undefined, 'zh-cn');
    renderSchema(uploadForm(IMAGE_OPTIONS), { env: server.env });
    await pick(fileOf('contract.pdf'));
    expect(await screen.findByText('只允许上传以下类型的文件：jpeg, jpg, bmp, png')).toBeTruthy();
    await pick(fileOf('huge.jpg', 3 * MB));
    expect(await screen.findByText('文件大小不能超过2 MB')).toBeTruthy();
    expect(screen.getByText('支持 jpeg, jpg, bmp, png；单个文件不超过 2 MB')).toBeTruthy();
    expect(server.uploads).toHaveLength(0);
  });

  it("shows the server's refusal on the field, not as a notice, and keeps the value empty", async () => {
    const server = uploadServer('Field file is invalid: Only these file types are allowed: pdf');
    renderSchema(uploadForm(IMAGE_OPTIONS), { env: server.env });
    await pick(fileOf('scan.png'));
    expect(await within(fieldItem()).findByText('Field file is invalid: Only these file types are allowed: pdf')).toBeTruthy();
    expect(server.env.notices).toEqual([]);
    expect(document.querySelectorAll('.ant-upload-list-item')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Probe' }));
    expect(await within(fieldItem()).findByText('Please upload one image')).toBeTruthy();
  });

  it('one file: a new pick replaces the old; remove empties the value and frees the thumbnail', async () => {
    const server = uploadServer();
    renderSchema(uploadForm(IMAGE_OPTIONS), { env: server.env });
    await pick(fileOf('first.png'));
    expect(await screen.findByText('first.png')).toBeTruthy();
    await pick(fileOf('second.jpg'));
    expect(await screen.findByText('second.jpg')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('first.png')).toBeNull());
    expect(created).toEqual(['blob:test/1-second.jpg']);
    expect(await submitted(server.env)).toEqual({ proof: 'att-2' });

    const remove = screen.getByTitle('Remove file');
    expect(remove.tagName).toBe('BUTTON');
    fireEvent.click(remove);
    await waitFor(() => expect(screen.queryByText('second.jpg')).toBeNull());
    expect(created).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Probe' }));
    expect(await within(fieldItem()).findByText('Please upload one image')).toBeTruthy();
  });

  it('several files: the value is the list of ids, and the count is enforced', async () => {
    const server = uploadServer();
    renderSchema(uploadForm({ accept: ['documents', 'images'], maxCount: 2 }, true), { env: server.env });
    expect(await screen.findByText('Allowed: pdf, et, dps, txt, json, bmp, jpg, png, gif, tif, jpeg; at most 2 MB per file; up to 2 files')).toBeTruthy();
    // The uploads finish only after the third file was refused.
    server.hold();
    await pick(fileOf('a.pdf'), fileOf('b.txt'), fileOf('c.png'));
    expect(await within(fieldItem()).findByText('At most 2 files can be uploaded')).toBeTruthy();
    server.release();
    await waitFor(() => expect(screen.getByText('b.txt')).toBeTruthy());
    expect(screen.getByText('a.pdf')).toBeTruthy();
    expect(screen.queryByText('c.png')).toBeNull();
    // The refusal stays readable after both uploads have finished.
    await waitFor(() => expect(fieldItem().querySelectorAll('.ant-upload-list-item-done')).toHaveLength(2));
    expect(within(fieldItem()).getByText('At most 2 files can be uploaded')).toBeTruthy();
    // Full: no trigger any more.
    expect(screen.queryByRole('button', { name: 'Upload file' })).toBeNull();
    expect(await submitted(server.env)).toEqual({ proof: ['att-1', 'att-2'] });
  });

  it('a value set from outside shows with the stored file name', async () => {
    const server = uploadServer();
    renderSchema(uploadForm({ ...IMAGE_OPTIONS, nameField: 'proofName' }), { env: server.env });
    await screen.findByRole('button', { name: 'Upload image' });
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(await screen.findByText('licence.png')).toBeTruthy();
    expect(await submitted(server.env)).toEqual({ proof: 'att-9', proofName: 'licence.png' });
    expect(server.uploads).toHaveLength(0);
  });
});
