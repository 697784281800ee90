/**
 * The login page's brand variants and footer setting (spec portal-shell 1 and 2.2): EPS_LOGIN_FLAVOUR
 * picks the variant (the long-term projects link on one variant only, a 550 px banner on one, the
 * lower section on two), EPS_LOGIN_FOOTER_<lang> the footer's licence and ICP text.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_FLAVOUR, loginFlavourOf, loginFooterOf } from '../../../src/shell/login/loginFlavour';
import { loginParamCodes } from '../../../src/shell/login/loginLinks';
import { LoginShell } from '../../../src/shell/login/LoginShell';
import { LoginTopBar } from '../../../src/shell/login/LoginTopBar';
import { renderShell } from '../shell/harness';

describe('login brand variants', () => {
  it('picks the variant the setting names, and the default for an unknown or missing one', () => {
    expect(loginFlavourOf({ EPS_LOGIN_FLAVOUR: 'projects' })).toEqual({ flavour: 'projects', bannerHeight: 550, projectsLink: true, lowerSection: true });
    expect(loginFlavourOf({ EPS_LOGIN_FLAVOUR: ' plain ' })).toMatchObject({ bannerHeight: 700, projectsLink: false, lowerSection: false });
    expect(loginFlavourOf({ EPS_LOGIN_FLAVOUR: 'constructor' }).flavour).toBe(DEFAULT_LOGIN_FLAVOUR);
    expect(loginFlavourOf(undefined)).toMatchObject({ flavour: 'notices', bannerHeight: 700, projectsLink: false, lowerSection: true });
  });

  it('reads the footer of the page language, none when empty; the page asks for all three settings', () => {
    const params = { 'EPS_LOGIN_FOOTER_zh-cn': '  © 某公司 · 沪ICP备12345678号 ', EPS_LOGIN_FOOTER_en: '' };
    expect(loginFooterOf(params, 'zh-cn')).toBe('© 某公司 · 沪ICP备12345678号');
    expect(loginFooterOf(params, 'en')).toBeUndefined();
    expect(loginParamCodes()).toEqual(expect.arrayContaining(['EPS_LOGIN_FLAVOUR', 'EPS_LOGIN_FOOTER_zh-cn', 'EPS_LOGIN_FOOTER_en']));
  });

  it('shows the projects link only for its variant', () => {
    const { unmount } = renderShell(<LoginTopBar links={undefined} loginPath="/login" onLanguage={() => undefined} projectsLink />, { path: '/login' });
    expect(screen.getByRole('link', { name: '供应商长期项目信息' }).getAttribute('href')).toBe('/login?view=more');
    unmount();
    renderShell(<LoginTopBar links={undefined} loginPath="/login" onLanguage={() => undefined} />, { path: '/login' });
    expect(screen.queryByRole('link', { name: '供应商长期项目信息' })).toBeNull();
  });

  it('shows the footer the setting gives, else the portal\'s own', () => {
    const { unmount } = renderShell(
      <LoginShell links={undefined} loginPath="/login" footer="© 某公司 · 沪ICP备12345678号">
        <p>body</p>
      </LoginShell>,
      { path: '/login' },
    );
    expect(screen.getByTestId('login-footer').textContent).toBe('© 某公司 · 沪ICP备12345678号');
    unmount();
    renderShell(
      <LoginShell links={undefined} loginPath="/login">
        <p>body</p>
      </LoginShell>,
      { path: '/login' },
    );
    expect(screen.getByTestId('login-footer').textContent).toBe('© 2026 电子采购协同平台 · 闽ICP备00000000号');
  });
});
