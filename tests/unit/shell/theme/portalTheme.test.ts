/**
 * The portal theme's text colours reach WCAG AA (4.5:1) where antd
 * paints them, so every configured screen inherits readable colours.
 */
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, parseColor } from '../../../../src/shell/theme/contrast';
import { portalTheme, themeCssRule, themeCssVariables } from '../../../../src/shell/theme/portalTheme';

const token = theme.getDesignToken(portalTheme);
const tagToken = theme.getDesignToken({ ...portalTheme, token: { ...portalTheme.token, ...portalTheme.components?.Tag } });
/** The page, card and layout backgrounds text sits on. */
const BACKGROUNDS = ['#ffffff', '#fafafa', '#f5f7fa', token.colorBgLayout];

describe('contrast', () => {
  it('computes WCAG ratios, blending a translucent colour over its background', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(3.36, 1);
    expect(parseColor('rgba(1, 2, 3, 0.5)')).toEqual([1, 2, 3, 0.5]);
    expect(() => parseColor('var(--x)')).toThrow(/not a colour/);
  });

  it("finds antd's defaults below AA (the reason for the theme)", () => {
    const stock = theme.getDesignToken();
    expect(contrastRatio(stock.colorPrimary, '#ffffff')).toBeLessThan(AA_TEXT);
    expect(contrastRatio(stock.colorTextTertiary, '#ffffff')).toBeLessThan(AA_TEXT);
    expect(contrastRatio(stock.orange7, stock.orange1)).toBeLessThan(AA_TEXT);
  });
});

describe('portalTheme', () => {
  it.each([
    ['colorText', token.colorText],
    ['colorTextSecondary', token.colorTextSecondary],
    ['colorTextTertiary', token.colorTextTertiary],
    ['colorTextDescription', token.colorTextDescription],
    ['colorTextPlaceholder', token.colorTextPlaceholder],
    ['colorLink', token.colorLink],
    ['colorPrimary', token.colorPrimary],
    ['colorErrorText', token.colorErrorText],
    ['colorSuccessText', token.colorSuccessText],
    ['colorWarningText', token.colorWarningText],
  ])('%s is readable on every light background', (_name, color) => {
    for (const background of BACKGROUNDS) expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('white text is readable on primary and danger buttons and on badges', () => {
    expect(contrastRatio(token.colorTextLightSolid, token.colorPrimary)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(token.colorTextLightSolid, token.colorError)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('every preset tag colour and status tag is readable on its own background', () => {
    for (const name of ['blue', 'purple', 'cyan', 'green', 'magenta', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'gold', 'lime']) {
      const shades = token as unknown as Record<string, string>;
      expect(contrastRatio(shades[`${name}7`] ?? '', shades[`${name}1`] ?? ''), name).toBeGreaterThanOrEqual(AA_TEXT);
    }
    for (const status of ['Success', 'Warning', 'Error', 'Info'] as const) {
      expect(contrastRatio(tagToken[`color${status}`], token[`color${status}Bg`]), status).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it("an empty table's text is readable (antd paints it with the table's colorTextDisabled)", () => {
    const tableToken = theme.getDesignToken({ ...portalTheme, token: { ...portalTheme.token, ...portalTheme.components?.Table } });
    for (const background of BACKGROUNDS) expect(contrastRatio(tableToken.colorTextDisabled, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('gives schemas and stylesheets the same colours as variables', () => {
    expect(themeCssVariables()['--eps-color-primary']).toBe(token.colorPrimary);
    expect(themeCssVariables()['--eps-color-text-tertiary']).toBe(token.colorTextTertiary);
    expect(themeCssRule()).toMatch(/^:root \{ --eps-color-primary: #[0-9a-f]{6};.* \}$/);
  });

  it('the variables worked out once at start are those of the whole theme (the preset shades change none of them)', () => {
    expect(themeCssVariables()).toEqual(themeCssVariables({ ...portalTheme }));
  });
});
