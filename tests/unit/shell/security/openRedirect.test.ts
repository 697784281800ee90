/**
 * Open redirects: every hostile target through every redirect
 * parameter the portal reads — `redirect` and `forward-url` after sign-in,
 * `jumpUrl` alone, `ukey` + `jumpUrl`, `ticket` + `redirectUrl` — and through
 * the parameters as the address bar gives them (detectUrlEntry). None may
 * leave the portal's origin. The count is printed for the note.
 */
import { destinationAfterSignIn } from '../../../../src/shell/login/destination';
import { detectUrlEntry, runUrlEntry, type EntryContext } from '../../../../src/shell/routing/urlEntries';
import { createTestEnv, ok } from '../../../helpers/testEnv';
import { ALLOWED_ORIGIN, HOSTILE_REDIRECTS } from '../../../helpers/hostileRedirects';

const ORIGIN = 'https://eps.example';
const user = { userId: 7, account: 'buyer', username: '张采购', ticket: '', type: 0, tenantId: 3 };

function context(search: string): EntryContext {
  const env = createTestEnv({ api: () => ok(user) });
  return {
    api: env.api,
    origin: ORIGIN,
    allowedOrigins: [ALLOWED_ORIGIN],
    pathname: '/pages/main/home',
    search,
    texts: { ssoFailed: 'sso failed', registerFailed: 'register failed' },
    confirmSwitch: () => Promise.resolve(true),
  };
}

/** True when `to` (an in-app path or a full URL) keeps the browser on the portal's origin. */
function endsOnOwnOrigin(to: string): boolean {
  if (to.startsWith('/')) return !to.startsWith('//') && !to.startsWith('/\\') && new URL(to, ORIGIN).origin === ORIGIN;
  return URL.canParse(to) && new URL(to).origin === ORIGIN;
}

let tried = 0;
let followed = 0;
function check(parameter: string, target: string, to: string): void {
  tried += 1;
  if (!endsOnOwnOrigin(to)) followed += 1;
  expect({ parameter, target, to, own: endsOnOwnOrigin(to) }).toMatchObject({ own: true });
}

afterAll(() => {
  console.info(`open redirect (portal): ${tried} tried, ${followed} followed`);
  expect(tried).toBeGreaterThanOrEqual(HOSTILE_REDIRECTS.length * 5);
});

describe.each(HOSTILE_REDIRECTS.map((t) => [JSON.stringify(t), t]))('hostile target %s', (_label, target) => {
  const q = (name: string, extra = '') => `?${extra}${name}=${encodeURIComponent(target)}`;

  it('redirect and forward-url after sign-in', () => {
    for (const name of ['redirect', 'forward-url']) {
      const destination = destinationAfterSignIn(q(name), ORIGIN, [ALLOWED_ORIGIN], 'one-time');
      check(name, target, destination.kind === 'route' ? destination.to : destination.url);
    }
  });

  it('jumpUrl, ukey + jumpUrl, ticket + redirectUrl entries', async () => {
    for (const search of [q('jumpUrl'), q('jumpUrl', 'ukey=k&'), q('redirectUrl', 'ticket=t&')]) {
      const entry = detectUrlEntry(search, 'ep');
      expect(entry).toBeDefined();
      const outcome = await runUrlEntry(entry!, context(search));
      check(search.split('=')[0]!, target, outcome.navigateTo);
    }
  });
});
