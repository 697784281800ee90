/** Where a sub-app lives: from the seeded app configuration, the 2.1 list always micro-apps. */
import { describe, expect, it } from 'vitest';
import { iframeAppsToPreload, MAX_PRELOADED_IFRAMES, subAppConfig } from '../../../../src/shell/embedding/subAppConfig';

const PORTAL = 'http://127.0.0.1:8080';
const APPS = [
  { id: 7, appCode: 'app.frame-ui', type: 0, href: '/pages/main/frame-ui', isIframe: 1 },
  { id: 8, appCode: 'app.remote', type: 0, href: '/pages/main/remote-ui', url: 'https://remote.example.com/base', isIframe: 1 },
  { id: 9, appCode: 'app.sourcing', type: 0, href: '/pages/main/sub-ui', isIframe: 1 },
];

describe('subAppConfig', () => {
  it('an iframe app on the portal origin', () => {
    expect(subAppConfig('frame-ui', APPS, PORTAL)).toEqual({ name: 'frame-ui', entry: `${PORTAL}/frame-ui/`, origin: PORTAL, iframe: true, sameOrigin: true, appInfoId: 7 });
  });
  it('a configured absolute url gives the origin whose messages are accepted', () => {
    expect(subAppConfig('remote-ui', APPS, PORTAL)).toMatchObject({ origin: 'https://remote.example.com', entry: 'https://remote.example.com/remote-ui/', iframe: true, sameOrigin: false });
  });
  it('isIframe as the reference server sends it (a boolean) counts too', () => {
    const apps = [{ id: 3, appCode: 'app.frame-ui', type: 0, href: '/pages/main/frame-ui', isIframe: true as unknown as number }];
    expect(subAppConfig('frame-ui', apps, PORTAL).iframe).toBe(true);
  });
  it('the sub-app list of spec 2.1 is hosted as micro-apps', () => {
    expect(subAppConfig('sub-ui', APPS, PORTAL).iframe).toBe(false);
  });
  it('an unknown app is a same-origin micro-app without notices', () => {
    expect(subAppConfig('demo-ui', [], PORTAL)).toEqual({ name: 'demo-ui', entry: `${PORTAL}/demo-ui/`, origin: PORTAL, iframe: false, sameOrigin: true, appInfoId: undefined });
  });

  it('preloads the iframe apps of the list only (not the 2.1 sub apps), bounded', () => {
    expect(iframeAppsToPreload(APPS, PORTAL).map((config) => config.name)).toEqual(['frame-ui', 'remote-ui']);
    const many = Array.from({ length: 6 }, (_, i) => ({ id: 20 + i, appCode: `app.f${i}`, type: 0, href: `/pages/main/f${i}-ui`, isIframe: 1 }));
    expect(iframeAppsToPreload(many, PORTAL)).toHaveLength(MAX_PRELOADED_IFRAMES);
    expect(iframeAppsToPreload([{ id: 1, appCode: 'app.x', type: 0, href: 'https://elsewhere.example.com', isIframe: 1 }], PORTAL)).toEqual([]);
  });
});
