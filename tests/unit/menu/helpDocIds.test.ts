// @vitest-environment node
/**
 * The help button of a screen opens /docs-ui/#/app{path}?id={docId} (spec workflow-enterprise-embedding),
 * which sends the reader to that section of the help centre: every documentation id the demo menu
 * seeds has its section, in both languages, and the docs-ui page exists where the server serves sub-apps.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_MENU, type NodeSpec } from '../../../server/db/seed/menuData';

const docIdsOf = (nodes: readonly NodeSpec[]): string[] => nodes.flatMap((n) => [...(n.docId ? [n.docId] : []), ...docIdsOf(n.children ?? [])]);

describe('help manual sections', () => {
  const manual = readFileSync('public/help/index.html', 'utf8');
  const sectionsOf = (lang: string): string[] => {
    const article = manual.slice(manual.indexOf(`data-lang="${lang}"`));
    const end = article.indexOf('</article>');
    return [...article.slice(0, end).matchAll(/data-doc="([a-z-]+)"/g)].map((m) => m[1] ?? '');
  };

  it('every seeded documentation id has its section in zh-cn and en', () => {
    const ids = [...new Set(docIdsOf(DEMO_MENU))];
    expect(ids.length).toBeGreaterThan(3);
    for (const lang of ['zh-cn', 'en']) expect(sectionsOf(lang)).toEqual(expect.arrayContaining(ids));
  });

  it('the docs-ui entry page is a sub-app folder the server serves, with its script', () => {
    expect(existsSync('subapps/docs-ui/index.html')).toBe(true);
    expect(readFileSync('subapps/docs-ui/index.html', 'utf8')).toContain('./docs.js');
    expect(readFileSync('subapps/docs-ui/docs.js', 'utf8')).toContain('/help/index.html');
  });
});
