/**
 * Opened views of the active app as tabs (spec portal-shell 1 and 2.3):
 * clicking a tab goes back to its last address, the close icon closes it,
 * right-click offers close, close others and close all; a tab is dragged
 * (or moved with Ctrl+Shift+arrows) to reorder (useTabDrag.ts).
 */
import { Dropdown, Tabs } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEnv } from '../../core/react';
import { useMessagesVersion } from '../routing/language';
import { activePathAtom, moveViewAtom, viewsAtom, type OpenedView } from '../state/views';
import { menuTitle } from '../../menu/menuTitle';
import { TAB_ACTIONS, tabActionAtom, type TabAction } from './tabActions';
import { useTabDrag } from './useTabDrag';

function titleOfView(view: OpenedView, i18n: ReturnType<typeof useEnv>['i18n']): string {
  const key = typeof view.i18nTitle === 'string' ? view.i18nTitle : undefined;
  return menuTitle({ title: view.title, titleKey: key }, i18n);
}

export function ViewTabs({ appId }: { appId: string }): ReactElement | null {
  const { t } = useTranslation();
  const env = useEnv();
  const navigate = useNavigate();
  useMessagesVersion();
  const all = useAtomValue(viewsAtom);
  const views = useMemo(() => all.filter((v) => v.appId === appId), [all, appId]);
  const active = useAtomValue(activePathAtom);
  const runAction = useSetAtom(tabActionAtom);
  const moveView = useSetAtom(moveViewAtom);
  const paths = useMemo(() => views.map((v) => v.path), [views]);
  const drag = useTabDrag(
    paths,
    useCallback((path: string, target: string) => moveView(path, target), [moveView]),
  );

  const act = (action: TabAction, path: string): void => {
    const { navigateTo } = runAction(action, path);
    if (navigateTo) navigate(navigateTo);
  };

  if (views.length === 0) return null;
  return (
    <div className="eps-view-tabs-frame" {...drag}>
      <Tabs
        className="eps-view-tabs"
        data-testid="view-tabs"
        type="editable-card"
        hideAdd
        // antd names the close button "remove" in every language.
        locale={{ removeAriaLabel: t('layout.tabs.close') }}
        size="small"
        {...(active ? { activeKey: active } : {})}
        onChange={(path) => {
          const view = views.find((v) => v.path === path);
          // The view becomes active when the router moves (routing/activateOnNavigation.ts), not when
          // its page has rendered, and not at all when unsaved work holds the navigation back.
          if (view) navigate(view.fullPath);
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') act('close', key);
        }}
        items={views.map((view) => ({
          key: view.path,
          closable: true,
          label: (
            <Dropdown
              trigger={['contextMenu']}
              menu={{
                items: TAB_ACTIONS.map((action) => ({ key: action, label: t(`layout.tabs.${action}`) })),
                onClick: ({ key, domEvent }) => {
                  domEvent.stopPropagation();
                  act(key as TabAction, view.path);
                },
              }}
            >
              <span data-testid="view-tab" data-path={view.path}>
                {titleOfView(view, env.i18n)}
              </span>
            </Dropdown>
          ),
        }))}
      />
    </div>
  );
}
