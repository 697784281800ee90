/**
 * The top bar of the main layout (spec portal-shell 1 and 2.3): brand, app
 * icons (home; enterprise for suppliers; pec-ui), app menus, then tenant or
 * partner switch, language, full screen, help, customer service, bell and
 * the user menu.
 */
import { Layout, Tooltip } from 'antd';
import { BankOutlined, HomeOutlined, ShopOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEnv } from '../../core/react';
import type { MenuModel } from '../../menu';
import type { Platform } from '../../api';
import type { UserInfo } from '../session';
import { usePlatformName } from '../routing/DocumentTitle';
import { HOME_PATH } from '../routing/paths';
import { menuModelAtom } from '../routing/portalData';
import { userAtom } from '../session';
import { AppMenus } from './AppMenus';
import { CustomerServiceButton, FullscreenToggle, HelpManualButton, LanguageSwitch, NotificationBell } from './HeaderTools';
import { PartnerSwitch, TenantSwitch } from './TenantSwitch';
import { UserMenu } from './UserMenu';
import { useOpenApp } from '../apps/useOpenApp';

/** The permission that shows the enterprise icon (spec portal-shell 2.3). */
export const COMPANY_MANAGEMENT_PERMISSION = 'p_usercenter_company_management';
/** The embedded app of the pec icon. */
export const PEC_APP = 'pec-ui';

/** spec portal-shell 2.3: supplier platform, userLevel not 2, tenantId above 0, company-management permission. */
export function showsEnterpriseIcon(platform: Platform, user: UserInfo, has: (key: string) => boolean): boolean {
  return platform === 'su' && String(user.userLevel) !== '2' && user.tenantId > 0 && has(COMPANY_MANAGEMENT_PERMISSION);
}

/** spec portal-shell 2.3: the pec-ui icon, when the user has that menu and userLevel is not 2. */
export function pecApp(model: MenuModel, user: UserInfo): MenuModel['apps'][number] | undefined {
  if (String(user.userLevel) === '2') return undefined;
  return model.apps.find((app) => app.route === PEC_APP || app.routes.some((r) => r.target.kind === 'embedded' && r.target.app === PEC_APP));
}

export function TopBar({ platform }: { platform: Platform }): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const navigate = useNavigate();
  const openApp = useOpenApp();
  const user = useAtomValue(userAtom);
  const model = useAtomValue(menuModelAtom);
  const { name, edition } = usePlatformName(platform);
  const pec = user ? pecApp(model, user) : undefined;

  return (
    <Layout.Header className="eps-topbar" data-testid="top-bar">
      <button type="button" className="eps-brand" onClick={() => navigate(HOME_PATH)}>
        <span className="eps-brand-logo">E</span>
        <span className="eps-brand-name" title={name}>
          {name}
        </span>
        <span className="eps-brand-edition">{edition}</span>
      </button>
      <div className="eps-topbar-icons">
        <Tooltip title={t('layout.icons.home')}>
          <button type="button" className="eps-icon-button" aria-label={t('layout.icons.home')} data-testid="icon-home" onClick={() => navigate(HOME_PATH)}>
            <HomeOutlined />
          </button>
        </Tooltip>
        {user && showsEnterpriseIcon(platform, user, env.hasPermission) ? (
          <Tooltip title={t('layout.icons.enterprise')}>
            <button type="button" className="eps-icon-button" aria-label={t('layout.icons.enterprise')} data-testid="icon-enterprise" onClick={() => navigate('/pages/main/enterprise')}>
              <BankOutlined />
            </button>
          </Tooltip>
        ) : null}
        {pec ? (
          <Tooltip title={t('layout.icons.pec')}>
            <button type="button" className="eps-icon-button" aria-label={t('layout.icons.pec')} data-testid="icon-pec" onClick={() => openApp(pec)}>
              <ShopOutlined />
            </button>
          </Tooltip>
        ) : null}
      </div>
      <AppMenus />
      <div className="eps-topbar-spacer" />
      {platform === 'su' ? <PartnerSwitch /> : <TenantSwitch />}
      <LanguageSwitch />
      <FullscreenToggle />
      <HelpManualButton />
      <CustomerServiceButton />
      <NotificationBell />
      <UserMenu />
    </Layout.Header>
  );
}
