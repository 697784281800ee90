// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@core/env';
import { makeClient } from './helpers/clientFixture';
import { recordingServerPerFile } from './helpers/recordingServer';

const server = recordingServerPerFile();

/** Makes the server answer every call with this envelope (HTTP 200). */
const answer = (body: unknown): void => {
  server.reply = () => ({ body });
};

/** The rejection of a call, which must reject. */
async function rejectionOf(promise: Promise<unknown>): Promise<ApiCallError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ApiCallError);
  return outcome as ApiCallError;
}

describe('envelope rules (spec portal-shell 8)', () => {
  it('resolves a success code given as a string or a number', async () => {
    const { client, notifier } = makeClient(server.baseURL);
    answer({ code: '200', data: 1 });
    await expect(client.request({ method: 'get', url: '/eps/a' })).resolves.toEqual({ code: '200', data: 1 });
    answer({ code: 200, data: 2 });
    await expect(client.request({ method: 'get', url: '/eps/a' })).resolves.toEqual({ code: 200, data: 2 });
    expect(notifier.error).not.toHaveBeenCalled();
    expect(notifier.success).not.toHaveBeenCalled();
  });

  it('shows successMsg as a success toast of 1500 ms', async () => {
    const { client, notifier } = makeClient(server.baseURL);
    answer({ code: '200', data: null });
    await client.request({ method: 'post', url: '/eps/a', successMsg: 'Attachment saved' });
    expect(notifier.success).toHaveBeenCalledWith('Attachment saved', 1500);
  });

  it('login-error code: shows the message, logs out once, rejects', async () => {
    const { client, notifier, onLogout } = makeClient(server.baseURL);
    answer({ code: '401', message: 'Please sign in', data: null });
    const error = await rejectionOf(client.request({ method: 'get', url: '/eps/a' }));
    expect(error.code).toBe('401');
    expect(error.status).toBe(200);
    expect(error.envelope).toEqual({ code: '401', message: 'Please sign in', data: null });
    expect(notifier.error).toHaveBeenCalledWith('Please sign in');
    expect(onLogout).toHaveBeenCalledWith('login-error');
    // Parallel calls dying with the same session do not repeat the notice or the logout.
    await rejectionOf(client.request({ method: 'get', url: '/eps/b' }));
    expect(notifier.error).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    // After a success (signed in again) a new login error logs out again.
    answer({ code: '200', data: null });
    await client.request({ method: 'get', url: '/eps/c' });
    answer({ code: 401, data: null });
    await rejectionOf(client.request({ method: 'get', url: '/eps/d' }));
    expect(onLogout).toHaveBeenCalledTimes(2);
    expect(notifier.error).toHaveBeenCalledTimes(1); // no message this time, so no notice
  });

  it('session-expired code without HTTP 499: same message and logout', async () => {
    const { client, notifier, onLogout } = makeClient(server.baseURL);
    answer({ code: '499', message: 'expired', data: null });
    const error = await rejectionOf(client.request({ method: 'get', url: '/eps/a' }));
    expect(error.code).toBe('499');
    expect(notifier.warning).toHaveBeenCalledWith('Your session has expired, please sign in again');
    expect(onLogout).toHaveBeenCalledWith('expired');
  });

  it("permission-error code: 'No permission!' unless silent", async () => {
    const { client, notifier } = makeClient(server.baseURL);
    answer({ code: '403', message: 'forbidden', data: null });
    const error = await rejectionOf(client.request({ method: 'get', url: '/eps/a' }));
    expect(error.message).toBe('No permission!');
    expect(notifier.error).toHaveBeenCalledWith('No permission!');
    await rejectionOf(client.request({ method: 'get', url: '/eps/a', silent: true }));
    expect(notifier.error).toHaveBeenCalledTimes(1);
  });

  it("server-error code: 'Server response error!' unless silent", async () => {
    const { client, notifier } = makeClient(server.baseURL);
    answer({ code: '500', message: 'NullPointerException', data: null });
    const error = await rejectionOf(client.request({ method: 'get', url: '/eps/a' }));
    expect(error.code).toBe('500');
    expect(notifier.error).toHaveBeenCalledWith('Server response error!');
    await rejectionOf(client.request({ method: 'get', url: '/eps/a', silent: true }));
    expect(notifier.error).toHaveBeenCalledTimes(1);
  });

  it('tolerated no-BOM code: rejects without any notice', async () => {
    const { client, notifier, onLogout } = makeClient(server.baseURL);
    answer({ code: '10086', message: 'no BOM part in the pack', data: null });
    const error = await rejectionOf(client.request({ method: 'post', url: '/eps/a' }));
    expect(error.code).toBe('10086');
    expect(notifier.error).not.toHaveBeenCalled();
    expect(notifier.warning).not.toHaveBeenCalled();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('other codes: the server message as an error notice unless silent', async () => {
    const { client, notifier } = makeClient(server.baseURL);
    answer({ code: '4001', message: 'Mobile already registered', data: null });
    const error = await rejectionOf(client.request({ method: 'post', url: '/eps/a' }));
    expect(error.message).toBe('Mobile already registered');
    expect(notifier.error).toHaveBeenCalledWith('Mobile already registered');
    await rejectionOf(client.request({ method: 'post', url: '/eps/a', silent: true }));
    expect(notifier.error).toHaveBeenCalledTimes(1);
    answer({ code: '4002', data: null });
    await rejectionOf(client.request({ method: 'post', url: '/eps/a' }));
    expect(notifier.error).toHaveBeenLastCalledWith('Request failed (code 4002)');
  });

  it('errorMsg: a string, a translation key, a language pair, or a function of the failure', async () => {
    const { client, notifier } = makeClient(server.baseURL, { language: () => 'en' });
    answer({ code: '4001', message: 'raw', data: null });
    await rejectionOf(client.request({ method: 'post', url: '/eps/a', errorMsg: 'Saving failed' }));
    expect(notifier.error).toHaveBeenLastCalledWith('Saving failed');
    await rejectionOf(client.request({ method: 'post', url: '/eps/a', errorMsg: 'api.serverError' }));
    expect(notifier.error).toHaveBeenLastCalledWith('Server response error!');
    await rejectionOf(client.request({ method: 'post', url: '/eps/a', errorMsg: { 'zh-cn': '保存失败', en: 'Save failed' } }));
    expect(notifier.error).toHaveBeenLastCalledWith('Save failed');
    const seen: unknown[] = [];
    await rejectionOf(
      client.request({
        method: 'post',
        url: '/eps/a',
        errorMsg: (failure) => {
          seen.push(failure);
          return `Failed: ${failure.message ?? ''} [${String(failure.code)}]`;
        },
      }),
    );
    expect(seen).toEqual([{ code: '4001', message: 'raw', status: 200 }]);
    expect(notifier.error).toHaveBeenLastCalledWith('Failed: raw [4001]');
    // A function that has nothing to say falls back to the server message.
    await rejectionOf(client.request({ method: 'post', url: '/eps/a', errorMsg: () => undefined }));
    expect(notifier.error).toHaveBeenLastCalledWith('raw');
  });

  it('nested data.code that is not success: error notice and rejection', async () => {
    const { client, notifier } = makeClient(server.baseURL);
    answer({ code: '200', message: 'ok', data: { code: '1', message: 'Engine refused the approval' } });
    const error = await rejectionOf(client.request({ method: 'get', url: '/eps/eps-api/signBpm/agree' }));
    expect(error.code).toBe('1');
    expect(error.envelope?.data).toEqual({ code: '1', message: 'Engine refused the approval' });
    expect(notifier.error).toHaveBeenCalledWith('Engine refused the approval');
    // A nested success code is a success.
    answer({ code: '200', data: { code: 200, data: { actionlist: [] } } });
    await expect(client.request({ method: 'get', url: '/eps/a' })).resolves.toBeTruthy();
    expect(notifier.error).toHaveBeenCalledTimes(1);
  });

  it('a body that is not an envelope is a server error', async () => {
    const { client, notifier } = makeClient(server.baseURL);
    server.reply = () => ({ text: '<!doctype html><title>portal</title>' });
    const error = await rejectionOf(client.request({ method: 'get', url: '/eps/missing' }));
    expect(error.code).toBeUndefined();
    expect(notifier.error).toHaveBeenCalledWith('Server response error!');
  });
});
