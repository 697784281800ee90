/**
 * The portal's antd theme, as values: antd's default text, link,
 * status and tag colours are below WCAG AA (4.5:1) on light backgrounds
 * (#1677ff on white is 4.1, colorTextTertiary 3.4, an orange tag 3.3), and
 * every screen inherits them. Fixed here, once, as tokens: every configured
 * screen gets accessible colours by default.
 *
 * What the theme resolves to (the preset shades and the `--eps-color-*`
 * variables) is worked out by `resolvePortalTheme`: at build time by
 * build/portalStyles.ts (~180 ms of start-up at 4x CPU
 * slowdown, every palette derived and every contrast computed), and where it
 * runs outside a build (dev server, tests). This module imports no virtual
 * module, so that script can run it under Node.
 */
import { theme, type ThemeConfig } from 'antd';
import { AA_TEXT, contrastRatio } from './contrast';

/** antd's preset colour names (tags, badges with `color="orange"`...). */
const PRESET_COLORS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'gold', 'lime'] as const;

type PaletteToken = Record<string, string>;

/** What the base theme resolves to: the preset shades it needs and the variables schemas read. */
export interface ResolvedPortalTheme {
  presetShades: Record<string, string>;
  cssVariables: Record<string, string>;
}

/** Status colours for text (blue 7, red 7, green 8, gold 8 of antd's palettes). */
const STATUS_TEXT = { info: '#0958d9', error: '#cf1322', success: '#237804', warning: '#8a5300' } as const;

/** The theme without the preset shades, which are worked out from what it resolves to. */
export const baseTheme = {
  token: {
    borderRadius: 6,
    // Primary and links: 6.2:1 on white, and white on a primary button.
    colorPrimary: STATUS_TEXT.info,
    colorInfo: STATUS_TEXT.info,
    // Danger buttons, badges and error texts carry white or body text.
    colorError: STATUS_TEXT.error,
    // Success and warning keep antd's seeds (icons, backgrounds); their text tokens are darker.
    colorSuccessText: STATUS_TEXT.success,
    colorWarningText: STATUS_TEXT.warning,
    // Descriptions, form extras, statistic titles, result subtitles: 0.45 gives 3.4:1, 0.6 gives 5.7:1.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  },
  components: {
    // Status tags write the status colour itself on its light background.
    Tag: { colorSuccess: STATUS_TEXT.success, colorWarning: STATUS_TEXT.warning, colorInfo: STATUS_TEXT.info, colorError: STATUS_TEXT.error },
    // An empty table's text ("no records") is content, not a disabled control: antd paints it
    // colorTextDisabled (#bfbfbf, 1.8:1 on white); the tertiary text colour reads.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
};

/**
 * A preset tag writes shade 7 on shade 1. Where that is below AA, the first
 * darker shade (8 to 10) that reaches it takes shade 7's place.
 */
function readablePresetShades(resolved: object): PaletteToken {
  const base = resolved as PaletteToken;
  const overrides: PaletteToken = {};
  for (const name of PRESET_COLORS) {
    const background = base[`${name}1`];
    if (!background) continue;
    const shade = [7, 8, 9, 10].map((n) => base[`${name}${n}`]).find((color) => color !== undefined && contrastRatio(color, background) >= AA_TEXT);
    if (shade && shade !== base[`${name}7`]) overrides[`${name}7`] = shade;
  }
  return overrides;
}

/** The `--eps-color-*` variables schemas and stylesheets use, from a theme's resolved tokens. */
export function cssVariablesOf(token: ReturnType<typeof theme.getDesignToken>): Record<string, string> {
  return {
    '--eps-color-primary': token.colorPrimary,
    '--eps-color-link': token.colorLink,
    '--eps-color-text': token.colorText,
    '--eps-color-text-secondary': token.colorTextSecondary,
    '--eps-color-text-tertiary': token.colorTextTertiary,
    '--eps-color-success': token.colorSuccessText,
    '--eps-color-warning': token.colorWarningText,
    '--eps-color-error': token.colorErrorText,
    // The accents the list, tile and statistic renderers read.
    '--eps-list-accent': token.colorPrimary,
    '--eps-tile-accent': token.colorPrimary,
    '--eps-statistic-accent': token.colorPrimary,
  };
}

/**
 * Resolves the base theme once (each `getDesignToken` derives every palette). The preset shades
 * change no token the variables read, so both come from the base theme's tokens.
 */
export function resolvePortalTheme(): ResolvedPortalTheme {
  const tokens = theme.getDesignToken(baseTheme);
  return { presetShades: readablePresetShades(tokens), cssVariables: cssVariablesOf(tokens) };
}

/** The antd theme of resolved values: the base theme with the preset shades AA needs. */
export function portalThemeConfig(resolved: ResolvedPortalTheme): ThemeConfig {
  return { token: { ...resolved.presetShades, ...baseTheme.token }, components: baseTheme.components };
}
