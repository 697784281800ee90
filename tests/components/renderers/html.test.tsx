import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import bulletinDetail from '../../../schemas/bulletins/detail.json';
import { CONTENT_CLASSES, sanitizeHtml } from '../../../renderers/html/sanitizeHtml';
import type { ApiRequest } from '@core/env';
import { ok } from '../../helpers/testEnv';
import { preloadRenderers } from './preload';
import { renderSchema } from '../../helpers/renderSchema';
import { SEEDED_PERMISSION_URLS } from '../../helpers/seededPermissionUrls';

beforeAll(() => preloadRenderers(['html', 'page', 'text', 'descriptions', 'divider', 'card', 'table']));

/**
 * A fake "session expired" layer made of the portal's own class names, no style at all: antd's `ant-modal-wrap` is
 * `position: fixed; inset: 0` with a z-index over the page, `ant-modal-mask` the grey backdrop.
 */
const antdOverlay =
  '<div data-testid="mask" class="ant-modal-mask"></div>' +
  '<div data-testid="wrap" class="ant-modal-wrap ant-modal-centered" id="rc_dialog_0">' +
  '<div class="ant-modal"><div class="ant-modal-content"><div class="ant-modal-title">Session expired</div>' +
  '<a data-testid="phish" class="ant-btn ant-btn-primary ant-btn-block" href="https://evil.example/login">Sign in again</a>' +
  '</div></div></div>' +
  '<p data-testid="real" class="eps-content-note ant-typography eps-content-scroll">Real notice</p>' +
  '<h3 data-testid="anchor" id="eps-anchor-terms">Terms</h3><p data-testid="field" id="basic_password">x</p>' +
  '<a data-testid="toc" href="#eps-anchor-terms" target="_top">terms</a>' +
  '<svg data-testid="svg" overflow="visible" width="1" height="1"><rect x="-5000" y="-5000" width="20000" height="20000" class="ant-x"></rect></svg>';

const hostile = [
  '<p data-testid="greeting">Hi ${user.name}</p>',
  '<img data-testid="pic" src=x onerror=alert(1)>',
  '<script>window.__pwned = true</script>',
  '<a data-testid="bad" href="javascript:alert(3)">bad</a>',
  '<a data-testid="good" href="https://example.com/notice" target="_blank">good</a>',
  '<a data-testid="framed" href="/x" target="_parent">framed</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<form action="https://evil.example"><input name="password"></form>',
  '<style>body { display: none }</style>',
  '<div data-testid="clicky" onclick="alert(4)">click</div>',
  '<svg><a xlink:href="javascript:alert(6)"><text>svg</text></a></svg>',
].join('');

describe('html renderer', () => {
  it('sanitises hostile HTML, including markup that arrives through a template', async () => {
    const { container } = renderSchema(
      { type: 'html', content: hostile },
      { data: { user: { name: '<b data-testid="who" onmouseover="alert(5)">Eve</b><script>window.__pwned = true</script>' } } },
    );
    await screen.findByText('good');
    const root = container.querySelector('.eps-html') as HTMLElement;
    expect(root.querySelector('[data-testid="greeting"]')?.textContent).toBe('Hi Eve');
    expect(root.querySelector('[data-testid="who"]')?.hasAttribute('onmouseover')).toBe(false);
    expect(root.querySelector('[data-testid="pic"]')?.getAttribute('src')).toBe('x');
    expect(root.querySelector('[data-testid="pic"]')?.hasAttribute('onerror')).toBe(false);
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('[data-testid="bad"]')?.hasAttribute('href')).toBe(false);
    expect(root.querySelector('[data-testid="good"]')?.getAttribute('href')).toBe('https://example.com/notice');
    expect(root.querySelector('[data-testid="good"]')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(root.querySelector('[data-testid="good"]')?.getAttribute('target')).toBe('_blank');
    // Every link opens in a new tab, whatever target it asked for (`_parent` would replace the portal).
    expect(root.querySelector('[data-testid="framed"]')?.getAttribute('target')).toBe('_blank');
    expect(root.querySelector('[data-testid="framed"]')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(root.querySelector('iframe, form, input, style')).toBeNull();
    expect(root.querySelector('[data-testid="clicky"]')?.hasAttribute('onclick')).toBe(false);
    expect(root.innerHTML).not.toMatch(/javascript:|onerror|onclick|onmouseover/i);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('drops style attributes and <style> tags: a full-screen fake "sign in again" overlay cannot be drawn', async () => {
    const overlay =
      '<div data-testid="overlay" style="position:fixed;inset:0;z-index:99999;background:#fff">' +
      '<h2 style="margin-top:30vh">Session expired, sign in again</h2>' +
      '<a data-testid="phish" href="https://evil.example/login" style="display:block;width:100vw;height:100vh">Sign in</a></div>' +
      '<style>#overlay{position:fixed!important;inset:0}</style><p>Real notice</p>';
    const clean = sanitizeHtml(overlay);
    expect(clean).not.toMatch(/style|position|z-index|fixed/i);
    const { container } = renderSchema({ type: 'html', content: overlay });
    await screen.findByText('Real notice');
    const root = container.querySelector('.eps-html') as HTMLElement;
    expect(root.querySelector('[style]')).toBeNull();
    expect(root.querySelector('style')).toBeNull();
    expect(root.querySelector('[data-testid="overlay"]')?.getAttribute('style')).toBeNull();
  });

  it('keeps ordinary rich text as written', () => {
    const rich = '<h3>Notice</h3><p>Line <strong>bold</strong> <em>em</em></p><ul><li>one</li></ul><img src="/eps/file/1" alt="scan">';
    expect(sanitizeHtml(rich)).toBe(rich);
  });

  it('translates a {zh-cn, en} pair before sanitising', async () => {
    renderSchema({ type: 'html', content: { 'zh-cn': '<p>公告</p>', en: '<p>Notice</p><script>1</script>' } });
    const paragraph = await screen.findByText('Notice');
    expect(paragraph.tagName).toBe('P');
    expect(paragraph.parentElement?.querySelector('script')).toBeNull();
  });
});

describe('html sanitiser: the page\'s own classes, ids and layers', () => {
  it('strips antd class names, so no fixed full-screen layer can be drawn from them; keeps the content classes', () => {
    const root = document.createElement('div');
    root.innerHTML = sanitizeHtml(antdOverlay);
    expect(root.innerHTML).not.toMatch(/ant-|rc_dialog/);
    expect(root.querySelector('[data-testid="wrap"]')?.hasAttribute('class')).toBe(false);
    expect(root.querySelector('[data-testid="mask"]')?.hasAttribute('class')).toBe(false);
    expect(root.querySelector('[data-testid="real"]')?.getAttribute('class')).toBe('eps-content-note');
    for (const name of CONTENT_CLASSES) expect(sanitizeHtml(`<p class="${name}">x</p>`)).toBe(`<p class="${name}">x</p>`);
    expect(CONTENT_CLASSES.every((name) => name.startsWith('eps-content-'))).toBe(true);
  });

  it('keeps only eps-anchor- ids, opens every link in a new tab without a way back, and keeps SVG clipped', () => {
    const root = document.createElement('div');
    root.innerHTML = sanitizeHtml(antdOverlay);
    expect(root.querySelector('[data-testid="anchor"]')?.id).toBe('eps-anchor-terms');
    expect(root.querySelector('[data-testid="field"]')?.hasAttribute('id')).toBe(false);
    expect(root.querySelector('[data-testid="wrap"]')?.hasAttribute('id')).toBe(false);
    const phish = root.querySelector('[data-testid="phish"]');
    expect(phish?.getAttribute('target')).toBe('_blank');
    expect(phish?.getAttribute('rel')).toBe('noopener noreferrer');
    // An in-page anchor stays in the page.
    expect(root.querySelector('[data-testid="toc"]')?.hasAttribute('target')).toBe(false);
    expect(root.querySelector('[data-testid="svg"]')?.hasAttribute('overflow')).toBe(false);
  });

  it('strips overlay styles: position, inset, z-index, transform, fixed and sticky never reach the page', () => {
    const styled =
      '<div style="position:fixed;top:0;left:0;right:0;bottom:0;z-index:2147483647;transform:none">a</div>' +
      '<div style="position: sticky; inset: 0">b</div><span style="color:red">c</span>';
    expect(sanitizeHtml(styled)).toBe('<div>a</div><div>b</div><span>c</span>');
  });

  it('is the sanitiser of the bulletin detail screen (the real schemas/bulletins/detail.json)', async () => {
    const content = `<p>Dear suppliers,</p>${antdOverlay}`;
    const api = (request: ApiRequest) =>
      request.url === '/eps/config/uc/news/9' ? ok({ id: 9, title: 'Annual review', source: 'Platform', modifyTime: '2026-11-30 10:00:00', content, attachments: [] }) : ok(null);
    const { container } = renderSchema(bulletinDetail, { api, permissionUrls: SEEDED_PERMISSION_URLS, data: { route: { params: { id: '9' } } } });
    await screen.findByText('Real notice');
    const body = container.querySelector('.eps-bulletin-detail-content') as HTMLElement;
    expect(body.classList.contains('eps-html')).toBe(true);
    expect(body.innerHTML).toBe(sanitizeHtml(content));
    expect(body.querySelector('[class*="ant-"]')).toBeNull();
    expect(body.querySelector('[data-testid="phish"]')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(body.querySelector('[data-testid="real"]')?.className).toBe('eps-content-note');
  });
});
