/**
 * The home apps panel (spec portal-shell 2.4): a search box (trimmed, 180 ms
 * debounce, skipped during IME composition) over the app tiles; matching apps
 * move to the front and are highlighted. Focusing the box fixes the list's
 * height (so tiles moving do not make the page jump); leaving it releases it.
 */
import { AppstoreOutlined, SearchOutlined } from '@ant-design/icons';
import { Card, Empty, Input } from 'antd';
import { useAtomValue } from 'jotai';
import { useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';
import { appIcon, appTitle } from '../layout/menuTitle';
import { useOpenApp } from '../layout/useOpenApp';
import { menuModelAtom, permissionAppsAtom } from '../routing/portalData';
import { HOME_APPS_DEBOUNCE_MS, rankBySearch, useDebouncedSearch } from './appSearch';

export function AppsPanel(): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const model = useAtomValue(menuModelAtom);
  const apps = useAtomValue(permissionAppsAtom);
  const openApp = useOpenApp();
  const search = useDebouncedSearch(HOME_APPS_DEBOUNCE_MS);
  const listRef = useRef<HTMLDivElement>(null);
  const [fixedHeight, setFixedHeight] = useState<number | undefined>(undefined);
  const ranked = rankBySearch(model.apps, search.query, (app) => appTitle(app, apps, env.i18n));

  return (
    <Card
      title={t('layout.home.apps')}
      size="small"
      data-testid="home-apps"
      extra={
        <Input
          allowClear
          size="small"
          prefix={<SearchOutlined />}
          placeholder={t('workbench.home.appsSearch')}
          value={search.text}
          onChange={search.onChange}
          onCompositionStart={search.onCompositionStart}
          onCompositionEnd={search.onCompositionEnd}
          onFocus={() => setFixedHeight(listRef.current?.offsetHeight)}
          onBlur={() => setFixedHeight(undefined)}
          style={{ width: 200 }}
          data-testid="home-apps-search"
        />
      }
    >
      {model.apps.length === 0 ? (
        <Empty description={t('layout.apps.none')} />
      ) : (
        <div ref={listRef} className="eps-home-apps" style={fixedHeight ? { height: fixedHeight, overflow: 'auto' } : undefined}>
          {ranked.map(({ item: app, matched }) => {
            const icon = appIcon(app, apps);
            return (
              <button
                type="button"
                key={app.permissionId}
                className={matched ? 'eps-home-app eps-home-app-matched' : 'eps-home-app'}
                onClick={() => openApp(app)}
                data-testid="home-app"
                data-matched={matched ? 'true' : undefined}
              >
                {icon ? <img src={icon} alt="" width={36} height={36} /> : <AppstoreOutlined style={{ fontSize: 36, color: '#1677ff' }} />}
                <span>{appTitle(app, apps, env.i18n)}</span>
              </button>
            );
          })}
        </div>
      )}
    </Card>
  );
}
