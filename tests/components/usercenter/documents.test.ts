// @vitest-environment node
/**
 * The user-centre documents (settings page, dialogs, forced forms) are valid
 * screen documents (the meta-schema generated from the registry), every
 * dialog file is a `dialog`, and every translation key they name exists in
 * both languages, so no screen shows a raw key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../renderers';
import { migrateDocument } from '../../../src/core/migrate';
import { buildMetaSchema } from '../../../src/core/schema/metaSchema';
import { createDocumentValidator, formatIssue } from '../../../src/core/schema/validateDocument';
import { createI18n } from '../../../src/i18n/createI18n';

/** The settings page's dialogs (partner-switch.json in the same folder belongs to the top bar). */
const DIALOGS = readdirSync('schemas/user/dialogs')
  .filter((name) => name.endsWith('.json') && name !== 'partner-switch.json')
  .map((name) => `schemas/user/dialogs/${name}`);
const FILES = ['schemas/user/setting.json', 'schemas/user/forced-password.json', 'schemas/user/forced-phone.json', 'schemas/user/forced-email.json', ...DIALOGS];
const KEY = /^(usercenter|validation|widgets|renderers|form)\.[A-Za-z0-9_.]+$/;

const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && KEY.test(value)) found.add(value);
  else if (Array.isArray(value)) value.forEach((item) => keysIn(item, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => keysIn(item, found));
  return found;
}

describe('user-centre documents', () => {
  it('are valid screen documents', () => {
    const validate = createDocumentValidator(buildMetaSchema(registry.list()));
    const problems = FILES.flatMap((file) => validate(migrateDocument(read(file)).document).map((issue) => `${file} ${issue.pointer}: ${formatIssue(issue)}`));
    expect(problems).toEqual([]);
  });

  it('the dialog files are dialogs, one per dialog of the settings page', () => {
    expect(DIALOGS.map((file) => (read(file) as { type: string }).type)).toEqual(DIALOGS.map(() => 'dialog'));
    const opened = [...JSON.stringify(read('schemas/user/setting.json')).matchAll(/"screen":"(user\/dialogs\/[a-z-]+)"/g)].map((m) => m[1]).sort();
    const mine = DIALOGS.map((file) => file.replace(/^schemas\/|\.json$/g, '')).sort();
    expect(opened).toEqual(mine);
  });

  it.each(['zh-cn', 'en'])('name only translation keys that exist in %s', (language) => {
    const i18n = createI18n(language);
    const keys = [...new Set(FILES.flatMap((file) => [...keysIn(read(file))]))];
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
  });
});
