/**
 * The wrapper page of an embedded `{name}-ui` sub-app (spec workflow 2.1 and
 * 4.1): a loading indicator until the sub-app is mounted, then the sub-app;
 * after mount success or failure the `app-mounted` event is broadcast.
 *
 * Placeholder route (issue 4): this build has no sub-app host yet, so the
 * mount step reports the sub-app as not connected and the page says so,
 * naming the app and its path. The embedding issue replaces `mountSubApp`.
 */
import { Result, Spin, Typography } from 'antd';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** The event broadcast after a mount attempt (spec workflow 4.1). */
export const APP_MOUNTED_EVENT = 'app-mounted';

type MountState = { status: 'loading' } | { status: 'mounted' } | { status: 'unavailable' };

/** Mounts a sub-app into the page. No sub-app host is part of this build: every app is unavailable. */
async function mountSubApp(_app: string, _path: string): Promise<'mounted' | 'unavailable'> {
  return 'unavailable';
}

export interface EmbeddedAppPageProps {
  app: string;
  path: string;
}

export function EmbeddedAppPage({ app, path }: EmbeddedAppPageProps): ReactElement {
  const { t } = useTranslation();
  const [state, setState] = useState<MountState & { key: string }>({ status: 'loading', key: '' });
  const key = `${app}${path}`;

  useEffect(() => {
    let live = true;
    void mountSubApp(app, path).then((outcome) => {
      if (!live) return;
      setState({ status: outcome, key });
      window.dispatchEvent(new CustomEvent(APP_MOUNTED_EVENT, { detail: { app, path, status: outcome } }));
    });
    return () => {
      live = false;
    };
  }, [app, path, key]);

  if (state.key !== key || state.status === 'loading') {
    return (
      <div data-testid="embedded-loading" style={{ display: 'flex', justifyContent: 'center', padding: 80 }}>
        <Spin size="large" tip={t('layout.embedded.loading', { app })}>
          <div style={{ width: 240, height: 40 }} />
        </Spin>
      </div>
    );
  }
  return (
    <div data-testid="embedded-app" data-app={app}>
      <Result
        status="info"
        title={t('layout.embedded.title', { app })}
        subTitle={
          <>
            {t('layout.embedded.unavailable')}
            <br />
            <Typography.Text code>{`/${app}${path}`}</Typography.Text>
          </>
        }
      />
    </div>
  );
}
