/** The banner band of the login pages: the carousel behind, the counter and the login panel over it. */
import type { ReactElement, ReactNode } from 'react';
import { useEnv } from '../../core/react';
import { BANNER_HEIGHT, BannerCarousel } from './BannerCarousel';

export function LoginHero({ routeUrl, aside, height = BANNER_HEIGHT, children }: { routeUrl: string; aside?: ReactNode; height?: number; children: ReactNode }): ReactElement {
  const env = useEnv();
  return (
    <section className="eps-login-hero" style={{ minHeight: height }}>
      <BannerCarousel api={env.api} routeUrl={routeUrl} height={height} />
      <div className="eps-login-hero-inner">
        <div className="eps-login-hero-aside">{aside}</div>
        <div className="eps-login-panel">{children}</div>
      </div>
    </section>
  );
}
