/** Where sign-in goes (spec portal-shell 2.2; redirect targets only to allowed origins). */
import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, MAIN_ROUTE, parseAllowList } from '../../../../src/shell/login/destination';

const ORIGIN = 'https://eps.example.com';
const ALLOWED = ['https://help.example.com'];
const go = (search: string) => destinationAfterSignIn(search, ORIGIN, ALLOWED, 'tick et');

describe('destination after sign-in', () => {
  it('goes to the main route without a query', () => {
    expect(MAIN_ROUTE).toBe('/');
    expect(go('')).toEqual({ kind: 'route', to: '/' });
  });

  it('follows a same-origin redirect with its query', () => {
    expect(go('?redirect=%2Fpages%2Fmain%2Fuser-setting%3Ftab%3D2')).toEqual({ kind: 'route', to: '/pages/main/user-setting?tab=2' });
    expect(go(`?redirect=${encodeURIComponent(`${ORIGIN}/pages/main/home`)}`)).toEqual({ kind: 'route', to: '/pages/main/home' });
  });

  it('never follows a redirect to another origin, a protocol-relative trick or a script URL', () => {
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x']) {
      expect(go(`?redirect=${encodeURIComponent(target)}`)).toEqual({ kind: 'route', to: '/' });
    }
  });

  it('does not loop back to a login page', () => {
    expect(go('?redirect=%2Flogin')).toEqual({ kind: 'route', to: '/' });
    expect(go('?redirect=%2Flogin-admin%3Fx%3D1')).toEqual({ kind: 'route', to: '/' });
  });

  it('follows an allow-listed origin as a full URL', () => {
    expect(go('?redirect=https%3A%2F%2Fhelp.example.com%2Fmanual')).toEqual({ kind: 'url', url: 'https://help.example.com/manual' });
  });

  it('prefers forward-url with the epssession ticket appended, when allowed', () => {
    expect(go('?forward-url=https%3A%2F%2Fhelp.example.com%2Fa%3Fb%3D1&redirect=%2Fx')).toEqual({
      kind: 'url',
      url: 'https://help.example.com/a?b=1&epssession=tick+et',
    });
    expect(go('?forward-url=https%3A%2F%2Fevil.example%2F&redirect=%2Fpages%2Fmain%2Fhome')).toEqual({ kind: 'route', to: '/pages/main/home' });
  });

  it('reads the allow-list parameter, dropping malformed entries', () => {
    expect(parseAllowList('https://a.example.com, https://b.example.com/ ,ftp://c.example.com,https://d.example.com/path,nonsense,')).toEqual([
      'https://a.example.com',
      'https://b.example.com',
    ]);
    expect(parseAllowList(undefined)).toEqual([]);
  });
});
