// @vitest-environment node
/**
 * Names refuse control and text-direction characters: U+202E and
 * friends make `gpj.exe` read as `exe.jpg`. Sign-in name fields and the
 * username edit answer a clear 400; the shared rule (src/core/validation)
 * also drives the portal's account fields. The reference server has no
 * registration call (spec 7: "details not shown"), so the rule is the
 * account rule registration forms use.
 */
import { checkAccount, VALIDATION_KEYS } from '@core/validation/index';
import type { TestServer } from '../helpers/testServer';
import { login, post, startTestServer } from '../helpers/testServer';

const EN = { 'accept-language': 'en' };
const UNSAFE = ['\u202E', '\u0000', '\u0007', '\u001F', '\u200B', '\u200F', '\u2066', '\u2069', '\u202A', '\u007F'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('unsafe characters in names', () => {
  it.each(UNSAFE.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, c]))('the account rule refuses %s', (_name, char) => {
    expect(checkAccount(`ab${char}cd`)).toEqual({ key: VALIDATION_KEYS.unsafeNameChars });
  });

  it('the account rule keeps ordinary names, Chinese included', () => {
    for (const name of ['buyer', '张采购', 'Zhang San', 'Müller-Lüdenscheidt']) expect(checkAccount(name)).toBeUndefined();
  });

  it('sign-in name fields answer a clear 400', async () => {
    for (const char of UNSAFE) {
      const answer = await post(server.app, '/eps/auth/cas/login', { mobile: `buy${char}er`, password: 'x' }, { headers: EN });
      expect(answer.status).toBe(400);
      // NUL is refused earlier, by the input guard of every route (its own clear message).
      expect(answer.body.message).toBe(
        char === '\u0000'
          ? 'body.mobile contains a NUL character, which is not allowed'
          : 'Invalid input: body.mobile: Must not contain control characters or invisible text-direction characters',
      );
    }
    const admin = await post(server.app, '/eps/usercenter/cas/login-admin', { username: 'sup\u202Eplier', password: 'x', code: '1', supplierAccount: 'SUP001' }, { headers: EN });
    expect(admin.status).toBe(400);
    expect(admin.body.message).toContain('body.username');
  });

  it('the username edit answers a clear 400 and keeps the old name', async () => {
    const supplier = await login(server.app, 'e2e_profile', 'Eps#Prof2026');
    for (const char of UNSAFE) {
      const put = await server.app.inject({
        method: 'PUT',
        url: '/eps/usercenter/uc/user/',
        headers: { cookie: `EPSSESSION=${supplier.ticket}`, ...EN },
        payload: { username: `gpj${char}.exe` },
      });
      expect(put.statusCode).toBe(400);
      // In the session's language (zh-cn).
      expect(put.json<{ message: string }>().message).toBe(
        char === '\u0000' ? 'body.username 含有不允许的空字符 (NUL)' : '输入有误：body.username：不能包含控制字符或不可见的文字方向字符',
      );
    }
    const info = await post<{ username: string }>(server.app, '/eps/auth/cas/session-info', undefined, { token: supplier.ticket });
    expect(info.body.data.username).not.toMatch(/gpj/);
  });
});
