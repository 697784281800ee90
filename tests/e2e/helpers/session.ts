/**
 * Signs a demo account in through the API, so browser tests of the shell do
 * not depend on the login page: POST /eps/auth/cas/login sets the session
 * cookie in the page's context, session-info gives the user info, and an init
 * script stores it under `user.infos` (with the language under `lang`) once
 * per tab, so a later logout in the test is not undone by a reload.
 */
import { expect, type Page } from '@playwright/test';

/** The demo accounts of the reference server (README "Demo accounts"). */
export const DEMO = {
  buyer: { account: 'buyer', password: 'Eps#Buyer2026', username: '张采购' },
  supplier: { account: 'supplier', password: 'Eps#Supp2026', username: '李供应' },
  configurator: { account: 'configurator', password: 'Eps#Conf2026', username: '赵配置' },
} as const;

export type DemoAccount = keyof typeof DEMO;

/** An account by name and password (the `e2e_*` accounts of server/db/seed/testAccounts.ts). */
export interface AccountCredentials {
  account: string;
  password: string;
}

/** The user info fields the tests read. */
export interface SignedInUser {
  userId: number;
  username: string;
  account: string;
  tenantId: number;
  tenantName: string | null;
  ticket: string;
}

/** Signs in `who` and arranges for the next page load to start signed in, in `language`. */
export async function signInThroughApi(page: Page, who: DemoAccount | AccountCredentials, language: 'zh-cn' | 'en' = 'zh-cn'): Promise<SignedInUser> {
  const { account, password } = typeof who === 'string' ? DEMO[who] : who;
  const login = await page.request.post('/eps/auth/cas/login', { data: { mobile: account, password } });
  expect((await login.json()).code).toBe('200');
  // The server keeps the session's language too (texts of its messages).
  await page.request.post('/eps/auth/i18n/locale/', { data: { lang: language } });
  const info = await page.request.post('/eps/auth/cas/session-info', { data: {} });
  const body = (await info.json()) as { code: string; data: SignedInUser };
  expect(body.code).toBe('200');
  await page.addInitScript(
    ([user, lang]) => {
      // Init scripts run in every frame; a sandboxed sub-app frame (opaque origin) has no storage.
      if (window.top !== window) return;
      if (window.sessionStorage.getItem('e2e.seeded')) return;
      window.localStorage.setItem('user.infos', JSON.stringify(user));
      window.localStorage.setItem('lang', lang as string);
      window.sessionStorage.setItem('e2e.seeded', '1');
    },
    [body.data, language] as const,
  );
  return body.data;
}

/** Page errors collected while a test runs (asserted empty at the end). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
