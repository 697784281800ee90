import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BootIndicator } from '../../../../src/shell/routing/BootIndicator';

const html = readFileSync(new URL('../../../../index.html', import.meta.url), 'utf8');

/** What index.html has in #root before any code runs. */
function rootMarkup(): string {
  const match = /<div id="root">([\s\S]*?)<\/div>\s*<!--/.exec(html);
  if (!match) throw new Error('index.html: no #root followed by the scripts');
  return match[1]!;
}

describe('the boot indicator', () => {
  it('is what index.html shows in #root before the code, and what React shows while a sign-in page loads', () => {
    expect(rootMarkup()).toBe(renderToStaticMarkup(createElement(BootIndicator)));
  });

  it('is decorative: hidden from assistive technology, with no text to translate', () => {
    expect(rootMarkup()).toContain('aria-hidden="true"');
    expect(rootMarkup().replace(/<[^>]+>/g, '').trim()).toBe('');
  });

  it('is not content: boxes, not an SVG or an image (the first contentful paint stays that of the page)', () => {
    expect(rootMarkup()).not.toMatch(/<(svg|img|image|canvas|video)\b/);
  });

  it('is styled in index.html itself (no request before it shows), turns in steps, keeps still for reduced motion', () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    // In steps: a frame each 16 ms took main-thread time from the code's evaluation (BootIndicator.tsx).
    expect(style).toMatch(/\.eps-boot-dots\s*\{[^}]*will-change:\s*transform;[^}]*animation:\s*eps-boot-turn 1\.2s steps\(12\) infinite/);
    // Only transform is animated: a first version pulsed each dot's opacity, main-thread work while the code loads.
    expect([...style.matchAll(/@keyframes [\w-]+\s*\{(.*)\}/g)].map((m) => m[1]).join(' ')).not.toMatch(/opacity/);
    expect(style).toMatch(/@media \(prefers-reduced-motion: reduce\)\s*\{[^}]*animation:\s*none/);
    // Where the page spinner of shellRoutes.tsx stands, so the one follows the other in place.
    expect(style).toMatch(/padding-top:\s*20vh/);
  });
});
