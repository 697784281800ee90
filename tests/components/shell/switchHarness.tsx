/**
 * For the tenant/partner switch tests: renders shell parts like harness.tsx
 * (real i18next, antd, jotai, the renderer core with the shipped screen
 * documents) in a chosen language, with an in-memory tenant server that
 * answers the calls of spec portal-shell 7 for one signed-in user, and the
 * shell's `refreshSession` host capability (session-info, then the store).
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { ApiCallError, type ApiRequest, type ApiEnvelope } from '@core/env';
import type { ScreenSource } from '@core/schema/screenStore';
import { createI18n, i18nProviderOf } from '../../../src/i18n/createI18n';
import { fetchSessionInfo } from '../../../src/shell/routing/sessionLifecycle';
import { screenSource } from '../../../src/shell/screens/bundledScreens';
import { userAtom, type UserInfo } from '../../../src/shell/session';
import { createTestEnv, ok, type TestEnv } from '../../helpers/testEnv';
import { demoUser, ShellProviders } from './harness';

export const EAST = { tenantId: 1, tenantName: '东方采购集团' };
export const NORTH = { tenantId: 2, tenantName: '北辰建设集团' };
export const SUPPLIER_TENANT = { tenantId: 3, tenantName: '恒信精密制造有限公司' };

/** A supplier in SUPPLIER_TENANT (partners EAST and NORTH, or the given ones). */
export function supplierUser(overrides: Record<string, unknown> = {}): UserInfo {
  return demoUser({
    userId: 9, username: '李供应', account: 'e2e_partner', type: 1, userLevel: '1', tenantId: SUPPLIER_TENANT.tenantId, tenantName: SUPPLIER_TENANT.tenantName,
    purchaseId: EAST.tenantId, purchaseName: EAST.tenantName, ...overrides,
  }) as UserInfo;
}

/** A purchaser in EAST and NORTH (in no tenant with `tenantId: -1`). */
export function buyerUser(overrides: Record<string, unknown> = {}): UserInfo {
  return demoUser({ userId: 8, account: 'e2e_switch', tenantId: EAST.tenantId, tenantName: EAST.tenantName, ...overrides }) as UserInfo;
}

/**
 * One user's tenants on an in-memory server: the lists, choose and switch,
 * and session-info reflecting what was chosen. Refuses tenants and partners
 * that are not the user's, as the reference server does.
 */
export function tenantServer(start: UserInfo, partners: readonly (typeof EAST)[] = [EAST, NORTH]) {
  let user = start;
  const purchaserTenants = [EAST, NORTH];
  const refuse = (message: string): ApiEnvelope => ({ code: '403', message, data: null });
  const handle = (request: ApiRequest): ApiEnvelope => {
    const body = (request.data ?? {}) as Record<string, unknown>;
    switch (`${request.method} ${request.url}`) {
      case 'get /eps/usercenter/cas/multi/supplier/tenant':
        return ok(request.params?.tenantId === SUPPLIER_TENANT.tenantId ? [{ ...SUPPLIER_TENANT, purchasers: partners }] : []);
      case 'get /eps/usercenter/cas/multi/ep/tenant':
        return ok(purchaserTenants.map((t) => ({ ...t, current: t.tenantId === user.tenantId })));
      case 'post /eps/usercenter/uc/user/choose/multi/tenant': {
        if (user.type === 1) {
          const partner = partners.find((p) => p.tenantId === body.purchaser);
          if (body.tenantId !== SUPPLIER_TENANT.tenantId || !partner) return refuse('not a partner');
          user = { ...user, purchaseId: partner.tenantId, purchaseName: partner.tenantName, errorFlags: { ...user.errorFlags, partner: false } };
        } else {
          const tenant = purchaserTenants.find((t) => t.tenantId === body.tenantId);
          if (!tenant) return refuse('not a member');
          user = { ...user, tenantId: tenant.tenantId, tenantName: tenant.tenantName };
        }
        return ok({ tenantId: body.tenantId, purchaseId: body.purchaser ?? null });
      }
      case 'get /eps/auth/cas/tenant/switch':
        return purchaserTenants.some((t) => t.tenantId === request.params?.tenantId) ? ok({ tenantId: request.params?.tenantId }) : refuse('not a member');
      case 'post /eps/auth/cas/session-info':
        return ok(user);
      default:
        throw new ApiCallError(`unexpected ${request.method} ${request.url}`);
    }
  };
  return { handle, current: () => user };
}

/** The requests of a test without the reads, in order: `method url payload`. */
export function writes(env: TestEnv): string[] {
  return env.requests
    .filter((r) => r.method === 'post' || r.url === '/eps/auth/cas/tenant/switch')
    .map((r) => `${r.method} ${r.url} ${JSON.stringify(r.data ?? r.params ?? null)}`);
}

export interface SwitchHarness {
  env: TestEnv;
  store: ReturnType<typeof createStore>;
}

/** Renders `children` signed in as `user`, in `language`, against `server` (screen documents: the shipped ones). */
export function renderSwitch(
  children: ReactNode,
  {
    user,
    server,
    language = 'zh-cn',
    screens = screenSource,
  }: { user: UserInfo; server: (request: ApiRequest) => ApiEnvelope; language?: 'zh-cn' | 'en'; screens?: ScreenSource },
): SwitchHarness {
  const i18n = createI18n(language);
  const env = createTestEnv({ api: server });
  env.i18n = i18nProviderOf(i18n);
  env.screens = screens;
  const store = createStore();
  store.set(userAtom, user);
  // The shell's refreshSession: session-info again, then the session (src/shell/routing/shellHost.ts).
  env.host = {
    refreshSession: async () => {
      const fresh = await fetchSessionInfo(env.api, { update: true });
      store.set(userAtom, fresh);
      return fresh;
    },
  };
  render(
    <ShellProviders i18n={i18n} env={env} store={store}>
      {children}
    </ShellProviders>,
  );
  return { env, store };
}

/**
 * Opens the antd select inside `container` and clicks the option `label`. The form's select widget
 * loads its code on first use (lazyWidget.tsx): on a busy machine the first test of a file can get
 * here while it is still the loading placeholder, so it waits for the select as a person would.
 */
export async function pickOption(container: HTMLElement, label: string): Promise<void> {
  const selector = await waitFor(
    () => {
      const found = container.querySelector('.ant-select-selector');
      if (!found) throw new Error('no select here');
      return found;
    },
    { timeout: 15_000 },
  );
  fireEvent.mouseDown(selector);
  const option = await screen.findByTitle(label);
  fireEvent.click(option);
  await within(container).findByTitle(label);
}
