/**
 * The watermark's configuration (spec portal-shell 3 and 9): which config of
 * /eps/config/watermark/get applies, the user info of /infoshow (base64 of
 * `username#account#email`, split by #), and the drawing options with the
 * spec's defaults (340 x 340, font 16, colour #E8E9EB, 16 degrees). Pure.
 */
import type { Platform } from '../../api';

/** A config row as the server sends it; fields beyond the spec's may be null. */
export interface WatermarkConfig {
  platform?: string | null;
  path?: string | null;
  /** 0 = off. */
  enable?: number | string | null;
  /** Comma list of username, account, email. */
  tags?: string | null;
  /** Percent. */
  opacity?: number | null;
  width?: number | null;
  height?: number | null;
  fontSize?: number | null;
  color?: string | null;
  rotate?: number | null;
}

export interface WatermarkUserInfo {
  username: string;
  account: string;
  email: string;
}

/** What the overlay draws. */
export interface WatermarkOptions {
  lines: string[];
  width: number;
  height: number;
  fontSize: number;
  color: string;
  /** Degrees, counter-clockwise. */
  rotate: number;
  /** 0..1. */
  opacity: number;
}

export const WATERMARK_DEFAULTS = { width: 340, height: 340, fontSize: 16, color: '#E8E9EB', rotate: 16, opacity: 1 } as const;
const TAGS = ['username', 'account', 'email'] as const;

/**
 * The config for this platform and path: enabled rows whose platform is `*`
 * or this one and whose path prefixes the current path; the longest path
 * wins, then the server's order (tenant rows come first).
 */
export function pickWatermarkConfig(rows: readonly WatermarkConfig[], platform: Platform, pathname: string): WatermarkConfig | undefined {
  const matching = rows.filter((row) => {
    const rowPlatform = (row.platform ?? '*').trim() || '*';
    const rowPath = (row.path ?? '/').trim() || '/';
    return (rowPlatform === '*' || rowPlatform === platform) && pathname.startsWith(rowPath);
  });
  let best: WatermarkConfig | undefined;
  for (const row of matching) if (!best || (row.path ?? '/').length > (best.path ?? '/').length) best = row;
  return best && String(best.enable ?? '1') !== '0' ? best : undefined;
}

/** Decodes /infoshow's data (base64 of UTF-8 `username#account#email`). */
export function decodeWatermarkInfo(encoded: string): WatermarkUserInfo | undefined {
  try {
    const binary = atob(encoded.trim());
    const text = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const [username = '', account = '', email = ''] = text.split('#');
    return { username, account, email };
  } catch {
    return undefined;
  }
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm` in local time. */
export function formatTimestamp(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const positive = (value: number | null | undefined, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;

/** The drawing options: the tagged user fields (in the config's order), then the timestamp. */
export function toWatermarkOptions(config: WatermarkConfig, info: WatermarkUserInfo, now: Date): WatermarkOptions {
  const tags = (config.tags ?? TAGS.join(','))
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag): tag is (typeof TAGS)[number] => (TAGS as readonly string[]).includes(tag));
  const lines = tags.map((tag) => info[tag]).filter((value) => value !== '');
  lines.push(formatTimestamp(now));
  const opacity = typeof config.opacity === 'number' && config.opacity > 0 ? Math.min(config.opacity, 100) / 100 : WATERMARK_DEFAULTS.opacity;
  return {
    lines,
    width: positive(config.width, WATERMARK_DEFAULTS.width),
    height: positive(config.height, WATERMARK_DEFAULTS.height),
    fontSize: positive(config.fontSize, WATERMARK_DEFAULTS.fontSize),
    color: config.color && /^#?[0-9a-fA-F]{3,8}$/.test(config.color) ? (config.color.startsWith('#') ? config.color : `#${config.color}`) : WATERMARK_DEFAULTS.color,
    rotate: typeof config.rotate === 'number' && Number.isFinite(config.rotate) ? config.rotate : WATERMARK_DEFAULTS.rotate,
    opacity,
  };
}
