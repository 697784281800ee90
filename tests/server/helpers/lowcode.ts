/**
 * Calls of the low-code studio for server tests: JSON in, envelope out, with
 * the session id as the EPSSESSION cookie.
 */
import type { FastifyInstance } from 'fastify';

/** A parsed answer; `data` is read field by field by each test. */
export interface LowcodeAnswer {
  status: number;
  headers: Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, each test reads its own fields
  body: { code: string; message: string; data: any };
}

/** One call; `body` is sent as JSON when given (a string is sent as it is). */
export async function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, body?: unknown, headers: Record<string, string> = {}): Promise<LowcodeAnswer> {
  const raw = await app.inject({
    method,
    url,
    headers: { cookie: `EPSSESSION=${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: raw.statusCode, headers: raw.headers, body: raw.body === '' ? { code: '', message: '', data: undefined } : (raw.json() as LowcodeAnswer['body']) };
}

/** A small valid page. */
export const samplePage = (title: string, extra: Record<string, unknown> = {}) => ({
  type: 'page',
  schemaVersion: 1,
  title: { 'zh-cn': title, en: title },
  body: [{ type: 'text', text: { 'zh-cn': title, en: title } }],
  ...extra,
});

/** A small valid dialog. */
export const sampleDialog = (title: string) => ({ type: 'dialog', schemaVersion: 1, title: { 'zh-cn': title, en: title }, body: [{ type: 'text', text: { 'zh-cn': title, en: title } }] });
