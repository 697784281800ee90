import {
  errorButtonsHidden,
  errorTipPath,
  isCancelledNavigation,
  isRetryPath,
  isMainPath,
  isSingleRoutePath,
  loginPathFor,
  showsWatermark,
  trimTrailingSlash,
} from '../../../../src/shell/routing/paths';

describe('path rules of spec portal-shell 2.1', () => {
  it('sends a signed-out visitor to login with the path and query to come back to', () => {
    expect(loginPathFor('/pages/main/workbench/todo', '?status=01&q=a b')).toBe(
      `/login?redirect=${encodeURIComponent('/pages/main/workbench/todo?status=01&q=a b')}`,
    );
    expect(new URLSearchParams(loginPathFor('/pages/main/home', '').split('?')[1]).get('redirect')).toBe('/pages/main/home');
    // No loop back to the login page itself.
    expect(loginPathFor('/login', '?redirect=%2Fx')).toBe('/login');
    expect(loginPathFor('/', '')).toBe('/login');
  });

  it('cancels navigations to paths containing -ui/pages/main, and only those', () => {
    expect(isCancelledNavigation('/pages/main/sub-ui/pages/main/home')).toBe(true);
    expect(isCancelledNavigation('/pec-ui/pages/main')).toBe(true);
    expect(isCancelledNavigation('/pages/main/sub-ui/sourcing/home')).toBe(false);
    expect(isCancelledNavigation('/pages/main/home')).toBe(false);
  });

  it('shows no watermark on single-route, bpm-ui, fw-ui and jcy-ui paths', () => {
    for (const path of ['/pages/main/sum-ui/single-route', '/pages/main/tooling-ui/single-route/x', '/bpm-ui/a-ui/x', '/fw-ui/b-ui', '/jcy-ui/c-ui/d']) {
      expect(showsWatermark(path)).toBe(false);
    }
    for (const path of ['/pages/main/home', '/pages/main/sub-ui/sourcing/home', '/errors/403']) expect(showsWatermark(path)).toBe(true);
    expect(isSingleRoutePath('/pages/main/sum-ui/single-route')).toBe(true);
    expect(isSingleRoutePath('/pages/main/sum-ui/list')).toBe(false);
  });

  it('hides error-page buttons on the embedded editions only', () => {
    expect(errorButtonsHidden('bpm')).toBe(true);
    expect(errorButtonsHidden('fw')).toBe(true);
    expect(errorButtonsHidden('jcy')).toBe(true);
    expect(errorButtonsHidden('ep')).toBe(false);
    expect(errorButtonsHidden('su')).toBe(false);
  });

  it('builds the error-tip address and recognises main paths', () => {
    expect(errorTipPath('User center unified login failed!')).toBe('/errors/tip?message=User%20center%20unified%20login%20failed!');
    expect(isMainPath('/pages/main')).toBe(true);
    expect(isMainPath('/pages/main/home')).toBe(true);
    expect(isMainPath('/pages/mainly')).toBe(false);
    expect(trimTrailingSlash('/pages/main/home//')).toBe('/pages/main/home');
    expect(trimTrailingSlash('/')).toBe('/');
  });

  it('the error tip offers to load again only a path of this portal', () => {
    expect(errorTipPath('超时', '/pages/main/home?a=1')).toBe(`/errors/tip?message=${encodeURIComponent('超时')}&retry=${encodeURIComponent('/pages/main/home?a=1')}`);
    expect(isRetryPath('/pages/main/home?a=1')).toBe(true);
    for (const elsewhere of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/errors/tip?message=x', '', null]) {
      expect(isRetryPath(elsewhere)).toBe(false);
    }
  });
});
