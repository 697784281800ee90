/**
 * The login page's top bar (spec portal-shell 2.2; not on mobile): logo,
 * platform title, links for login, long-term projects, register, help and
 * online service (from parameters, each carrying a `lang` query), and the
 * language switch.
 */
import { GlobalOutlined } from '@ant-design/icons';
import { Dropdown, Space } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCurrentPlatform, usePlatformName } from '../routing/DocumentTitle';
import type { LoginLinks } from './loginLinks';

export interface LoginTopBarProps {
  links: LoginLinks | undefined;
  /** In-app path of the login page (for the login and long-term links). */
  loginPath: string;
  onLanguage: (language: string) => void;
  /** The supplier long-term projects link (one brand variant only, spec portal-shell 2.2). */
  projectsLink?: boolean;
}

const LANGUAGES = ['zh-cn', 'en'] as const;

function External({ href, children }: { href: string; children: string }): ReactElement | null {
  if (!href) return null;
  return (
    <a className="eps-login-topbar-link" href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function LoginTopBar({ links, loginPath, onLanguage, projectsLink = false }: LoginTopBarProps): ReactElement {
  const { t, i18n } = useTranslation();
  const current = i18n.language === 'en' ? 'en' : 'zh-cn';
  // The same platform name and edition as the page title (DocumentTitle), so the tab and the brand agree.
  const { name, edition } = usePlatformName(useCurrentPlatform());
  return (
    <header className="eps-login-topbar">
      <div className="eps-login-topbar-inner">
        <a className="eps-login-brand" href={links?.home || loginPath}>
          <svg className="eps-login-logo" viewBox="0 0 40 40" aria-hidden="true">
            <rect width="40" height="40" rx="9" fill="#1677ff" />
            <path d="M11 12h18v4H16v3h11v4H16v3h13v4H11z" fill="#fff" />
          </svg>
          <span className="eps-login-title">{name}</span>
          <span className="eps-login-subtitle">{edition}</span>
        </a>
        <nav className="eps-login-topbar-links" aria-label={name}>
          <Link className="eps-login-topbar-link" to={loginPath}>
            {t('login.links.login')}
          </Link>
          {projectsLink ? (
            <Link className="eps-login-topbar-link" to={`${loginPath}?view=more`}>
              {t('login.links.longTerm')}
            </Link>
          ) : null}
          <External href={links?.register ?? ''}>{t('login.links.register')}</External>
          <External href={links?.help ?? ''}>{t('login.links.help')}</External>
          <External href={links?.onlineService ?? ''}>{t('login.links.onlineService')}</External>
          <Dropdown
            trigger={['click']}
            menu={{
              selectable: true,
              selectedKeys: [current],
              items: LANGUAGES.map((lang) => ({ key: lang, label: t(`login.language.${lang}`) })),
              onClick: ({ key }) => onLanguage(key),
            }}
          >
            {/* The name starts with the visible text (WCAG 2.5.3), then says what the menu is. */}
            <button type="button" className="eps-login-language" aria-label={t('login.language.named', { name: t(`login.language.${current}`) })}>
              <Space size={4}>
                <GlobalOutlined />
                {t(`login.language.${current}`)}
              </Space>
            </button>
          </Dropdown>
        </nav>
      </div>
    </header>
  );
}
