import { API_CODES } from '@core/apiCodes';
import { ApiCallError, type ApiRequest } from '@core/env';
import { createI18n } from '../../../../src/i18n/createI18n';
import { detectUrlEntry, runUrlEntry, withoutEntryParams, type EntryContext } from '../../../../src/shell/routing/urlEntries';
import { createTestEnv, ok } from '../../../helpers/testEnv';

const user = { userId: 7, account: 'buyer', username: '张采购', ticket: 'T', type: 0, tenantId: 3 };
const b64 = (text: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

function context(
  handler: (request: ApiRequest) => ReturnType<typeof ok>,
  search: string,
  switchAnswer = true,
): EntryContext & { requests: ApiRequest[]; asked: string[] } {
  const env = createTestEnv({ api: handler });
  const asked: string[] = [];
  return {
    api: env.api,
    requests: env.requests,
    asked,
    confirmSwitch: (name) => {
      asked.push(name);
      return Promise.resolve(switchAnswer);
    },
    origin: 'https://eps.example',
    allowedOrigins: ['https://help.example.com'],
    pathname: '/pages/main/workbench/todo',
    search,
    texts: { ssoFailed: 'User center unified login failed!', registerFailed: 'Registration login free jump failed!' },
  };
}
const fail = (): never => {
  throw new ApiCallError('refused', { code: '4010' });
};

describe('detectUrlEntry (spec portal-shell 2.1)', () => {
  it('reads ticket, ukey, register and jumpUrl entries', () => {
    expect(detectUrlEntry('?ticket=abc&redirectUrl=%2Fpages%2Fmain%2Fhome', 'ep')).toEqual({ kind: 'ticket', ticket: 'abc', redirectUrl: '/pages/main/home' });
    expect(detectUrlEntry('?ukey=k1&jumpUrl=/x', 'su')).toEqual({ kind: 'ukey', ukey: 'k1', jumpUrl: '/x' });
    expect(detectUrlEntry('?register=YTpi', 'ep')).toEqual({ kind: 'register', encoded: 'YTpi' });
    expect(detectUrlEntry('?jumpUrl=https%3A%2F%2Fevil.example%2F', 'ep')).toEqual({ kind: 'jumpUrl', jumpUrl: 'https://evil.example/' });
    expect(detectUrlEntry('?a=1', 'ep')).toBeUndefined();
    expect(detectUrlEntry('?ticket=%20', 'ep')).toBeUndefined();
  });

  it('skips ticket login in the jcy edition', () => {
    expect(detectUrlEntry('?ticket=abc', 'jcy')).toBeUndefined();
  });

  it('lands a ticket entry on the current address without the entry parameters', () => {
    expect(withoutEntryParams('/pages/main/workbench/todo', '?ticket=a&status=01')).toBe('/pages/main/workbench/todo?status=01');
    // A signed SSO link's second ticket leaves the address with the first.
    expect(withoutEntryParams('/', '?redirectUrl=%2Fpages%2Fmain%2Fhome&ticket=a&epssession=b&x=1')).toBe('/pages/main/home?x=1');
    expect(withoutEntryParams('/', '?ticket=a&encodesearch=' + encodeURIComponent(encodeURIComponent('x=1&y=2')))).toBe('/pages/main/home?x=1&y=2');
  });
});

describe('runUrlEntry', () => {
  it('signs in with an SSO ticket and follows an allowed redirectUrl only', async () => {
    const ctx = context((request) => {
      expect(request).toMatchObject({ method: 'post', url: '/eps/auth/cas/sso-success', data: { ticket: 'abc' } });
      return ok(user);
    }, '?ticket=abc');
    const same = await runUrlEntry({ kind: 'ticket', ticket: 'abc', redirectUrl: '/pages/main/bulletins?type=2' }, ctx);
    expect(same).toEqual({ user, navigateTo: '/pages/main/bulletins?type=2' });
    const evil = await runUrlEntry({ kind: 'ticket', ticket: 'abc', redirectUrl: 'https://evil.example/' }, ctx);
    expect(evil.navigateTo).toBe('/pages/main/home');
    const allowed = await runUrlEntry({ kind: 'ticket', ticket: 'abc', redirectUrl: 'https://help.example.com/a' }, ctx);
    expect(allowed.navigateTo).toBe('https://help.example.com/a');
    const none = await runUrlEntry({ kind: 'ticket', ticket: 'abc', redirectUrl: undefined }, ctx);
    expect(none.navigateTo).toBe('/pages/main/workbench/todo');
  });

  it('goes to errors-tip with the spec message when the ticket fails', async () => {
    const outcome = await runUrlEntry({ kind: 'ticket', ticket: 'bad', redirectUrl: undefined }, context(fail, '?ticket=bad'));
    expect(outcome).toEqual({ user: undefined, navigateTo: '/errors/tip?message=User%20center%20unified%20login%20failed!' });
  });

  it('signs in with a ukey and follows jumpUrl; a failing ukey goes to login', async () => {
    const ctx = context((request) => {
      expect(request).toMatchObject({ method: 'get', url: '/eps/auth/cas/free-login', params: { ukey: 'k1' } });
      return ok(user);
    }, '?ukey=k1');
    expect(await runUrlEntry({ kind: 'ukey', ukey: 'k1', jumpUrl: '/pages/main/user-setting' }, ctx)).toEqual({ user, navigateTo: '/pages/main/user-setting' });
    expect(await runUrlEntry({ kind: 'ukey', ukey: 'k1', jumpUrl: '//evil.example/x' }, ctx)).toEqual({ user, navigateTo: '/pages/main/home' });
    expect(await runUrlEntry({ kind: 'ukey', ukey: 'bad', jumpUrl: undefined }, context(fail, ''))).toEqual({ user: undefined, navigateTo: '/login' });
  });

  it('follows a plain jumpUrl only to the same origin or the allow-list, without calling the server', async () => {
    const ctx = context(fail, '');
    expect(await runUrlEntry({ kind: 'jumpUrl', jumpUrl: 'https://evil.example/' }, ctx)).toEqual({ user: undefined, navigateTo: '/pages/main/home' });
    expect(await runUrlEntry({ kind: 'jumpUrl', jumpUrl: 'javascript:alert(1)' }, ctx)).toEqual({ user: undefined, navigateTo: '/pages/main/home' });
    expect((await runUrlEntry({ kind: 'jumpUrl', jumpUrl: 'https://eps.example/pages/main/bulletins' }, ctx)).navigateTo).toBe('/pages/main/bulletins');
    expect(ctx.requests).toEqual([]);
  });

  it('never signs in with a register pair (login CSRF, a password in a URL): no call, the spec failure tip', async () => {
    const ctx = context(() => ok(user), '');
    const outcome = await runUrlEntry({ kind: 'register', encoded: b64('buyer:Eps#Buyer2026') }, ctx);
    expect(outcome).toEqual({ user: undefined, navigateTo: `/errors/tip?message=${encodeURIComponent('Registration login free jump failed!')}` });
    expect(ctx.requests).toEqual([]);
    // The pair is an entry parameter, so it is dropped from the address.
    expect(withoutEntryParams('/pages/main/home', `?register=${b64('buyer:Eps#Buyer2026')}&x=1`)).toBe('/pages/main/home?x=1');
  });
});

describe('a ticket link while another user is signed in (login CSRF)', () => {
  const linkUser = { userId: 9, account: 'attacker', username: 'Mallory', ticket: 'T2', type: 1, tenantId: 5 };
  /** The server's answers: OTHER_ACCOUNT until the call says switchAccount. */
  const otherAccount = (request: ApiRequest) =>
    (request.data as { switchAccount?: boolean }).switchAccount === true
      ? ok(linkUser)
      : { code: API_CODES.OTHER_ACCOUNT, message: 'another account', data: { account: 'buyer', username: '张采购' } };

  it('asks, naming the signed-in user; cancelled, keeps the session and drops the ticket from the address', async () => {
    const ctx = context(otherAccount, '?ticket=evil&status=01', false);
    const outcome = await runUrlEntry({ kind: 'ticket', ticket: 'evil', redirectUrl: '/pages/main/user-setting' }, ctx);
    expect(ctx.asked).toEqual(['张采购 (buyer)']);
    // No user to store (the signed-in one stays), no second call, the address without the ticket.
    expect(outcome).toEqual({ user: undefined, navigateTo: '/pages/main/workbench/todo?status=01' });
    expect(ctx.requests).toHaveLength(1);
    expect(ctx.requests[0]?.data).toEqual({ ticket: 'evil' });
  });

  it('confirmed, switches to the link\'s account and follows its redirect', async () => {
    const ctx = context(otherAccount, '?ticket=t2');
    const outcome = await runUrlEntry({ kind: 'ticket', ticket: 't2', redirectUrl: '/pages/main/user-setting' }, ctx);
    expect(ctx.asked).toHaveLength(1);
    expect(outcome).toEqual({ user: linkUser, navigateTo: '/pages/main/user-setting' });
    expect(ctx.requests.map((request) => request.data)).toEqual([{ ticket: 't2' }, { ticket: 't2', switchAccount: true }]);
  });

  it('does not ask when the server signs in at once (nobody or the same user signed in)', async () => {
    const ctx = context(() => ok(user), '?ticket=abc');
    expect((await runUrlEntry({ kind: 'ticket', ticket: 'abc', redirectUrl: undefined }, ctx)).user).toEqual(user);
    expect(ctx.asked).toEqual([]);
  });

  it('asks for a ukey link too; cancelled, keeps the session; confirmed, switches with switchAccount', async () => {
    const ukeyAnswer = (request: ApiRequest) =>
      (request.params as { switchAccount?: string }).switchAccount === '1'
        ? ok(linkUser)
        : { code: API_CODES.OTHER_ACCOUNT, message: 'another account', data: { account: 'buyer', username: '张采购' } };
    const kept = context(ukeyAnswer, '?ukey=evil', false);
    expect(await runUrlEntry({ kind: 'ukey', ukey: 'evil', jumpUrl: undefined }, kept)).toEqual({ user: undefined, navigateTo: '/pages/main/workbench/todo' });
    expect(kept.asked).toEqual(['张采购 (buyer)']);
    const switched = context(ukeyAnswer, '?ukey=k2');
    expect((await runUrlEntry({ kind: 'ukey', ukey: 'k2', jumpUrl: undefined }, switched)).user).toEqual(linkUser);
    expect(switched.requests.map((request) => request.params)).toEqual([{ ukey: 'k2' }, { ukey: 'k2', switchAccount: '1' }]);
  });

  it('words the question in both languages', () => {
    expect(createI18n('en').t('layout.entry.switchAccount', { name: 'buyer' })).toBe('You are signed in as buyer. Continue as the account of this link?');
    expect(createI18n('zh-cn').t('layout.entry.switchAccount', { name: 'buyer' })).toBe('您当前登录的账号是 buyer。是否改用此链接的账号继续？');
  });
});
