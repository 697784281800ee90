/**
 * The user settings screen (schemas/user/setting.json) rendered with the real
 * registry, the real dialog documents of schemas/user/dialogs (opened by
 * `screenDialog` from the bundled files, as the shell opens them) and a small
 * in-memory user-centre server: each call is recorded, the dictionary answers
 * in the requested language, and tests add their own routes.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import settingDocument from '../../../schemas/user/setting.json';
import type { ApiEnvelope, ApiRequest } from '../../../src/core/env';
import { screenIdsFromGlob } from '../../../src/core/schema/screenStore';
import { dictEnums } from '../../../src/core/dicts';
import { Scope } from '../../../src/core/scope';
import { renderSchema } from '../../helpers/renderSchema';
import { SEEDED_PERMISSION_URLS } from '../../helpers/seededPermissionUrls';
import { createTestEnv, ok, type TestEnv } from '../../helpers/testEnv';

const FLAGS = { password: false, phone: false, email: false, unverifiedEmail: false, partner: false };

/** A supplier in its enterprise, with a partner (the demo supplier's shape). */
export const SUPPLIER = {
  userId: 2, username: '李供应', account: 'supplier', avatar: null, tenantId: 3, tenantName: '示例供应商', purchaseId: 1,
  purchaseName: '华东采购', supplierId: 'SUP001', type: 1, userLevel: '1', bizAdmin: '0', passwordStatus: '0', isAccredit: '1',
  phone: '13900000002', phonePrefix: '86', email: 'supplier@example.com', emailCheck: '1', ticket: 't', empNo: null,
  position: null, department: null, lang: 'en', errorFlags: FLAGS,
};

/** A purchaser (enterprise edition): read-only settings. */
export const BUYER = {
  ...SUPPLIER, userId: 1, username: '张采购', account: 'buyer', type: 0, tenantId: 1, tenantName: '华东采购', supplierId: null,
  purchaseId: null, purchaseName: null, userLevel: null, position: '采购经理', department: '采购部', email: 'buyer@example.com',
};

/** The user-level dictionary as /eps/config/dict/list answers it, per language. */
const LEVELS: Readonly<Record<string, readonly [string, string][]>> = {
  'zh-cn': [['1', '主账号'], ['2', '子账号']],
  en: [['1', 'Main account'], ['2', 'Sub-account']],
};

export type Route = (request: ApiRequest) => ApiEnvelope | Promise<ApiEnvelope> | undefined;

export interface Harness {
  env: TestEnv;
  /** Calls other than the dictionary, as `{ method, url, body }` (body: data, or params for GET). */
  calls: { method: string; url: string; body: unknown }[];
  hostCalls: string[];
}

/** The dialog documents as the shell bundles them (`user/dialogs/change-password`, ...). */
const screens = { bundled: screenIdsFromGlob(import.meta.glob('/schemas/**/*.json', { import: 'default' })) };

/**
 * Renders the settings page for `user` on `platform`. `route` answers the
 * calls it knows (return undefined to fall through to a plain success).
 */
export function renderSettings(
  user: Record<string, unknown>,
  platform: 'su' | 'ep',
  options: { route?: Route; language?: string; permissions?: readonly string[] } = {},
): Harness {
  const calls: Harness['calls'] = [];
  const env = createTestEnv({
    language: options.language ?? 'en',
    // The dialogs' register check and SMS code go by permission code, resolved as a signed-in user's sets do.
    permissionUrls: SEEDED_PERMISSION_URLS,
    ...(options.permissions ? { permissions: options.permissions } : {}),
    api: async (request) => {
      if (request.url === '/eps/config/dict/list') {
        const lang = typeof request.params?.['lang'] === 'string' ? request.params['lang'] : 'zh-cn';
        const subset = (LEVELS[lang] ?? LEVELS['zh-cn']!).map(([dictValue, dictLabel]) => ({ dictValue, dictLabel, dictCode: 'dict_user_level' }));
        return ok([{ dictCode: 'dict_user_level', dictName: 'User level', subset }]);
      }
      calls.push({ method: request.method, url: request.url, body: request.method === 'get' ? request.params : request.data });
      return (await options.route?.(request)) ?? ok(null);
    },
  });
  env.screens = screens;
  const hostCalls: string[] = [];
  env.host = {
    refreshSession: () => {
      hostCalls.push('refreshSession');
      return Promise.resolve({ ok: true });
    },
  };
  // The shell puts the preloaded dictionaries (of the session language) into every screen's scope.
  const subset = (LEVELS[options.language ?? 'en'] ?? LEVELS['zh-cn']!).map(([dictValue, dictLabel]) => ({ dictValue, dictLabel }));
  const dicts = dictEnums([{ dictCode: 'dict_user_level', subset }]);
  renderSchema(settingDocument, { env, scope: new Scope({ user, platform, dicts }) });
  return { env, calls, hostCalls };
}

/**
 * Clicks the page button `name` and waits for the dialog it opens and its form
 * (the dialog's confirm submits the form once it has one).
 */
export async function openDialog(name: string | RegExp): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => {
    if (!dialog.querySelector('form .ant-form-item')) throw new Error('the dialog form is not rendered yet');
  });
  return dialog;
}

/** The dialog's confirm button (default label 'Confirm'). */
export const confirmButton = (dialog: HTMLElement, name: string | RegExp = 'Confirm'): HTMLElement => within(dialog).getByRole('button', { name });

/** The input of the field labelled `label` inside `dialog`. */
export const field = (dialog: HTMLElement, label: string | RegExp): HTMLInputElement =>
  within(dialog).getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;
