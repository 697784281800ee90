/**
 * spec portal-shell 2.2: "Top-bar links (home, register, forgot-password
 * URLs) come from system parameters and carry a lang query". Pure checks of
 * withLang and loginLinksOf.
 */
import { describe, expect, it } from 'vitest';
import { loginLinksOf, withLang } from '../../../../src/shell/login/loginLinks';

const ORIGIN = 'https://portal.example.com';

describe('withLang', () => {
  it('adds lang to an external address and keeps its own query and hash', () => {
    expect(withLang('https://www.example.com/register?from=portal#top', 'en', ORIGIN)).toBe('https://www.example.com/register?from=portal&lang=en#top');
  });

  it('replaces a lang the parameter already carries instead of adding a second one', () => {
    const url = new URL(withLang('https://www.example.com/forgot?lang=zh-cn', 'en', ORIGIN));
    expect(url.searchParams.getAll('lang')).toEqual(['en']);
  });

  it('gives a same-origin address as an in-app path with the lang query', () => {
    expect(withLang('/help/manual.html', 'zh-cn', ORIGIN)).toBe('/help/manual.html?lang=zh-cn');
    expect(withLang(`${ORIGIN}/register`, 'en', ORIGIN)).toBe('/register?lang=en');
  });

  it('gives an empty string for a missing or unsafe address (the link is then not shown)', () => {
    expect(withLang(undefined, 'en', ORIGIN)).toBe('');
    expect(withLang('', 'en', ORIGIN)).toBe('');
    expect(withLang('javascript:alert(1)', 'en', ORIGIN)).toBe('');
    expect(withLang('data:text/html,<script>alert(1)</script>', 'en', ORIGIN)).toBe('');
  });
});

describe('loginLinksOf', () => {
  const params = {
    HOME: 'https://www.example.com/',
    BUYER_URL: 'https://buyer.example.com/login',
    USER_REGISTERS: 'https://www.example.com/register',
    FORGOT_PASSWORD: 'https://www.example.com/forgot',
    'EPS_HELP_MENU_zh-cn': 'https://docs.example.com/zh',
    EPS_HELP_MENU_en: 'https://docs.example.com/en',
    SU_QR_CODE: 'https://m.example.com/register',
  };

  it('every configured link carries the page language; help is the language’s own manual', () => {
    const links = loginLinksOf(params, 'en', ORIGIN);
    expect(links).toEqual({
      home: 'https://www.example.com/?lang=en',
      buyerLogin: 'https://buyer.example.com/login?lang=en',
      register: 'https://www.example.com/register?lang=en',
      forgotPassword: 'https://www.example.com/forgot?lang=en',
      help: 'https://docs.example.com/en?lang=en',
      onlineService: '',
      qrCode: 'https://m.example.com/register?lang=en',
    });
    expect(loginLinksOf(params, 'zh-cn', ORIGIN).register).toBe('https://www.example.com/register?lang=zh-cn');
    expect(loginLinksOf(params, 'zh-cn', ORIGIN).help).toBe('https://docs.example.com/zh?lang=zh-cn');
  });
});
