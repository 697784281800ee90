/**
 * Tenant switch for purchasers and partner switch for suppliers (spec
 * portal-shell 2.3, 4 and 6): shown only when tenantId is above 0. Both end
 * the same way, as actions (data, not code): the success message
 * ('Successfully switched, will log in again soon!'), then the `logout`
 * action 1.5 s later; the next sign-in lands in the chosen tenant (the
 * server remembers it). The partner switch opens the dialog document
 * `schemas/user/dialogs/partner-switch.json`.
 */
import { Button, Dropdown, Spin } from 'antd';
import type { MenuProps } from 'antd';
import { SwapOutlined, TeamOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../core/actions/types';
import { useActionRunner, useEnv } from '../../core/react';
import { Scope } from '../../core/scope';
import { userAtom } from '../session';

/** spec portal-shell 4 and 9: the switch message stays 1.5 s, then logout. */
export const SWITCH_LOGOUT_DELAY_MS = 1500;

/** The dialog document of the partner switch. */
export const PARTNER_SWITCH_SCREEN = 'user/dialogs/partner-switch';

/** After a successful switch: the message, then logout 1.5 s later (spec portal-shell 4). */
const SWITCHED_THEN_LOGOUT: readonly Action[] = [
  { action: 'toast', level: 'success', message: 'layout.tenant.switched' },
  { action: 'logout', delay: SWITCH_LOGOUT_DELAY_MS },
];

/** Purchasers: GET /eps/auth/cas/tenant/switch (spec portal-shell 7), then the message and logout. */
export const TENANT_SWITCH_ACTIONS: readonly Action[] = [
  { action: 'ajax', api: { method: 'get', url: '/eps/auth/cas/tenant/switch', params: { tenantId: '${tenantId}' } } },
  ...SWITCHED_THEN_LOGOUT,
];

/** Suppliers: the partner dialog (it chooses, shows the message and logs out itself). */
export const PARTNER_SWITCH_ACTIONS: readonly Action[] = [{ action: 'screenDialog', screen: PARTNER_SWITCH_SCREEN }];

interface TenantRef {
  tenantId: number;
  tenantName: string;
}

/** Loads a list when the dropdown first opens. */
function useLazyList<T>(url: string): { list: T[] | undefined; load: () => void } {
  const { api } = useEnv();
  const [list, setList] = useState<T[] | undefined>(undefined);
  const load = useCallback(() => {
    if (list !== undefined) return;
    void api
      .request<T[]>({ method: 'get', url })
      .then(({ data }) => setList(Array.isArray(data) ? data : []))
      .catch(() => setList([]));
  }, [api, list, url]);
  return { list, load };
}

/** Runs actions with the signed-in user in scope (`${user.tenantId}`). */
function useUserActions(): (actions: readonly Action[], extra?: Readonly<Record<string, unknown>>) => void {
  const user = useAtomValue(userAtom);
  const scope = useMemo(() => new Scope({ user }), [user]);
  const run = useActionRunner(scope);
  return useCallback((actions, extra) => void run(actions, extra), [run]);
}

const loadingItems: NonNullable<MenuProps['items']> = [{ key: 'loading', label: <Spin size="small" />, disabled: true }];

/** Purchasers: the tenants they belong to; the current one is ticked. */
export function TenantSwitch(): ReactElement | null {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const run = useUserActions();
  const { list, load } = useLazyList<TenantRef>('/eps/usercenter/cas/multi/ep/tenant');
  if (!user || user.tenantId <= 0) return null;

  const items: NonNullable<MenuProps['items']> = list
    ? list.map((tenant) => ({ key: String(tenant.tenantId), label: tenant.tenantName, disabled: tenant.tenantId === user.tenantId }))
    : loadingItems;
  return (
    <Dropdown
      trigger={['click']}
      onOpenChange={(open) => open && load()}
      menu={{
        items,
        selectable: true,
        selectedKeys: [String(user.tenantId)],
        onClick: ({ key }) => {
          if (Number(key) === user.tenantId) return;
          run(TENANT_SWITCH_ACTIONS, { tenantId: Number(key) });
        },
      }}
    >
      <Button type="text" className="eps-topbar-button eps-topbar-switch" icon={<SwapOutlined aria-hidden />} data-testid="tenant-switch" title={t('layout.tenant.switch')}>
        {user.tenantName ?? t('layout.tenant.switch')}
      </Button>
    </Dropdown>
  );
}

/** Suppliers: tenant name and partner name; a click opens the partner dialog. */
export function PartnerSwitch(): ReactElement | null {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const run = useUserActions();
  if (!user || user.tenantId <= 0) return null;

  return (
    <Button
      type="text"
      className="eps-topbar-button eps-topbar-switch"
      icon={<TeamOutlined aria-hidden />}
      data-testid="partner-switch"
      title={t('layout.partner.switch')}
      onClick={() => run(PARTNER_SWITCH_ACTIONS)}
    >
      {user.tenantName ?? ''}
      {user.purchaseName ? ` / ${user.purchaseName}` : ''}
    </Button>
  );
}
