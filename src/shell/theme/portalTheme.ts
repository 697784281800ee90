/**
 * The portal's antd theme and its `--eps-color-*` variables (the values and why:
 * portalThemeValues.ts). `themeCssVariables` hands the theme's colours to schemas and CSS, so a
 * schema never repeats a colour literal. A build carries what the theme resolves to
 * (virtual:eps-portal-theme, build/portalStylesPlugin.mjs); elsewhere it is worked out here.
 */
import { theme, type ThemeConfig } from 'antd';
import builtTheme from 'virtual:eps-portal-theme';
import { cssVariablesOf, portalThemeConfig, resolvePortalTheme } from './portalThemeValues';

const resolved = builtTheme ?? resolvePortalTheme();

export const portalTheme: ThemeConfig = portalThemeConfig(resolved);

/** The `--eps-color-*` variables schemas and stylesheets use, from the theme's resolved tokens. */
export function themeCssVariables(config: ThemeConfig = portalTheme): Record<string, string> {
  return config === portalTheme ? { ...resolved.cssVariables } : cssVariablesOf(theme.getDesignToken(config));
}

/** The variables as a `:root { ... }` rule. */
export function themeCssRule(config: ThemeConfig = portalTheme): string {
  const body = Object.entries(themeCssVariables(config))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  return `:root { ${body} }`;
}
