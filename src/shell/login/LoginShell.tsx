/**
 * The frame both login pages share: top bar (hidden on mobile), the page
 * body and the footer.
 */
import { Grid } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginLinks } from './loginLinks';
import { PageHeading } from '../routing/PageHeading';
import { LoginTopBar } from './LoginTopBar';
import { useLoginLanguage } from './useLoginLanguage';
import './login.css';

export function LoginShell({ links, loginPath, children }: { links: LoginLinks | undefined; loginPath: string; children: ReactNode }): ReactElement {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const switchLanguage = useLoginLanguage();
  // spec portal-shell 2.2: the top bar is not shown on mobile (below md).
  const mobile = screens.md === false;
  return (
    <div className="eps-login-page">
      {mobile ? null : <LoginTopBar links={links} loginPath={loginPath} onLanguage={switchLanguage} />}
      <main className="eps-login-main">
        <PageHeading />
        {children}
      </main>
      <footer className="eps-login-footer">{t('login.footer')}</footer>
    </div>
  );
}
