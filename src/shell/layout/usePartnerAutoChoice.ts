/**
 * The forced partner choice without a dialog (spec portal-shell 4: "The
 * partner dialog is hidden ... when a single forced partner is
 * auto-selected"): a supplier whose current tenant has exactly one partner
 * gets it chosen for them, and the session moves on to the next forced
 * state. With several partners (or when the check fails) the dialog shows.
 */
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { ApiProvider } from '../../core/env';
import { useEnv } from '../../core/react';
import { fetchSessionInfo } from '../routing/sessionLifecycle';
import { userAtom, type UserInfo } from '../session';

/** `checking` while the partners are looked at (nothing shows); `manual` when the user must choose. */
export type PartnerChoiceStatus = 'checking' | 'manual';

interface TenantRef {
  tenantId: number;
  tenantName: string;
}
interface SupplierTenant extends TenantRef {
  purchasers?: readonly TenantRef[];
}

/**
 * The one partner of `user`'s current supplier tenant, or undefined when it
 * has none or several (the same call the partner dialog lists them with).
 */
export async function singlePartnerOf(api: ApiProvider, user: Pick<UserInfo, 'tenantId'>): Promise<{ tenant: TenantRef; partner: TenantRef } | undefined> {
  const { data } = await api.request<SupplierTenant[]>({
    method: 'get',
    url: '/eps/usercenter/cas/multi/supplier/tenant',
    params: { tenantId: user.tenantId },
    silent: true,
  });
  const tenant = Array.isArray(data) ? data.find((entry) => entry.tenantId === user.tenantId) : undefined;
  const partners = tenant?.purchasers ?? [];
  return tenant && partners.length === 1 && partners[0] ? { tenant, partner: partners[0] } : undefined;
}

/**
 * While `active` (the pending forced state is the partner choice), chooses
 * the only partner if there is exactly one, then refreshes the session.
 * Returns whether the dialog should wait (`checking`) or show (`manual`).
 */
export function usePartnerAutoChoice(user: UserInfo | null, active: boolean): PartnerChoiceStatus {
  const { api } = useEnv();
  const setUser = useSetAtom(userAtom);
  const key = active && user ? `${user.userId}:${user.tenantId}` : undefined;
  const [decided, setDecided] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (key === undefined || !user) return;
    let live = true;
    const run = async (): Promise<void> => {
      try {
        const single = await singlePartnerOf(api, user);
        if (single) {
          await api.request({
            method: 'post',
            url: '/eps/usercenter/uc/user/choose/multi/tenant',
            data: { tenantId: single.tenant.tenantId, tenantName: single.tenant.tenantName, purchaser: single.partner.tenantId },
          });
          const fresh = await fetchSessionInfo(api, { update: true });
          if (live) setUser(fresh);
          // Still flagged (the server did not take it): let the user choose.
          if (live && fresh.errorFlags.partner) setDecided(key);
          return;
        }
      } catch {
        // The api client has told the user when it should; the dialog lets them choose by hand.
      }
      if (live) setDecided(key);
    };
    void run();
    return () => {
      live = false;
    };
    // `user` is read through `key`: a new object for the same user and tenant is no new check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, api, setUser]);

  return key !== undefined && decided === key ? 'manual' : 'checking';
}
