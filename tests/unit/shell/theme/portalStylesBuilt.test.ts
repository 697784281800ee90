// @vitest-environment node
/**
 * A build carries what the portal theme resolves to (virtual:eps-portal-theme) and the
 * styles antd would build for the first pages' components (a linked stylesheet with antd's style
 * map), worked out in Node by the same code, so the browser does neither as it starts.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cacheControlFor, CACHE_IMMUTABLE } from '../../../../server/http/staticSite';
import { antdStylesheetName, linkStylesheetBefore, portalStylesAtBuild } from '../../../../build/portalStylesPlugin.mjs';
import { resolvePortalTheme } from '../../../../src/shell/theme/portalThemeValues';

const built = vi.hoisted(() => ({
  presetShades: { orange7: '#000001' },
  cssVariables: { '--eps-color-primary': '#000002' },
}));
vi.mock('virtual:eps-portal-theme', () => ({ default: built }));

let atBuild: Awaited<ReturnType<typeof portalStylesAtBuild>>;
beforeAll(async () => {
  atBuild = await portalStylesAtBuild();
});

describe('the theme resolved at build time', () => {
  it('is what the browser would work out (the build script prints the same values)', () => {
    expect(atBuild.theme).toEqual(resolvePortalTheme());
    // Not an empty answer that would trivially match: the shades AA needs and every variable.
    expect(Object.keys(atBuild.theme.presetShades).length).toBeGreaterThan(3);
    expect(atBuild.theme.cssVariables['--eps-color-primary']).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('is what the portal theme uses when the build has it', async () => {
    const { portalTheme, themeCssVariables, themeCssRule } = await import('../../../../src/shell/theme/portalTheme');
    expect(portalTheme.token?.orange7).toBe('#000001');
    expect(portalTheme.token?.colorPrimary).toBe('#0958d9');
    expect(themeCssVariables()).toEqual({ '--eps-color-primary': '#000002' });
    expect(themeCssRule()).toBe(':root { --eps-color-primary: #000002; }');
    // Another theme is still resolved where it is asked for.
    expect(themeCssVariables({ token: { colorPrimary: '#cf1322' } })['--eps-color-primary']).toBe('#cf1322');
  });
});

describe("antd's styles built ahead", () => {
  it("map each specimen's style path, under the portal theme, with production class names", () => {
    const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]+)";\}/.exec(atBuild.antdCss)?.[1] ?? '';
    const paths = map.split(';').map((entry) => entry.split(':')[0] ?? '');
    for (const component of ['Shared', 'Button-Button', 'Input-Component', 'Form-Form', 'Tabs-Tabs', 'Checkbox-Checkbox', 'Card-Card', 'Grid-Grid', 'Tag-Tag', 'Spin-Spin']) {
      expect(paths.some((path) => path.split('|')[1] === component), component).toBe(true);
    }
    // The theme's primary colour is in the styles; dev-only class names would match no production page.
    expect(atBuild.antdCss).toContain('#0958d9');
    expect(atBuild.antdCss).toMatch(/:where\(\.css-[a-z0-9]+\)\.ant-btn/);
    expect(atBuild.antdCss).not.toContain('css-dev-only');
  });

  it('are a content-hashed file the server keeps a year, linked before the start-up script', () => {
    const name = antdStylesheetName(atBuild.antdCss);
    expect(name).toMatch(/^assets\/antd-[\w-]{10}\.css$/);
    expect(antdStylesheetName(`${atBuild.antdCss} `)).not.toBe(name);
    expect(cacheControlFor(`/srv/dist/${name}`)).toBe(CACHE_IMMUTABLE);
    const page = '<head>\n    <title>EPS</title>\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n  </head>';
    const linked = linkStylesheetBefore(page, '/assets/antd-x.css');
    expect(linked.indexOf('href="/assets/antd-x.css"')).toBeGreaterThan(linked.indexOf('<title>'));
    expect(linked.indexOf('href="/assets/antd-x.css"')).toBeLessThan(linked.indexOf('<script type="module"'));
    expect(linkStylesheetBefore('<head></head>', '/a.css')).toContain('<link rel="stylesheet" crossorigin href="/a.css">\n    </head>');
  });
});
