// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@core/env';
import { makeClient } from './helpers/clientFixture';
import { recordingServerPerFile } from './helpers/recordingServer';

const server = recordingServerPerFile();

const status = (code: number, body: unknown = { error: 'x' }): void => {
  server.reply = () => ({ status: code, body });
};

async function rejectionOf(promise: Promise<unknown>): Promise<ApiCallError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ApiCallError);
  return outcome as ApiCallError;
}

describe('HTTP and network errors (spec portal-shell 8)', () => {
  it('HTTP 499: session-expired message, then logout', async () => {
    const { client, notifier, onLogout } = makeClient(server.baseURL);
    status(499);
    const error = await rejectionOf(client.request({ method: 'get', url: '/eps/a' }));
    expect(error.status).toBe(499);
    // A form keeps its unsent input for after the new sign-in (core/formDrafts.ts).
    expect(error.endsSession).toBe(true);
    expect(notifier.warning).toHaveBeenCalledWith('Your session has expired, please sign in again');
    expect(onLogout).toHaveBeenCalledWith('expired');
    const order = [notifier.warning.mock.invocationCallOrder[0], onLogout.mock.invocationCallOrder[0]];
    expect(order[0]).toBeLessThan(order[1] ?? 0);
  });

  it('HTTP 499 on a silent call: no notice, still logs out and rejects', async () => {
    const { client, notifier, onLogout } = makeClient(server.baseURL);
    status(499);
    await rejectionOf(client.request({ method: 'get', url: '/eps/sse/polling/getMessage', silent: true }));
    expect(notifier.warning).not.toHaveBeenCalled();
    expect(onLogout).toHaveBeenCalledWith('expired');
  });

  it('HTTP 511: its own message', async () => {
    const { client, notifier, onLogout } = makeClient(server.baseURL);
    status(511);
    const error = await rejectionOf(client.request({ method: 'get', url: '/eps/a' }));
    expect(error.status).toBe(511);
    expect(notifier.error).toHaveBeenCalledWith(expect.stringMatching(/^Network authentication required/));
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('HTTP 429 without an envelope: a translated "too many attempts"; with one: the server message', async () => {
    const { client, notifier } = makeClient(server.baseURL);
    status(429, undefined);
    const error = await rejectionOf(client.request({ method: 'post', url: '/eps/auth/cas/login' }));
    expect(error.status).toBe(429);
    expect(notifier.error).toHaveBeenCalledWith('Too many attempts, please try again later');
    status(429, { code: '429', message: 'Too many failed attempts. Please try again in 15 minutes.', data: null });
    await rejectionOf(client.request({ method: 'post', url: '/eps/auth/cas/login' }));
    expect(notifier.error).toHaveBeenLastCalledWith('Too many failed attempts. Please try again in 15 minutes.');
  });

  it.each([502, 503, 504])('HTTP %i: the server is under maintenance', async (code) => {
    const { client, notifier } = makeClient(server.baseURL);
    status(code, undefined);
    const error = await rejectionOf(client.request({ method: 'get', url: '/eps/a' }));
    expect(error.status).toBe(code);
    expect(notifier.warning).toHaveBeenCalledWith('The server is under maintenance');
  });

  it('HTTP 503 with the server\'s own envelope: its data storage is unavailable, not maintenance', async () => {
    const { client, notifier } = makeClient(server.baseURL);
    status(503, { code: '503', message: 'The data store cannot write right now', data: null });
    const error = await rejectionOf(client.request({ method: 'post', url: '/eps/a' }));
    expect(error.status).toBe(503);
    expect(notifier.warning).toHaveBeenCalledWith(expect.stringMatching(/^The server's data storage is unavailable right now/));
    expect(notifier.warning).not.toHaveBeenCalledWith('The server is under maintenance');
  });

  it('other HTTP errors: a generic message with the status, or errorMsg', async () => {
    const { client, notifier } = makeClient(server.baseURL);
    status(404, undefined);
    const error = await rejectionOf(client.request({ method: 'get', url: '/eps/nowhere' }));
    expect(error.status).toBe(404);
    expect(error.endsSession).toBe(false);
    expect(notifier.error).toHaveBeenCalledWith('Request failed (404)');
    await rejectionOf(client.request({ method: 'get', url: '/eps/nowhere', errorMsg: 'Not there' }));
    expect(notifier.error).toHaveBeenLastCalledWith('Not there');
    await rejectionOf(client.request({ method: 'get', url: '/eps/nowhere', silent: true }));
    expect(notifier.error).toHaveBeenCalledTimes(2);
  });

  it('an HTTP error that carries an envelope shows the server message', async () => {
    const { client, notifier } = makeClient(server.baseURL);
    status(400, { code: '400', message: 'mobile: must be a mainland mobile number', data: null });
    const error = await rejectionOf(client.request({ method: 'post', url: '/eps/auth/cas/login', data: {} }));
    expect(error.code).toBe('400');
    expect(error.status).toBe(400);
    expect(notifier.error).toHaveBeenCalledWith('mobile: must be a mainland mobile number');
  });

  it('network error: a clear message, and a rejection', async () => {
    const closed = await (await import('./helpers/recordingServer')).startRecordingServer();
    const deadURL = closed.baseURL;
    await closed.close();
    const { client, notifier } = makeClient(deadURL);
    const error = await rejectionOf(client.request({ method: 'get', url: '/eps/a' }));
    expect(error.status).toBeUndefined();
    expect(notifier.error).toHaveBeenCalledWith('Network error, please check your connection');
  });

  it('timeout: says the server did not answer in time', async () => {
    const { client, notifier } = makeClient(server.baseURL, { timeoutMs: 100 });
    server.reply = () => ({ delayMs: 1000, body: { code: '200', data: null } });
    await rejectionOf(client.request({ method: 'get', url: '/eps/slow' }));
    expect(notifier.error).toHaveBeenCalledWith('The server did not answer in time; please try again');
  });

  it('a call\'s own time limit stands instead of the client\'s', async () => {
    const { client, notifier } = makeClient(server.baseURL);
    server.reply = () => ({ delayMs: 1000, body: { code: '200', data: null } });
    await rejectionOf(client.request({ method: 'post', url: '/eps/auth/cas/session-info', timeoutMs: 100 }));
    expect(notifier.error).toHaveBeenCalledWith('The server did not answer in time; please try again');
  });

  it('an aborted call rejects without a notice', async () => {
    const { client, notifier } = makeClient(server.baseURL);
    server.reply = () => ({ delayMs: 1000, body: { code: '200', data: null } });
    const controller = new AbortController();
    const pending = client.request({ method: 'get', url: '/eps/slow', signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await rejectionOf(pending);
    expect(notifier.error).not.toHaveBeenCalled();
  });
});
