/**
 * The company-register redirect on entering the main layout (spec
 * portal-shell 2.1, src/shell/layout/CompanyRiskRedirect.tsx): a supplier
 * whose check answers hit goes to the company-register page unless this tab
 * set ignoreRisk "1"; a failed check (500, network) or `hit: false` sends
 * nobody anywhere; a purchaser is never checked.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { ApiCallError, type ApiRequest } from '@core/env';
import { CompanyRiskRedirect } from '../../../src/shell/layout/CompanyRiskRedirect';
import { COMPANY_REGISTER_PATH } from '../../../src/shell/routing/paths';
import { userAtom, type UserInfo } from '../../../src/shell/session';
import { IGNORE_RISK_KEY, RISK_CHECK_URL } from '../../../src/shell/session/companyRisk';
import { ok } from '../../helpers/testEnv';
import { demoUser, LocationProbe, renderShell } from './harness';

const HOME = '/pages/main/home';
const SUPPLIER = { userId: 8, account: 'supplier_intl', type: 1, tenantId: 12 };

/** Renders the redirect for `user` at `path`; `answer` is what the check does. */
function enter(user: Record<string, unknown>, answer: () => unknown, path = HOME) {
  const calls: ApiRequest[] = [];
  const store = createStore();
  store.set(userAtom, demoUser(user) as unknown as UserInfo);
  renderShell(
    <>
      <CompanyRiskRedirect />
      <LocationProbe />
    </>,
    {
      path,
      store,
      api: (request) => {
        calls.push(request);
        if (request.url !== RISK_CHECK_URL) return ok(null);
        return answer() as ReturnType<typeof ok>;
      },
    },
  );
  return calls;
}

const location = (): string => screen.getByTestId('location').textContent ?? '';
const checks = (calls: readonly ApiRequest[]) => calls.filter((call) => call.url === RISK_CHECK_URL);

/** Lets the check's promise and the navigation settle. */
async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('company-register redirect (spec portal-shell 2.1)', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('hit and no flag: a supplier goes to the company-register page, asked once, silently', async () => {
    const calls = enter(SUPPLIER, () => ok({ hit: true, reason: 'licenceMissing' }));
    await waitFor(() => expect(location()).toBe(COMPANY_REGISTER_PATH));
    expect(checks(calls)).toHaveLength(1);
    expect(checks(calls)[0]).toMatchObject({ method: 'get', silent: true });
  });

  it('a supplier by tenantId -1 (no enterprise yet) is checked too', async () => {
    enter({ userId: 9, type: 0, tenantId: -1 }, () => ok({ hit: true, reason: 'licenceMissing' }));
    await waitFor(() => expect(location()).toBe(COMPANY_REGISTER_PATH));
  });

  it('flag "1" in this tab: no redirect, and no call', async () => {
    window.sessionStorage.setItem(IGNORE_RISK_KEY, '1');
    const calls = enter(SUPPLIER, () => ok({ hit: true, reason: 'licenceMissing' }));
    await settle();
    expect(location()).toBe(HOME);
    expect(checks(calls)).toHaveLength(0);
  });

  it('another flag value does not put it off', async () => {
    window.sessionStorage.setItem(IGNORE_RISK_KEY, 'true');
    enter(SUPPLIER, () => ok({ hit: true, reason: 'licenceMissing' }));
    await waitFor(() => expect(location()).toBe(COMPANY_REGISTER_PATH));
  });

  it.each([
    ['a 500', () => { throw new ApiCallError('Request failed with status code 500', { status: 500 }); }],
    ['a network failure', () => { throw new ApiCallError('Network Error'); }],
    ['an error envelope', () => { throw new ApiCallError('no permission', { code: '403' }); }],
    ['a malformed answer', () => ok('yes')],
    ['hit false', () => ok({ hit: false, reason: null })],
  ])('%s: no redirect, the portal goes on', async (_name, answer) => {
    const calls = enter(SUPPLIER, answer);
    await settle();
    expect(checks(calls)).toHaveLength(1);
    expect(location()).toBe(HOME);
  });

  it('a purchaser is never checked', async () => {
    const calls = enter({ type: 0, tenantId: 3 }, () => ok({ hit: true, reason: 'licenceMissing' }));
    await settle();
    expect(checks(calls)).toHaveLength(0);
    expect(location()).toBe(HOME);
  });

  it('put off while the answer was on its way: no redirect', async () => {
    let release: (value: unknown) => void = () => undefined;
    enter(SUPPLIER, () => new Promise((resolve) => (release = resolve)));
    await settle();
    window.sessionStorage.setItem(IGNORE_RISK_KEY, '1');
    await act(async () => release(ok({ hit: true, reason: 'licenceMissing' })));
    await settle();
    expect(location()).toBe(HOME);
  });
});
