/**
 * The small tools of the top bar (spec portal-shell 1 and 2.3): language
 * switch, full screen, help manual, customer service and the notification
 * bell slot.
 */
import { Button, Dropdown, Tooltip } from 'antd';
import {
  CustomerServiceOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  GlobalOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationPopover } from '../workbench/NotificationPopover';
import { useEnv } from '../../core/react';
import { normaliseLanguage } from '../../i18n/resources';
import { useLanguageSwitch } from '../routing/language';
import { useMainResolution } from './MainRoutePage';
import { paramsAtom } from '../routing/portalData';

/** Languages offered, each named in itself. */
const LANGUAGE_NAMES = { 'zh-cn': '简体中文', en: 'English' } as const;

/** Parameter holding the customer service address. */
export const CUSTOMER_SERVICE_PARAM = 'EPS_CUSTOMER_SERVICE_URL';

/** The help manual of a menu with a documentation id (spec workflow 2.2 and 8). */
export function helpManualUrl(path: string, docId: string): string {
  return `/docs-ui/#/app${path}?id=${encodeURIComponent(docId)}`;
}

export function LanguageSwitch(): ReactElement {
  const { i18n, t } = useTranslation();
  const env = useEnv();
  const switchLanguage = useLanguageSwitch(env.api);
  const current = normaliseLanguage(i18n.language);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: Object.entries(LANGUAGE_NAMES).map(([key, label]) => ({ key, label })),
        selectable: true,
        selectedKeys: [current],
        // The texts could not load (network): the page stays in its language and says so.
        onClick: ({ key }) => void switchLanguage(key).catch(() => env.notify('error', t('shell.languageLoadFailed'))),
      }}
    >
      <Button type="text" className="eps-topbar-button" icon={<GlobalOutlined />} data-testid="language-switch" aria-label={t('login.language.named', { name: LANGUAGE_NAMES[current] })}>
        {LANGUAGE_NAMES[current]}
      </Button>
    </Dropdown>
  );
}

export function FullscreenToggle(): ReactElement {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => document.fullscreenElement != null);
  useEffect(() => {
    const onChange = (): void => setFull(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const label = full ? t('layout.tools.exitFullscreen') : t('layout.tools.fullscreen');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        className="eps-topbar-button"
        aria-label={label}
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={() => {
          const action = full ? document.exitFullscreen?.() : document.documentElement.requestFullscreen?.();
          void action?.catch(() => undefined);
        }}
      />
    </Tooltip>
  );
}

/** Active when the current menu has a documentation id; otherwise an info notice. */
export function HelpManualButton(): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const resolution = useMainResolution();
  const docId = resolution.kind === 'menu' ? resolution.route.docId : undefined;
  const path = resolution.kind === 'menu' ? resolution.route.path : '';
  const label = t('layout.tools.help');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        className={docId ? 'eps-topbar-button eps-topbar-active' : 'eps-topbar-button'}
        aria-label={label}
        data-testid="help-manual"
        icon={<QuestionCircleOutlined />}
        onClick={() => (docId ? env.openWindow(helpManualUrl(path, docId)) : env.notify('info', t('layout.tools.noHelp')))}
      />
    </Tooltip>
  );
}

export function CustomerServiceButton(): ReactElement | null {
  const { t } = useTranslation();
  const env = useEnv();
  const url = useAtomValue(paramsAtom)[CUSTOMER_SERVICE_PARAM];
  if (!url) return null;
  const label = t('layout.tools.service');
  return (
    <Tooltip title={label}>
      <Button type="text" className="eps-topbar-button" aria-label={label} icon={<CustomerServiceOutlined />} onClick={() => env.openWindow(url)} />
    </Tooltip>
  );
}

/** The notification bell: the home workbench's popover (src/shell/workbench/NotificationPopover). */
export function NotificationBell(): ReactElement {
  return <NotificationPopover />;
}
