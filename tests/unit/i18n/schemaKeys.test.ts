// @vitest-environment node
/**
 * Every screen document under schemas/: each translation key it names exists
 * in both languages (no screen shows a raw key), and each dialog it opens by
 * `screenDialog` is a file whose root is a `dialog`. One check for all
 * documents, so a new screen is covered without a test of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/i18n/createI18n';

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : entry.name.endsWith('.json') ? [join(folder, entry.name)] : [],
  );
}

const DOCUMENTS = filesUnder('schemas').map((file) => ({ file, json: JSON.parse(readFileSync(file, 'utf8')) as unknown }));
// A key is `<area>.<path>` where <area> is a locale file (src/i18n/locales/en/<area>.json); text with `${` is a template.
const AREAS = readdirSync('src/i18n/locales/en').map((name) => name.replace(/\.json$/, ''));
const KEY = new RegExp(`^(${AREAS.join('|')})\\.[A-Za-z0-9_.]+$`);

/** The strings of a document, without host capability names (`login.signIn` names code, not text). */
function stringsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => stringsIn(item, found));
  else if (value && typeof value === 'object') {
    const host = (value as Record<string, unknown>)['action'] === 'host';
    Object.entries(value).forEach(([key, item]) => {
      if (!(host && key === 'name')) stringsIn(item, found);
    });
  }
  return found;
}

function screenDialogsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => screenDialogsIn(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record['action'] === 'screenDialog' && typeof record['screen'] === 'string') found.push(record['screen']);
    Object.values(record).forEach((item) => screenDialogsIn(item, found));
  }
  return found;
}

describe('every screen document', () => {
  it('there are documents to check', () => {
    expect(DOCUMENTS.length).toBeGreaterThan(20);
  });

  it.each(['zh-cn', 'en'])('names only translation keys that exist in %s', (language) => {
    const i18n = createI18n(language);
    const missing = DOCUMENTS.flatMap(({ file, json }) =>
      stringsIn(json)
        .filter((text) => KEY.test(text) && !i18n.exists(text))
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('opens with screenDialog only dialog documents that exist', () => {
    const byId = new Map(DOCUMENTS.map(({ file, json }) => [file.replace(/^schemas\/|\.json$/g, ''), json]));
    const problems = DOCUMENTS.flatMap(({ file, json }) =>
      screenDialogsIn(json)
        .filter((id) => (byId.get(id) as { type?: unknown } | undefined)?.type !== 'dialog')
        .map((id) => `${file}: ${id}`),
    );
    expect(problems).toEqual([]);
  });
});
