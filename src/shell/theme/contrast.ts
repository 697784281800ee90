/**
 * WCAG 2.x contrast ratios of CSS colours (`#rgb`, `#rrggbb`, `rgb()`/`rgba()`),
 * a translucent foreground blended over its background first, as a browser
 * paints it. Used to pick theme colours that reach 4.5:1 and by the
 * theme's test.
 */

/** Red, green, blue in 0..255 and alpha in 0..1. */
export type Rgba = readonly [number, number, number, number];

/** Parses `#rgb`, `#rrggbb` or `rgb[a](r, g, b[, a])`; throws on anything else. */
export function parseColor(color: string): Rgba {
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value);
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)).concat(1) as unknown as Rgba;
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(value);
  if (fn?.[1]) {
    const parts = fn[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    if (parts.length >= 3 && parts.every((n) => Number.isFinite(n))) return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  }
  throw new Error(`not a colour: ${color}`);
}

/** `fg` painted over the opaque `bg`. */
function blend(fg: Rgba, bg: Rgba): Rgba {
  const a = fg[3];
  return [fg[0] * a + bg[0] * (1 - a), fg[1] * a + bg[1] * (1 - a), fg[2] * a + bg[2] * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (v: number): number => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * The contrast ratio (1 to 21) of text colour `fg` on background `bg`.
 * @example contrastRatio('#1677ff', '#ffffff') // 4.10: below AA for body text
 */
export function contrastRatio(fg: string, bg: string): number {
  const back = parseColor(bg);
  const opaqueBack = back[3] < 1 ? blend(back, [255, 255, 255, 1]) : back;
  const [high, low] = [luminance(blend(parseColor(fg), opaqueBack)), luminance(opaqueBack)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** WCAG AA for body text (under 18.66 px bold / 24 px). */
export const AA_TEXT = 4.5;
