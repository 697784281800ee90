/**
 * The login top bar shows the parameter links with the page's lang query
 * (spec portal-shell 2.2), and hides a link whose parameter is not set.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginLinksOf } from '../../../src/shell/login/loginLinks';
import { LoginTopBar } from '../../../src/shell/login/LoginTopBar';
import { renderShell } from '../shell/harness';

describe('login top bar links', () => {
  it('register and help carry lang; online service is hidden without its parameter', () => {
    const params = { USER_REGISTERS: 'https://www.example.com/register', 'EPS_HELP_MENU_zh-cn': '/manual/zh.html' };
    const links = loginLinksOf(params, 'zh-cn', window.location.origin);
    renderShell(<LoginTopBar links={links} loginPath="/login" onLanguage={() => undefined} />, { path: '/login' });
    expect(screen.getByRole('link', { name: '用户注册' }).getAttribute('href')).toBe('https://www.example.com/register?lang=zh-cn');
    expect(screen.getByRole('link', { name: '帮助手册' }).getAttribute('href')).toBe('/manual/zh.html?lang=zh-cn');
    expect(screen.queryByRole('link', { name: '在线客服' })).toBeNull();
  });
});
