/**
 * spec portal-shell 2.1: on entering the main layout, a supplier whose
 * company registration needs completing is sent to the company-register
 * page, unless this tab put it off (src/shell/session/companyRisk.ts). Asked
 * once per entry and per user and tenant, not on every navigation inside the
 * layout; the answer never holds the layout up, and a failed check sends
 * nobody anywhere.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useEnv } from '../../core/react';
import { COMPANY_REGISTER_PATH } from '../routing/paths';
import { userAtom } from '../session';
import { needsCompanyRegister } from '../session/companyRisk';

export function CompanyRiskRedirect(): null {
  const env = useEnv();
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const where = useRef(pathname);
  useEffect(() => {
    where.current = pathname;
  });
  const latest = useRef({ user, api: env.api, navigate });
  useEffect(() => {
    latest.current = { user, api: env.api, navigate };
  });
  const key = user ? `${user.userId}:${user.tenantId}` : '';

  useEffect(() => {
    const { user: current, api } = latest.current;
    if (!current) return undefined;
    let live = true;
    void needsCompanyRegister(current, api).then((hit) => {
      // Already there (a reload of the page itself): nothing to do.
      if (live && hit && where.current !== COMPANY_REGISTER_PATH) void latest.current.navigate(COMPANY_REGISTER_PATH);
    });
    return () => {
      live = false;
    };
  }, [key]);

  return null;
}
