import { isAllowedRedirect, isOpenableUrl, safeRedirect } from '../../../src/shell/security/urls';

const origin = 'http://127.0.0.1:8080';

describe('redirect allow-list', () => {
  it.each([
    ['/pages/main/home', true],
    ['http://127.0.0.1:8080/pages/main/user-setting?x=1', true],
    ['https://partner.example.com/cb', true],
    ['https://evil.example/', false],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['https://partner.example.com.evil.example/', false],
  ])('%s -> %s', (target, allowed) => {
    expect(isAllowedRedirect(target, origin, ['https://partner.example.com'])).toBe(allowed);
  });

  it('falls back to the main route for anything not allowed', () => {
    expect(safeRedirect('https://evil.example/', origin, [], '/pages/main/home')).toBe('/pages/main/home');
    expect(safeRedirect(undefined, origin, [], '/')).toBe('/');
    expect(safeRedirect('/pages/main/bulletins?type=2#top', origin, [], '/')).toBe('/pages/main/bulletins?type=2#top');
  });

  it('opens only http(s) and in-app addresses', () => {
    expect(isOpenableUrl('https://help.example.com', origin)).toBe(true);
    expect(isOpenableUrl('/eps/config/file/oss/preview?attachid=1', origin)).toBe(true);
    expect(isOpenableUrl('javascript:alert(1)', origin)).toBe(false);
    expect(isOpenableUrl(' JaVaScRiPt:alert(1)', origin)).toBe(false);
  });
});
