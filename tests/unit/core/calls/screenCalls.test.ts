import { describe, expect, it } from 'vitest';
import { callPath, findCall, refusalOf, type ScreenCall } from '@core/calls/screenCalls';
import { SCREEN_CALLS } from '@core/calls/screenCallList';

const calls: ScreenCall[] = [
  { method: 'get', path: '/eps/config/uc/news/page', kind: 'read' },
  { method: 'get', path: '/eps/config/uc/news/:id', kind: 'read' },
  { method: 'put', path: '/eps/usercenter/uc/user', kind: 'write' },
  { method: 'get', path: '/eps/eps-api/signBpm/agree', kind: 'product' },
];

describe('screen calls: which route a call goes to', () => {
  it('matches literal paths, with or without a query, and edition prefixes', () => {
    expect(findCall(calls, 'get', '/eps/config/uc/news/page?pageNum=1')?.path).toBe('/eps/config/uc/news/page');
    expect(findCall(calls, 'get', '/eps-sign4bpm/eps-api/signBpm/agree')?.kind).toBe('product');
    expect(findCall(calls, 'put', '/eps/usercenter/uc/user/')?.kind).toBe('write');
  });

  it('prefers the literal route over a parameter one, as the router does', () => {
    expect(findCall(calls, 'get', '/eps/config/uc/news/page')?.path).toBe('/eps/config/uc/news/page');
    expect(findCall(calls, 'get', '/eps/config/uc/news/42')?.path).toBe('/eps/config/uc/news/:id');
  });

  it('lets a template fill a parameter but never a literal segment', () => {
    expect(findCall(calls, 'get', '/eps/config/uc/news/${route.params.id}')?.path).toBe('/eps/config/uc/news/:id');
    expect(findCall(calls, 'get', '/eps/eps-api/signBpm/${action}')).toBeUndefined();
  });

  it("judges a permission key's URL template like the route it fills: a placeholder fills only a parameter", () => {
    expect(findCall(calls, 'get', '/eps/config/uc/news/{id}')?.path).toBe('/eps/config/uc/news/:id');
    expect(findCall(calls, 'get', '/eps/eps-api/signBpm/{action}')).toBeUndefined();
    expect(findCall(calls, 'get', '/eps/config/uc/{kind}/page')).toBeUndefined();
    expect(findCall(SCREEN_CALLS, 'get', '/eps/config/file/oss/ids/{id}')).toMatchObject({ path: '/eps/config/file/oss/ids/:id', kind: 'read' });
  });

  it('finds nothing for another method, another origin, dot segments or encoded tricks', () => {
    expect(findCall(calls, 'post', '/eps/config/uc/news/page')).toBeUndefined();
    expect(findCall(calls, 'get', 'https://evil.example/eps/config/uc/news/page')).toBeUndefined();
    expect(findCall(calls, 'get', '//evil.example/eps/config/uc/news/page')).toBeUndefined();
    expect(findCall(calls, 'get', '/eps/config/uc/news/..')).toBeUndefined();
    expect(findCall(calls, 'get', '/eps/eps-api/signBpm/%61gree')?.kind).toBe('product');
    expect(callPath('/\\evil.example/x')).toBeUndefined();
  });

  it('refuses by kind, trigger and origin', () => {
    const [read, , write, product] = calls;
    expect(refusalOf(undefined, 'gesture', 'product')).toBe('unlisted');
    expect(refusalOf(read, 'load', 'tenant')).toBeUndefined();
    expect(refusalOf(write, 'load', 'product')).toBe('writeOnLoad');
    expect(refusalOf(write, 'gesture', 'tenant')).toBeUndefined();
    expect(refusalOf(product, 'gesture', 'tenant')).toBe('productOnly');
    expect(refusalOf(product, 'load', 'product')).toBe('writeOnLoad');
    expect(refusalOf(product, 'gesture', 'product')).toBeUndefined();
  });

  it('the generated list declares the workflow, session, tenant and password routes product-only', () => {
    const kind = (method: ScreenCall['method'], url: string): string | undefined => findCall(SCREEN_CALLS, method, url)?.kind;
    expect(kind('get', '/eps/eps-api/signBpm/agree')).toBe('product');
    expect(kind('post', '/eps/eps-api/commercial/info/sdk/reject')).toBe('product');
    expect(kind('post', '/eps/flow/engine/run')).toBe('product');
    expect(kind('post', '/eps/usercenter/uc/user/userpwdModeify')).toBe('product');
    expect(kind('get', '/eps/usercenter/uc/user/deleteTenant')).toBe('product');
    expect(kind('post', '/eps/usercenter/uc/user/choose/multi/tenant')).toBe('product');
    expect(kind('get', '/eps/sse/workbench/Task/pageWorkbenchTaskList')).toBe('read');
    // Never callable from a screen at all: sign-in, sessions, the studio's own calls.
    expect(kind('post', '/eps/auth/cas/login')).toBeUndefined();
    expect(kind('get', '/eps/auth/cas/tenant/switch')).toBeUndefined();
    expect(kind('put', '/eps/lowcode/screens/draft')).toBeUndefined();
    expect(kind('post', '/eps/lowcode/menus')).toBeUndefined();
  });
});
