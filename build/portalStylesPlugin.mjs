// A vite plugin: on `vite build`, works out in Node (build/portalStyles.ts, run with the build's other
// facts by buildTimeFacts.mjs) what the portal's
// antd theme resolves to and the styles antd would generate for the components every first page
// shows, so the browser does neither as it starts (~0.8 s of home's start-up main thread
// at 4x CPU slowdown):
// - virtual:eps-portal-theme is the resolved theme (src/shell/theme/portalTheme.ts);
// - with `antdStylesheet`, the styles are a content-hashed `assets/antd-<hash>.css` linked in
//   index.html before the start-up script (a stylesheet before it holds it until loaded, so antd
//   finds the file's style map on its first style): @ant-design/cssinjs then takes each style in
//   the map as loaded instead of building and injecting it. A style not in the file is built in
//   the browser as before, so a component left out of build/antdSpecimens.ts, another theme
//   or another antd version only costs the time it always did.
// Outside a build (dev server, tests) the theme module is `undefined` (the theme is worked out
// where it runs) and no stylesheet is added. A build whose styles cannot be worked out fails.
import { createHash } from 'node:crypto';
import { buildTimeFacts, forgetBuildTimeFacts } from './buildTimeFacts.mjs';

const THEME_MODULE = 'virtual:eps-portal-theme';
const NOT_BUILT = 'export default undefined;\n';

const isStringMap = (value) => value !== null && typeof value === 'object' && Object.values(value).every((v) => typeof v === 'string');

/** The resolved theme and antd's styles, from the build's facts. */
export async function portalStylesAtBuild() {
  const output = await buildTimeFacts().then((facts) => facts.portalStyles).catch((error) => {
    throw new Error(`[portal-styles] working out the portal theme and antd's styles failed: ${error.message}`);
  });
  const { theme, antdCss } = output ?? {};
  if (!theme || !isStringMap(theme.presetShades) || !isStringMap(theme.cssVariables)) throw new Error('[portal-styles] the script printed no theme');
  if (typeof antdCss !== 'string' || !antdCss.includes('data-ant-cssinjs-cache-path')) throw new Error("[portal-styles] the script printed no antd styles with their style map");
  return { theme, antdCss };
}

/** `assets/antd-<hash>.css`: the server keeps content-hashed names under /assets/ a year. */
export function antdStylesheetName(css) {
  return `assets/antd-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
}

/** Links the stylesheet right before the first module script of the page. */
export function linkStylesheetBefore(html, href) {
  const at = html.indexOf('<script type="module"');
  const link = `<link rel="stylesheet" crossorigin href="${href}">\n    `;
  return at < 0 ? html.replace('</head>', `  ${link}</head>`) : html.slice(0, at) + link + html.slice(at);
}

/**
 * @param {{ antdStylesheet?: boolean }} [options]
 * @returns {import('vite').Plugin}
 */
export function portalStyles({ antdStylesheet = false } = {}) {
  // Started with the build and awaited where needed, so Node works the styles out while Vite bundles.
  let styles;
  let base = '/';
  const stylesheetOf = async () => {
    if (!styles || !antdStylesheet) return undefined;
    const { antdCss } = await styles;
    return { fileName: antdStylesheetName(antdCss), source: antdCss };
  };
  return {
    name: 'eps-portal-styles',
    resolveId: (id) => (id === THEME_MODULE ? `\0${THEME_MODULE}` : undefined),
    load: {
      // Called for this one only (not once per module of the build).
      filter: { id: /^\0virtual:eps-portal-theme$/ },
      async handler(id) {
        if (id !== `\0${THEME_MODULE}`) return undefined;
        return styles ? `export default ${JSON.stringify((await styles).theme)};\n` : NOT_BUILT;
      },
    },
    config(_config, { command }) {
      if (command !== 'build') return;
      styles = portalStylesAtBuild();
      // Reported where it is awaited; not an unhandled rejection meanwhile.
      styles.catch(() => undefined);
    },
    buildStart: forgetBuildTimeFacts,
    configResolved(config) {
      base = config.base;
    },
    async generateBundle() {
      const stylesheet = await stylesheetOf();
      if (stylesheet) this.emitFile({ type: 'asset', fileName: stylesheet.fileName, source: stylesheet.source });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const stylesheet = await stylesheetOf();
        return stylesheet ? linkStylesheetBefore(html, `${base}${stylesheet.fileName}`) : html;
      },
    },
  };
}
