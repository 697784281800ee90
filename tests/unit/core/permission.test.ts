import { describe, expect, it } from 'vitest';
import { checkPermission } from '@core/permission';
import type { PermissionRule } from '@core/schema/types';

const held = new Set(['p_eps_api_msg', 'p_auth_apps_sso']);
const has = (key: string): boolean => held.has(key);

describe('checkPermission (spec portal-shell 6)', () => {
  it('allows when there is no rule', () => {
    expect(checkPermission(undefined, has)).toBe(true);
  });

  it('checks a single key', () => {
    expect(checkPermission('p_eps_api_msg', has)).toBe(true);
    expect(checkPermission('p_conifg_news', has)).toBe(false);
  });

  it('checks all of a list', () => {
    expect(checkPermission({ all: ['p_eps_api_msg', 'p_auth_apps_sso'] }, has)).toBe(true);
    expect(checkPermission({ all: ['p_eps_api_msg', 'p_conifg_news'] }, has)).toBe(false);
    expect(checkPermission({ all: [] }, has)).toBe(true);
  });

  it('checks some of a list', () => {
    expect(checkPermission({ some: ['p_conifg_news', 'p_auth_apps_sso'] }, has)).toBe(true);
    expect(checkPermission({ some: ['p_conifg_news', 'p_config_oss_download'] }, has)).toBe(false);
    expect(checkPermission({ some: [] }, has)).toBe(false);
  });

  it('denies a rule of another shape', () => {
    expect(checkPermission({ any: ['p_eps_api_msg'] } as unknown as PermissionRule, has)).toBe(false);
    expect(checkPermission({ all: 'p_eps_api_msg' } as unknown as PermissionRule, has)).toBe(false);
    expect(checkPermission(null as unknown as PermissionRule, has)).toBe(false);
  });
});
