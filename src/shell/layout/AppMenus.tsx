/**
 * The top bar's app menus (spec portal-shell 1): fast apps (every app the
 * user holds), common apps (the apps opened most often, from the menu
 * history) and history (the last pages visited). The my-apps cascader with
 * search (src/shell/workbench/MyAppsPopover) replaces the fast-apps list.
 */
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { AppstoreOutlined, HistoryOutlined, StarOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEnv } from '../../core/react';
import type { MenuApp } from '../../menu';
import { useMessagesVersion } from '../routing/language';
import { commonAppIds, historyOfAtom } from '../routing/menuHistory';
import { menuModelAtom, permissionAppsAtom } from '../routing/portalData';
import { userAtom } from '../session';
import { appIcon, appTitle, menuTitle } from '../../menu/menuTitle';
import { useOpenApp } from '../apps/useOpenApp';
import { MyAppsPopover } from '../workbench/MyAppsPopover';

type Items = NonNullable<MenuProps['items']>;

const HISTORY_SHOWN = 10;

function AppIcon({ src }: { src: string | undefined }): ReactElement {
  return src ? <img src={src} alt="" width={16} height={16} style={{ verticalAlign: 'middle' }} /> : <AppstoreOutlined aria-hidden />;
}

export function AppMenus(): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const navigate = useNavigate();
  const openApp = useOpenApp();
  useMessagesVersion();
  const user = useAtomValue(userAtom);
  const model = useAtomValue(menuModelAtom);
  const apps = useAtomValue(permissionAppsAtom);
  const historyAtom = useMemo(() => historyOfAtom(user?.userId), [user?.userId]);
  const history = useAtomValue(historyAtom);

  const appItem = (app: MenuApp) => ({
    key: String(app.permissionId),
    icon: <AppIcon src={appIcon(app, apps)} />,
    label: appTitle(app, apps, env.i18n),
  });
  const byId = (id: string): MenuApp | undefined => model.apps.find((app) => String(app.permissionId) === id);
  const onApp: MenuProps['onClick'] = ({ key }) => {
    const app = byId(key);
    if (app) openApp(app);
  };

  const commonApps = commonAppIds(history)
    .map(byId)
    .filter((app): app is MenuApp => app !== undefined);
  const common: Items = commonApps.length > 0 ? commonApps.map(appItem) : [{ key: 'none', label: t('layout.apps.noCommon'), disabled: true }];
  const recent = history.slice(0, HISTORY_SHOWN);
  const historyItems: Items =
    recent.length > 0
      ? recent.map((entry) => ({ key: entry.path, label: menuTitle(entry, env.i18n) }))
      : [{ key: 'none', label: t('layout.apps.noHistory'), disabled: true }];

  return (
    <div className="eps-app-menus">
      <MyAppsPopover />
      <Dropdown menu={{ items: common, onClick: onApp }} trigger={['click']}>
        <Button type="text" className="eps-topbar-button" icon={<StarOutlined aria-hidden />} data-testid="common-apps">
          {t('layout.apps.common')}
        </Button>
      </Dropdown>
      <Dropdown menu={{ items: historyItems, onClick: ({ key }) => navigate(key) }} trigger={['click']}>
        <Button type="text" className="eps-topbar-button" icon={<HistoryOutlined aria-hidden />} data-testid="history-apps">
          {t('layout.apps.history')}
        </Button>
      </Dropdown>
    </div>
  );
}
