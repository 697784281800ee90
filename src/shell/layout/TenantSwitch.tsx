/**
 * Tenant switch for purchasers and partner switch for suppliers (spec
 * portal-shell 2.3, 4 and 6): shown only when tenantId is above 0. Both end
 * the same way: the success message for 1.5 s ('Successfully switched, will
 * log in again soon!'), then a forced logout; the next sign-in lands in the
 * chosen tenant. The full partner dialog (add partner, exit) is issue 6.
 */
import { Button, Dropdown, Spin } from 'antd';
import type { MenuProps } from 'antd';
import { SwapOutlined, TeamOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { useCallback, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';
import { userAtom } from '../session';

/** spec portal-shell 4 and 9: the switch message stays 1.5 s, then logout. */
export const SWITCH_LOGOUT_DELAY_MS = 1500;

interface TenantRef {
  tenantId: number;
  tenantName: string;
}
interface SupplierTenant extends TenantRef {
  purchasers: readonly TenantRef[];
}

/** Shows the success message, then logs out after 1.5 s. */
function useSwitchThenLogout(): () => void {
  const env = useEnv();
  const { t } = useTranslation();
  return useCallback(() => {
    env.notify('success', t('layout.tenant.switched'));
    window.setTimeout(() => void env.logout(), SWITCH_LOGOUT_DELAY_MS);
  }, [env, t]);
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

const loadingItems: NonNullable<MenuProps['items']> = [{ key: 'loading', label: <Spin size="small" />, disabled: true }];

/** Purchasers: the tenants they belong to; the current one is ticked. */
export function TenantSwitch(): ReactElement | null {
  const { t } = useTranslation();
  const { api } = useEnv();
  const user = useAtomValue(userAtom);
  const done = useSwitchThenLogout();
  const { list, load } = useLazyList<TenantRef & { current?: boolean }>('/eps/usercenter/cas/multi/ep/tenant');
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
          void api
            .request({ method: 'get', url: '/eps/auth/cas/tenant/switch', params: { tenantId: Number(key) } })
            .then(done)
            .catch(() => undefined);
        },
      }}
    >
      <Button type="text" className="eps-topbar-button eps-topbar-switch" icon={<SwapOutlined />} data-testid="tenant-switch" title={t('layout.tenant.switch')}>
        {user.tenantName ?? t('layout.tenant.switch')}
      </Button>
    </Dropdown>
  );
}

/** Suppliers: tenant name and partner name, and a menu of partners per supplier tenant. */
export function PartnerSwitch(): ReactElement | null {
  const { t } = useTranslation();
  const { api } = useEnv();
  const user = useAtomValue(userAtom);
  const done = useSwitchThenLogout();
  const { list, load } = useLazyList<SupplierTenant>('/eps/usercenter/cas/multi/supplier/tenant');
  if (!user || user.tenantId <= 0) return null;

  const current = `${user.tenantId}:${user.purchaseId ?? ''}`;
  const items: NonNullable<MenuProps['items']> = list
    ? list.map((tenant) => ({
        type: 'group' as const,
        key: `group:${tenant.tenantId}`,
        label: tenant.tenantName,
        children:
          tenant.purchasers.length > 0
            ? tenant.purchasers.map((partner) => ({ key: `${tenant.tenantId}:${partner.tenantId}`, label: partner.tenantName }))
            : [{ key: `${tenant.tenantId}:`, label: t('layout.partner.none') }],
      }))
    : loadingItems;
  return (
    <Dropdown
      trigger={['click']}
      onOpenChange={(open) => open && load()}
      menu={{
        items,
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => {
          if (key === current) return;
          const [tenantId, partnerId] = key.split(':');
          const tenant = list?.find((entry) => String(entry.tenantId) === tenantId);
          if (!tenant) return;
          void api
            .request({
              method: 'post',
              url: '/eps/usercenter/uc/user/choose/multi/tenant',
              data: { tenantId: tenant.tenantId, tenantName: tenant.tenantName, ...(partnerId ? { purchaser: Number(partnerId) } : {}) },
            })
            .then(done)
            .catch(() => undefined);
        },
      }}
    >
      <Button type="text" className="eps-topbar-button eps-topbar-switch" icon={<TeamOutlined />} data-testid="partner-switch" title={t('layout.partner.switch')}>
        {user.tenantName ?? ''}
        {user.purchaseName ? ` / ${user.purchaseName}` : ''}
      </Button>
    </Dropdown>
  );
}
