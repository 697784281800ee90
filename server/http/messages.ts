/**
 * Server-side texts in the caller's language. The texts live with the portal's
 * translations (src/i18n/locales/<lang>/server.json, area `server`) so one
 * review covers both sides; keys starting with `validation.` come from the
 * portal's validation.json, so the server words input errors as the forms do.
 */
import { readFileSync } from 'node:fs';
import { repoPath } from '../repoRoot';

/** Languages the portal and server speak (spec portal-shell 9: zh-cn default, en). */
export const LANGS = ['zh-cn', 'en'] as const;
/** One of {@link LANGS}. */
export type Lang = (typeof LANGS)[number];
/** The default interface language. */
export const DEFAULT_LANG: Lang = 'zh-cn';

type MessageTree = { readonly [key: string]: string | MessageTree };

function load(lang: Lang, area: string): MessageTree {
  return JSON.parse(readFileSync(repoPath('src/i18n/locales', lang, `${area}.json`), 'utf8')) as MessageTree;
}

/** Area `server` at the root, area `validation` under `validation.`. */
function catalogue(lang: Lang): MessageTree {
  return { ...load(lang, 'server'), validation: load(lang, 'validation') };
}

const catalogues: Record<Lang, MessageTree> = { 'zh-cn': catalogue('zh-cn'), en: catalogue('en') };

/**
 * Maps the language spellings seen in the wild to ours
 * (spec portal-shell 9: en-us and en_US to en, zh_CN to zh-cn).
 * Returns undefined for a language we do not speak.
 */
export function normalizeLang(input: unknown): Lang | undefined {
  if (typeof input !== 'string') return undefined;
  const v = input.trim().toLowerCase().replace('_', '-');
  if (v === 'en' || v.startsWith('en-')) return 'en';
  if (v === 'zh' || v === 'zh-cn' || v === 'zh-hans' || v.startsWith('zh-hans-')) return 'zh-cn';
  return undefined;
}

/** Picks the first language of an Accept-Language header that we speak. */
export function langFromAcceptLanguage(header: string | undefined): Lang | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const lang = normalizeLang(part.split(';')[0]);
    if (lang) return lang;
  }
  return undefined;
}

function lookup(tree: MessageTree, path: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const segment of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Translates `key` (relative to the `server` area, e.g. `login.badCredentials`,
 * or `validation.<rule>`) and fills `{{name}}` placeholders. Falls back to
 * zh-cn, then to the key.
 */
export function translate(lang: Lang, key: string, vars: Readonly<Record<string, string | number>> = {}): string {
  const template = lookup(catalogues[lang], key) ?? lookup(catalogues[DEFAULT_LANG], key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : String(value);
  });
}
