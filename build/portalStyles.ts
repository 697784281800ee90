// For build/portalStylesPlugin.mjs at build time (through buildTimeFacts.ts, in Node,
// NODE_ENV=production): works out
// - `theme`: what the portal theme resolves to, so the browser does not derive antd's palettes and
//   the contrast of every preset colour as it starts;
// - `antdCss`: the styles antd would generate in the browser for the components in antdSpecimens.ts
//   under the portal's theme, with the map of their style paths (`.data-ant-cssinjs-cache-path`)
//   through which @ant-design/cssinjs, finding a path there, takes the style as already loaded
//   instead of building and injecting it (antd's own "extract to a CSS file" support).
// Both were ~0.8 s of the start-up main thread at 4x CPU slowdown on home.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { portalThemeConfig, resolvePortalTheme } from '../src/shell/theme/portalThemeValues';
import { antdSpecimens } from './antdSpecimens';

/** The resolved theme and antd's styles with their style map (see above). */
export function portalStylesFacts(): { theme: ReturnType<typeof resolvePortalTheme>; antdCss: string } {
  // The styles of the production build: React and antd take their production paths under NODE_ENV=production.
  if (process.env.NODE_ENV !== 'production') throw new Error('portalStylesFacts needs NODE_ENV=production, as the portal is built');
  const theme = resolvePortalTheme();
  const cache = createCache();
  renderToString(h(StyleProvider, { cache }, h(ConfigProvider, { theme: portalThemeConfig(theme) }, ...antdSpecimens())));
  return { theme, antdCss: extractStyle(cache, true) };
}
