/**
 * The my-apps cascader popover of the top bar (spec portal-shell 2.3, one of
 * the allowed custom widgets): level 1 items are the user's apps, deeper items
 * their menus; a search box filters apps by title after a 300 ms debounce
 * (IME aware); the panel is min(max(258, 20 + 34 x appCount), 428) px high.
 * Choosing an app launches it by its link type (useOpenApp, spec 4); the
 * button shows progress while a launch is under way (a ticket being
 * fetched). Choosing a menu entry goes to its route (or opens its external
 * link).
 */
import { AppstoreOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Popover, Spin, type InputRef } from 'antd';
import { useAtomValue } from 'jotai';
import { useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEnv, useModuleState } from '../../core/react';
import type { I18nProvider } from '@core/env';
import type { MenuApp, MenuItem } from '../../menu';
import { launchingAppIdsAtom } from '../apps/launchState';
import { appTitle, menuTitle } from '../../menu/menuTitle';
import { useOpenApp } from '../apps/useOpenApp';
import { menuModelAtom, permissionAppsAtom } from '../routing/portalData';
import { appsCascaderPanel } from './appsCascaderPanel';
import { MY_APPS_DEBOUNCE_MS, rankBySearch, useDebouncedSearch } from './appSearch';
import { cascaderHeight } from './cascaderHeight';

interface Option {
  value: string;
  label: string;
  children?: Option[];
}

/** The cascader's options (apps, then their menus) and the menu items by key, to act on a choice. */
function cascaderOptions(apps: readonly MenuApp[], title: (app: MenuApp) => string, i18n: I18nProvider): { options: Option[]; items: Map<string, MenuItem> } {
  const items = new Map<string, MenuItem>();
  const toOption = (item: MenuItem): Option => {
    items.set(item.key, item);
    const children = item.children.map(toOption);
    return { value: item.key, label: menuTitle(item, i18n), ...(children.length ? { children } : {}) };
  };
  const options: Option[] = apps.map((app) => {
    const children = app.menu.map(toOption);
    return { value: `app:${app.permissionId}`, label: title(app), ...(children.length ? { children } : {}) };
  });
  return { options, items };
}

/**
 * The top bar's button, busy while an app is being launched. An element, not a component: the popover clones
 * its child to attach its own handlers and ref, which must land on the button itself.
 */
function myAppsButton(label: string, launching: boolean): ReactElement {
  return (
    <Button
      type="text"
      className="eps-topbar-button"
      icon={<AppstoreOutlined aria-hidden />}
      loading={launching}
      data-testid="fast-apps"
      // The panel's code starts loading as the pointer or focus comes, so it is usually here by the click.
      onMouseEnter={() => void appsCascaderPanel.load().catch(() => undefined)}
      onFocus={() => void appsCascaderPanel.load().catch(() => undefined)}
    >
      {label}
    </Button>
  );
}

export function MyAppsPopover(): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const navigate = useNavigate();
  const openApp = useOpenApp();
  const model = useAtomValue(menuModelAtom);
  const apps = useAtomValue(permissionAppsAtom);
  const launching = useAtomValue(launchingAppIdsAtom);
  const search = useDebouncedSearch(MY_APPS_DEBOUNCE_MS);
  const [open, setOpen] = useState(false);
  const searchBox = useRef<InputRef>(null);

  const title = (app: MenuApp): string => appTitle(app, apps, env.i18n);
  const shown = search.query ? rankBySearch(model.apps, search.query, title).filter((r) => r.matched).map((r) => r.item) : model.apps;
  const { options, items } = cascaderOptions(shown, title, env.i18n);

  const choose = (path: (string | number)[]): void => {
    const last = String(path[path.length - 1] ?? '');
    setOpen(false);
    if (last.startsWith('app:')) {
      const app = model.apps.find((a) => `app:${a.permissionId}` === last);
      if (app) openApp(app);
      return;
    }
    const item = items.get(last);
    if (item?.path) navigate(item.path);
    else if (item?.externalUrl) env.openWindow(item.externalUrl);
  };

  const height = cascaderHeight(model.apps.length);
  const content = (
    <div className="eps-my-apps" data-testid="my-apps-popover" style={{ height }}>
      <Input
        allowClear
        size="small"
        prefix={<SearchOutlined />}
        placeholder={t('workbench.home.appsSearch')}
        aria-label={t('workbench.home.appsSearch')}
        // The cascader panel takes no keyboard focus; the search box does
        // (focused once the popover is shown, see afterOpenChange), and Enter opens
        // the first app matching what was typed.
        ref={searchBox}
        onPressEnter={() => {
          const query = search.text.trim();
          const first = query ? rankBySearch(model.apps, query, title).find((r) => r.matched)?.item : undefined;
          if (first) choose([`app:${first.permissionId}`]);
        }}
        value={search.text}
        onChange={search.onChange}
        onCompositionStart={search.onCompositionStart}
        onCompositionEnd={search.onCompositionEnd}
        data-testid="my-apps-search"
        style={{ marginBottom: 8 }}
      />
      {options.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layout.apps.none')} />
      ) : (
        <AppsPanel options={options} height={height - 48} onChoose={choose} />
      )}
    </div>
  );
  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomLeft"
      open={open}
      onOpenChange={setOpen}
      // autoFocus on mount is lost: the popup is not yet shown then.
      afterOpenChange={(visible) => {
        if (visible) searchBox.current?.focus({ preventScroll: true });
      }}
    >
      {myAppsButton(t('layout.apps.fast'), launching.size > 0)}
    </Popover>
  );
}

/** The apps and their menus as a cascader panel, once its code is here; a failed load says so and offers a retry. */
function AppsPanel({ options, height, onChoose }: { options: Option[]; height: number; onChoose: (path: (string | number)[]) => void }): ReactElement {
  const { t } = useTranslation();
  const panel = useModuleState(appsCascaderPanel, 'The my-apps panel');
  const Panel = panel.value;
  if (Panel) return <Panel options={options} expandTrigger="hover" changeOnSelect onChange={(value) => onChoose(value as (string | number)[])} style={{ height }} />;
  if (panel.failed) {
    return (
      <div role="alert" style={{ padding: 16, textAlign: 'center' }}>
        <p>{t('layout.apps.loadFailed')}</p>
        <Button size="small" onClick={panel.retry}>
          {t('shell.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
      <Spin aria-label={t('layout.apps.loading')} />
    </div>
  );
}
