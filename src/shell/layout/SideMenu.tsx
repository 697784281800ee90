/**
 * The side menu of the active app (spec portal-shell 1 and 2.3) with its
 * keyword filter (filterMenu). Groups open as submenus; a tab container is
 * one entry (its page shows the tabs); external links open a new window.
 */
import { Input, Menu, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { FileTextOutlined, LinkOutlined } from '@ant-design/icons';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEnv } from '../../core/react';
import { filterMenu, type MenuApp, type MenuItem, type MenuModel } from '../../menu';
import { useMessagesVersion } from '../routing/language';
import { menuIcon } from './menuIcons';
import { menuTitle } from '../../menu/menuTitle';

type AntItem = Required<MenuProps>['items'][number];

const EXTERNAL_PREFIX = 'external:';

/** The menu key of the item a path belongs to: the item itself, or the tab container of a tab. */
export function selectedKeyOf(pathname: string, model: MenuModel): string {
  const route = model.routesByPath.get(pathname);
  return route?.containerPath ?? pathname;
}

function groupKeys(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => (item.children.length > 0 ? [item.key, ...groupKeys(item.children)] : []));
}

/** A tab container has a path and tab children: one entry, not a group. */
function isGroup(item: MenuItem): boolean {
  return item.children.length > 0 && item.path === undefined && item.externalUrl === undefined;
}

export interface SideMenuProps {
  app: MenuApp;
  appTitle: string;
  model: MenuModel;
  pathname: string;
}

export function SideMenu({ app, appTitle, model, pathname }: SideMenuProps): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const navigate = useNavigate();
  useMessagesVersion();
  const [keyword, setKeyword] = useState('');
  const title = (item: MenuItem): string => menuTitle(item, env.i18n);
  const visible = filterMenu(app.menu, keyword, title);
  const allGroups = useMemo(() => groupKeys(app.menu), [app.menu]);
  const [openKeys, setOpenKeys] = useState<string[]>(allGroups);

  const toAnt = (items: readonly MenuItem[]): AntItem[] =>
    items.map((item): AntItem => {
      if (isGroup(item)) return { key: item.key, label: title(item), icon: menuIcon(item.icon), children: toAnt(item.children) };
      const isContainer = item.path !== undefined && (model.routesByPath.get(item.path)?.tabs.length ?? 0) > 0;
      if (item.path !== undefined && item.children.length > 0 && !isContainer) {
        // A page with sub-pages: a submenu whose first entry is the page itself.
        return {
          key: item.key,
          label: title(item),
          icon: menuIcon(item.icon),
          children: [{ key: item.path, label: title(item) }, ...toAnt(item.children)],
        };
      }
      if (item.externalUrl !== undefined) {
        return {
          key: `${EXTERNAL_PREFIX}${item.key}`,
          icon: menuIcon(item.icon) ?? <LinkOutlined aria-hidden />,
          label: title(item),
        };
      }
      return { key: item.path ?? item.key, icon: menuIcon(item.icon) ?? <FileTextOutlined aria-hidden />, label: title(item) };
    });

  const externalOf = (key: string, items: readonly MenuItem[]): string | undefined => {
    for (const item of items) {
      if (`${EXTERNAL_PREFIX}${item.key}` === key) return item.externalUrl;
      const nested = externalOf(key, item.children);
      if (nested) return nested;
    }
    return undefined;
  };

  return (
    <nav className="eps-side-menu" aria-label={appTitle} data-testid="side-menu">
      <Typography.Text strong className="eps-side-menu-title">
        {appTitle}
      </Typography.Text>
      <div style={{ padding: '0 12px 8px' }}>
        <Input.Search allowClear size="small" aria-label={t('layout.menu.filter')} placeholder={t('layout.menu.filter')} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      </div>
      <Menu
        mode="inline"
        selectedKeys={[selectedKeyOf(pathname, model)]}
        openKeys={keyword.trim() ? groupKeys(visible) : openKeys}
        onOpenChange={(keys) => setOpenKeys(keys as string[])}
        items={toAnt(visible)}
        onClick={({ key }) => {
          if (key.startsWith(EXTERNAL_PREFIX)) {
            const url = externalOf(key, app.menu);
            if (url) env.openWindow(url);
            return;
          }
          navigate(key);
        }}
        style={{ borderInlineEnd: 'none' }}
      />
      {visible.length === 0 ? (
        <Typography.Text type="secondary" style={{ display: 'block', padding: '8px 16px' }}>
          {keyword.trim() ? t('layout.menu.noMatch') : t('layout.menu.empty')}
        </Typography.Text>
      ) : null}
    </nav>
  );
}
