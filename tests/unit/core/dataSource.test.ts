import { describe, expect, it } from 'vitest';
import { mapResponse, requestKey, resolveRequest, shouldSend } from '@core/dataSource';
import { Scope } from '@core/scope';
import type { ApiEnvelope } from '@core/env';
import { createI18n } from './testEnv';

const i18n = createI18n({ en: { 'common.saved': 'Saved' } }, 'en');
const scope = new Scope({ user: { id: 9, tenantId: 3 }, query: { keyword: 'bolt' }, values: { name: 'x', tags: ['a'] } });

describe('resolveRequest', () => {
  it('applies templates to url, params and data, keeping raw values', () => {
    const request = resolveRequest(
      {
        method: 'post',
        url: '/eps/tenant/${user.tenantId}/items',
        params: { tenantId: '${user.tenantId}', q: 'kw:${query.keyword}', fixed: 1 },
        data: '${values}',
        dataType: 'json',
        silent: true,
        successMsg: 'common.saved',
        errorMsg: { 'zh-cn': '失败', en: 'Failed for ${user.id}' },
        sendOn: 'user.id > 0',
      },
      scope,
      i18n,
    );
    expect(request).toEqual({
      method: 'post',
      url: '/eps/tenant/3/items',
      params: { tenantId: 3, q: 'kw:bolt', fixed: 1 },
      data: { name: 'x', tags: ['a'] },
      dataType: 'json',
      silent: true,
      successMsg: 'Saved',
      errorMsg: 'Failed for 9',
    });
    expect(request).not.toHaveProperty('sendOn');
  });

  it('defaults the method to get and omits what is absent', () => {
    expect(resolveRequest({ url: '/eps/x' }, scope, i18n)).toEqual({ method: 'get', url: '/eps/x' });
  });
});

describe('shouldSend', () => {
  it('sends without sendOn and follows it otherwise', () => {
    expect(shouldSend({ url: '/x' }, scope)).toBe(true);
    expect(shouldSend({ url: '/x', sendOn: 'user.tenantId > 0' }, scope)).toBe(true);
    expect(shouldSend({ url: '/x', sendOn: 'query.missing' }, scope)).toBe(false);
  });
});

describe('mapResponse', () => {
  const envelope: ApiEnvelope = { code: '0', message: 'ok', data: { items: [{ id: 1 }], total: 21 } };

  it('gives the data without a mapping', () => {
    expect(mapResponse(envelope, undefined)).toBe(envelope.data);
  });

  it('reads a path from the envelope', () => {
    expect(mapResponse(envelope, 'data.items')).toEqual([{ id: 1 }]);
    expect(mapResponse(envelope, 'data.items.0.id')).toBe(1);
    expect(mapResponse(envelope, 'message')).toBe('ok');
    expect(mapResponse(envelope, 'data.missing.deep')).toBeUndefined();
    expect(mapResponse(envelope, 'data.constructor')).toBeUndefined();
  });

  it('maps an object of paths', () => {
    expect(mapResponse(envelope, { items: 'data.items', total: 'data.total', nothing: 'data.nope' })).toEqual({
      items: [{ id: 1 }],
      total: 21,
      nothing: undefined,
    });
  });
});

describe('requestKey', () => {
  it('is equal for equal requests whatever the key order', () => {
    const a = requestKey({ method: 'get', url: '/x', params: { b: 2, a: { d: 1, c: [1, { z: 1, y: 2 }] } } });
    const b = requestKey({ url: '/x', params: { a: { c: [1, { y: 2, z: 1 }], d: 1 }, b: 2 }, method: 'get' });
    expect(a).toBe(b);
  });

  it('differs when what is sent differs, not when messages do', () => {
    const base = { method: 'get' as const, url: '/x', params: { page: 1 } };
    expect(requestKey(base)).not.toBe(requestKey({ ...base, params: { page: 2 } }));
    expect(requestKey(base)).not.toBe(requestKey({ ...base, method: 'post' }));
    expect(requestKey(base)).not.toBe(requestKey({ ...base, url: '/y' }));
    expect(requestKey(base)).not.toBe(requestKey({ ...base, data: { a: 1 } }));
    // Two calls named by permission code alone (no url of their own) are two reads.
    const byCode = { method: 'get' as const, url: '' };
    expect(requestKey({ ...byCode, permission: 'p_info' })).not.toBe(requestKey({ ...byCode, permission: 'p_history' }));
    expect(requestKey(base)).toBe(requestKey({ ...base, successMsg: 'ok', silent: true, signal: new AbortController().signal }));
    expect(requestKey(base)).toBe(requestKey({ ...base, params: { page: 1, skipped: undefined } }));
  });

  it('survives cycles', () => {
    const data: Record<string, unknown> = { a: 1 };
    data.self = data;
    expect(() => requestKey({ method: 'post', url: '/x', data })).not.toThrow();
  });

  it('follows resolved templates', () => {
    const source = { url: '/x', params: { tenantId: '${user.tenantId}' } };
    const other = new Scope({ user: { tenantId: 4 } });
    expect(requestKey(resolveRequest(source, scope, i18n))).toBe(requestKey(resolveRequest(source, scope.extend({}), i18n)));
    expect(requestKey(resolveRequest(source, scope, i18n))).not.toBe(requestKey(resolveRequest(source, other, i18n)));
  });
});
