import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../renderers/html/sanitizeHtml';
import { preloadRenderers } from './preload';
import { renderSchema } from '../../helpers/renderSchema';

beforeAll(() => preloadRenderers(['html']));

const hostile = [
  '<p id="greeting">Hi ${user.name}</p>',
  '<img id="pic" src=x onerror=alert(1)>',
  '<script>window.__pwned = true</script>',
  '<a id="bad" href="javascript:alert(3)">bad</a>',
  '<a id="good" href="https://example.com/notice" target="_blank">good</a>',
  '<a id="framed" href="/x" target="_parent">framed</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<form action="https://evil.example"><input name="password"></form>',
  '<style>body { display: none }</style>',
  '<div id="clicky" onclick="alert(4)">click</div>',
  '<svg><a xlink:href="javascript:alert(6)"><text>svg</text></a></svg>',
].join('');

describe('html renderer', () => {
  it('sanitises hostile HTML, including markup that arrives through a template', async () => {
    const { container } = renderSchema(
      { type: 'html', content: hostile },
      { data: { user: { name: '<b id="who" onmouseover="alert(5)">Eve</b><script>window.__pwned = true</script>' } } },
    );
    await screen.findByText('good');
    const root = container.querySelector('.eps-html') as HTMLElement;
    expect(root.querySelector('#greeting')?.textContent).toBe('Hi Eve');
    expect(root.querySelector('#who')?.hasAttribute('onmouseover')).toBe(false);
    expect(root.querySelector('#pic')?.getAttribute('src')).toBe('x');
    expect(root.querySelector('#pic')?.hasAttribute('onerror')).toBe(false);
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('#bad')?.hasAttribute('href')).toBe(false);
    expect(root.querySelector('#good')?.getAttribute('href')).toBe('https://example.com/notice');
    expect(root.querySelector('#good')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(root.querySelector('#good')?.getAttribute('target')).toBe('_blank');
    expect(root.querySelector('#framed')?.hasAttribute('target')).toBe(false);
    expect(root.querySelector('iframe, form, input, style')).toBeNull();
    expect(root.querySelector('#clicky')?.hasAttribute('onclick')).toBe(false);
    expect(root.innerHTML).not.toMatch(/javascript:|onerror|onclick|onmouseover/i);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('drops style attributes and <style> tags: a full-screen fake "sign in again" overlay cannot be drawn', async () => {
    const overlay =
      '<div id="overlay" style="position:fixed;inset:0;z-index:99999;background:#fff">' +
      '<h2 style="margin-top:30vh">Session expired, sign in again</h2>' +
      '<a id="phish" href="https://evil.example/login" style="display:block;width:100vw;height:100vh">Sign in</a></div>' +
      '<style>#overlay{position:fixed!important;inset:0}</style><p>Real notice</p>';
    const clean = sanitizeHtml(overlay);
    expect(clean).not.toMatch(/style|position|z-index|fixed/i);
    const { container } = renderSchema({ type: 'html', content: overlay });
    await screen.findByText('Real notice');
    const root = container.querySelector('.eps-html') as HTMLElement;
    expect(root.querySelector('[style]')).toBeNull();
    expect(root.querySelector('style')).toBeNull();
    expect(root.querySelector('#overlay')?.getAttribute('style')).toBeNull();
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
