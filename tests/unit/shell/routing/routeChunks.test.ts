import { loadSignInPages } from '../../../../src/shell/login/routes';
import { routeChunkOf } from '../../../../src/shell/routing/routeChunks';
import { loadMainLayout } from '../../../../src/shell/routing/shellRoutes';

describe('routeChunkOf (issue 15: a page\'s code starts before the first render)', () => {
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
