/**
 * Ours: the home page as the portal renders it, schemas/home/index.json
 * through ScreenRenderer (load, render; validated by the bench's build as
 * by the portal's, build/checkedScreensPlugin.mjs) with the real registry;
 * the user and the 12 apps in its scope as the shell puts them there
 * (src/shell/pages/screenApps.ts), and the home calls answered by the bench
 * api with the same data as the hand-written baseline.
 */
import type { ReactElement } from 'react';
import { registry } from '../../renderers';
import type { PortalEnv } from '@core/env';
import { PortalRuntime, ScreenRenderer } from '@core/react';
import { Scope } from '@core/scope';
import { SHELL_ENUMS } from '../../src/shell/constants/enums';
import { CHECKED_SCREENS, SCREEN_RENDERERS } from '../../src/shell/screens/checkedScreens';
import { createBenchEnv } from '../benchEnv';
import { homeApi, HOME_PERMISSION_URLS } from './homeApi';
import { homeApps, homeUser } from './homeData';

const SCREEN = 'home/index';

const env: PortalEnv = {
  ...createBenchEnv(homeApi, HOME_PERMISSION_URLS),
  // As the portal's screen source: a file the build validated is not validated again in the browser.
  screens: { bundled: { [SCREEN]: () => import('../../schemas/home/index.json') }, checked: CHECKED_SCREENS, rendererTypes: SCREEN_RENDERERS },
};

// The shape of src/shell/pages/screenApps.ts ScreenApp.
const apps = homeApps.map((app) => ({
  permissionId: app.permissionId,
  appInfoId: app.appInfoId,
  title: app.title,
  icon: app.icon ?? '',
  linkType: '0',
  redirect: `/pages/main/app-${app.permissionId}`,
}));

const scope = new Scope({ user: homeUser, apps, platform: 'ep', enums: SHELL_ENUMS, route: { path: '/pages/main/home', params: {}, query: {} } });
const renderError = (error: unknown): ReactElement => <pre>{String(error)}</pre>;

export default function HomeOurs(): ReactElement {
  return (
    <PortalRuntime registry={registry} env={env}>
      <ScreenRenderer id={SCREEN} source={env.screens!} scope={scope} fallback={null} renderError={renderError} />
    </PortalRuntime>
  );
}
