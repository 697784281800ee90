// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeClient } from './helpers/clientFixture';
import { recordingServerPerFile } from './helpers/recordingServer';

const server = recordingServerPerFile(() => ({ body: { code: '200', data: { ok: true } } }));

describe('what a call sends', () => {
  it('uses the method, params and JSON body of the request and resolves with the envelope', async () => {
    const { client } = makeClient(server.baseURL);
    const envelope = await client.request<{ ok: boolean }>({
      method: 'post',
      url: '/eps/usercenter/uc/user/choose/multi/tenant',
      params: { isUpdate: 1 },
      data: { purchaser: true, tenantId: 't-1', tenantName: 'Acme' },
    });
    expect(envelope).toEqual({ code: '200', data: { ok: true } });
    const got = server.received[0];
    expect(got?.method).toBe('POST');
    expect(got?.path).toBe('/eps/usercenter/uc/user/choose/multi/tenant');
    expect(got?.query).toEqual({ isUpdate: '1' });
    expect(got?.headers['content-type']).toContain('application/json');
    expect(got?.json).toEqual({ purchaser: true, tenantId: 't-1', tenantName: 'Acme' });
  });

  it('sends no body on GET', async () => {
    const { client } = makeClient(server.baseURL);
    await client.request({ method: 'get', url: '/eps/a', data: { ignored: 1 } });
    expect(server.received[0]?.rawBody.length).toBe(0);
  });

  it('reports the share of an upload sent so far, ending at 1', async () => {
    const { client } = makeClient(server.baseURL);
    const sent: number[] = [];
    const big = new File([new Uint8Array(512 * 1024)], 'scan.png', { type: 'image/png' });
    await client.request({ method: 'post', url: '/eps/config/file/oss/upload', dataType: 'form-data', data: { file: big }, onUploadProgress: (share) => sent.push(share) });
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.at(-1)).toBe(1);
    expect(sent.every((share, i) => share >= 0 && share <= 1 && (i === 0 || share >= (sent[i - 1] ?? 0)))).toBe(true);
  });

  it("builds multipart form data for dataType 'form-data', keeping files", async () => {
    const { client } = makeClient(server.baseURL);
    const licence = new File(['%PDF-1.4 licence'], 'licence.pdf', { type: 'application/pdf' });
    await client.request({
      method: 'post',
      url: '/eps/usercenter/enterprise/change',
      dataType: 'form-data',
      data: { companyName: '  Acme Ltd ', capital: 100, licence, purchaseIds: ['p1', 'p2'], address: { city: 'Xi’an' }, empty: undefined },
    });
    const form = server.received[0]?.form;
    expect(server.received[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(form?.get('companyName')).toBe('Acme Ltd');
    expect(form?.get('capital')).toBe('100');
    expect(form?.getAll('purchaseIds')).toEqual(['p1', 'p2']);
    expect(form?.get('address')).toBe('{"city":"Xi’an"}');
    expect(form?.has('empty')).toBe(false);
    const file = form?.get('licence');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('licence.pdf');
    expect(await (file as File).text()).toBe('%PDF-1.4 licence');
  });

  it('sends credentials (the cookie) and never a ticket or Authorization header', async () => {
    const { client } = makeClient(server.baseURL);
    expect(client.axios.defaults.withCredentials).toBe(true);
    await client.request({ method: 'get', url: '/eps/auth/cas/session-info' });
    expect(server.received[0]?.headers['ticket']).toBeUndefined();
    expect(server.received[0]?.headers['authorization']).toBeUndefined();
  });

  it('starts messaging after a successful call flagged sse, and not otherwise', async () => {
    const { client, onMessagingStart } = makeClient(server.baseURL);
    await client.request({ method: 'get', url: '/eps/sse/workbench/Task/queryTaskCount' });
    expect(onMessagingStart).not.toHaveBeenCalled();
    server.reply = () => ({ body: { code: '500', message: 'boom', data: null } });
    await expect(client.request({ method: 'get', url: '/eps/auth/cas/session-info', sse: true })).rejects.toThrow();
    expect(onMessagingStart).not.toHaveBeenCalled();
    server.reply = () => ({ body: { code: 200, data: {} } });
    await client.request({ method: 'post', url: '/eps/auth/cas/session-info', sse: true });
    expect(onMessagingStart).toHaveBeenCalledTimes(1);
  });
});
