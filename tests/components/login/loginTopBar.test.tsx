/**
 * The login top bar shows the parameter links with the page's lang query
 * (spec portal-shell 2.2), and hides a link whose parameter is not set.
 */
import { screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { DocumentTitle } from '../../../src/shell/routing/DocumentTitle';
import { paramsAtom } from '../../../src/shell/routing/portalData';
import { loginLinksOf } from '../../../src/shell/login/loginLinks';
import { LoginTopBar } from '../../../src/shell/login/LoginTopBar';
import { renderShell } from '../shell/harness';
import indexHtml from '../../../index.html?raw';
import layoutZh from '../../../src/i18n/locales/zh-cn/layout.json';

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

describe('login top bar brand and page title', () => {
  const brandOf = (container: HTMLElement) =>
    `${container.querySelector('.eps-login-title')?.textContent} · ${container.querySelector('.eps-login-subtitle')?.textContent}`;

  it('names the same platform and edition as the page title (enterprise edition by default)', async () => {
    const { container } = renderShell(
      <>
        <DocumentTitle />
        <LoginTopBar links={undefined} loginPath="/login" onLanguage={() => undefined} />
      </>,
      { path: '/login' },
    );
    expect(brandOf(container)).toBe('企业采购协同平台 · 企业版');
    await waitFor(() => expect(document.title).toBe(brandOf(container)));
  });

  it('follows the edition the origin names before sign-in, in both', async () => {
    const store = createStore();
    store.set(paramsAtom, { EPS_EDITION_BY_ORIGIN: `${window.location.origin}=su` });
    const { container } = renderShell(
      <>
        <DocumentTitle />
        <LoginTopBar links={undefined} loginPath="/login" onLanguage={() => undefined} />
      </>,
      { path: '/login', store },
    );
    expect(brandOf(container)).toBe('企业采购协同平台 · 供应商版');
    await waitFor(() => expect(document.title).toBe(brandOf(container)));
  });

  it('index.html names the same platform before the portal starts', () => {
    expect(/<title>([^<]*)<\/title>/.exec(indexHtml)?.[1]).toBe(layoutZh.platformName);
  });
});
