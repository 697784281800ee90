/**
 * The frame both login pages share: top bar (hidden on mobile), the page
 * body and the footer (its text from the platform setting, loginFlavour.ts).
 */
import { Grid } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginLinks } from './loginLinks';
import { PageHeading } from '../routing/PageHeading';
import { LoginTopBar } from './LoginTopBar';
import { useLoginLanguage } from './useLoginLanguage';
import './login.css';

export interface LoginShellProps {
  links: LoginLinks | undefined;
  loginPath: string;
  /** The top bar links to the long-term projects list (the `projects` brand variant). */
  projectsLink?: boolean;
  /** The footer's licence and ICP text from the platform setting; the portal's own text without one. */
  footer?: string | undefined;
  children: ReactNode;
}

export function LoginShell({ links, loginPath, projectsLink = false, footer, children }: LoginShellProps): ReactElement {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const switchLanguage = useLoginLanguage();
  // spec portal-shell 2.2: the top bar is not shown on mobile (below md).
  const mobile = screens.md === false;
  return (
    <div className="eps-login-page">
      {mobile ? null : <LoginTopBar links={links} loginPath={loginPath} onLanguage={switchLanguage} projectsLink={projectsLink} />}
      <main className="eps-login-main">
        <PageHeading />
        {children}
      </main>
      <footer className="eps-login-footer" data-testid="login-footer">{footer ?? t('login.footer')}</footer>
    </div>
  );
}
