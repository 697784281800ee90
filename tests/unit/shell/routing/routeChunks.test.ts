import { loadSignInPages } from '../../../../src/shell/login/routes';
import { bundledScreens } from '../../../../src/shell/screens/bundledScreens';
import { routeChunkOf, routeScreensOf } from '../../../../src/shell/routeChunks';
import { loadMainLayout } from '../../../../src/shell/shellRoutes';

describe('routeChunkOf (a page\'s code starts before the first render)', () => {
  it('gives the sign-in pages\' chunk for both login paths and the admin login', () => {
    for (const path of ['/login', '/pages/login', '/login-admin', '/login/']) expect(routeChunkOf(path)).toBe(loadSignInPages);
  });

  it('gives the main layout\'s chunk under the main and mixin roots and for `/` (home)', () => {
    for (const path of ['/pages/main/home', '/pages/main', '/mixin/pages/x', '/']) expect(routeChunkOf(path)).toBe(loadMainLayout);
  });

  it('gives nothing for pages in the entry chunk or unknown paths', () => {
    for (const path of ['/errors-tip', '/404', '/preview/home', '/pages/mainframe', '/loginx', '/bpm-ui/x-ui/']) expect(routeChunkOf(path)).toBeUndefined();
  });
});

describe('routeScreensOf (the screens whose code starts with the page\'s)', () => {
  it('names the form and the notices on the login page, the view\'s screen on its visitor views, the admin form', () => {
    expect(routeScreensOf('/login', '')).toEqual(['shell/login', 'shell/visitor-notices']);
    expect(routeScreensOf('/pages/login/', '?redirect=%2Fpages%2Fmain%2Fhome')).toEqual(['shell/login', 'shell/visitor-notices']);
    expect(routeScreensOf('/login', '?view=more')).toEqual(['shell/visitor-projects']);
    expect(routeScreensOf('/login', '?view=detail&id=7&from=more')).toEqual(['shell/visitor-notice-detail']);
    expect(routeScreensOf('/login-admin', '')).toEqual(['shell/login-admin']);
  });

  it('names the fixed main page\'s screen when a user is stored, home for `/`', () => {
    expect(routeScreensOf('/pages/main/home', '', true)).toEqual(['home/index']);
    expect(routeScreensOf('/pages/main/home/', '', true)).toEqual(['home/index']);
    expect(routeScreensOf('/', '', true)).toEqual(['home/index']);
    expect(routeScreensOf('/pages/main/bulletins', '', true)).toEqual(['bulletins/list']);
  });

  it('names nothing for a visitor, for menu pages and outside the main layout', () => {
    for (const path of ['/pages/main/home', '/', '/pages/main/bulletins']) expect(routeScreensOf(path, '')).toEqual([]);
    for (const path of ['/errors-tip', '/bpm-ui/x-ui/', '/pages/main/no-such-child', '/mixin/pages/x']) expect(routeScreensOf(path, '', true)).toEqual([]);
  });

  it('names only shipped screen documents', () => {
    const named = ['', '?view=more', '?view=detail&id=1']
      .flatMap((search) => routeScreensOf('/login', search))
      .concat(routeScreensOf('/login-admin', ''), ['/', '/pages/main/home', '/pages/main/bulletins', '/pages/main/user-setting'].flatMap((path) => routeScreensOf(path, '', true)));
    for (const id of named) expect(Object.keys(bundledScreens)).toContain(id);
  });
});
