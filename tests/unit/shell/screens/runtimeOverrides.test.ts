/**
 * The runtime screen read meets an ended session like any call: it sends the
 * user to sign in and the screen says the session expired, not the server's
 * bare "not logged in".
 */
import type { AxiosInstance } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@core/env';
import { runtimeOverrideTransport } from '../../../../src/shell/screens/runtimeOverrides';

// A stand-in for axios's get: the transport reads only status, data and headers (a full AxiosResponse is not needed).
const answer = (status: number, data: unknown, headers: Record<string, string> = {}) =>
  ({ get: () => Promise.resolve({ status, data, headers }) }) as unknown as Pick<AxiosInstance, 'get'>;

function sessionEnd() {
  const ended: string[] = [];
  return { ended, onSessionEnded: () => void ended.push('sign-in'), message: () => 'Your session has expired, please sign in again' };
}

describe('runtime screen read', () => {
  it.each([
    ['HTTP 499', 499, { code: '499', message: 'expired' }],
    ['the login-error envelope', 200, { code: '401', message: '用户未登录', data: null }],
  ])('goes to sign-in on %s and says the session expired', async (_, status, body) => {
    const end = sessionEnd();
    const read = runtimeOverrideTransport(answer(status, body), end);
    const error: unknown = await read('home/index', undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect((error as ApiCallError).message).toBe('Your session has expired, please sign in again');
    expect((error as ApiCallError).endsSession).toBe(true);
    expect(end.ended).toEqual(['sign-in']);
  });

  it('reads a document, an empty answer and an unchanged one as before, without signing out', async () => {
    const end = sessionEnd();
    expect(await runtimeOverrideTransport(answer(200, { code: '200', data: { type: 'page' } }, { etag: '"v1"' }), end)('x', undefined)).toEqual({
      status: 'fresh',
      document: { type: 'page' },
      etag: '"v1"',
    });
    expect(await runtimeOverrideTransport(answer(304, ''), end)('x', '"v1"')).toEqual({ status: 'unchanged' });
    await expect(runtimeOverrideTransport(answer(500, { code: '500', message: 'boom' }), end)('x', undefined)).rejects.toThrow('boom');
    expect(end.ended).toEqual([]);
  });
});
