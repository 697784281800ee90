// @vitest-environment node
/**
 * The switch documents (the partner dialog, the forced tenant and partner
 * forms) are valid screen documents, the dialog is a `dialog`, the forms end
 * with `refreshSession`, and every translation key they name exists in both
 * languages.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../renderers';
import { migrateDocument } from '../../../src/core/migrate';
import { buildMetaSchema } from '../../../src/core/schema/metaSchema';
import { createDocumentValidator, formatIssue } from '../../../src/core/schema/validateDocument';
import { createI18n } from '../../../src/i18n/createI18n';

const FILES = ['schemas/user/dialogs/partner-switch.json', 'schemas/user/forced-tenant.json', 'schemas/user/forced-partner.json'];
const KEY = /^(layout|usercenter|renderers|form)\.[A-Za-z0-9_.]+$/;

const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && KEY.test(value)) found.add(value);
  else if (Array.isArray(value)) value.forEach((item) => keysIn(item, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => keysIn(item, found));
  return found;
}

describe('switch documents', () => {
  it('are valid screen documents; the partner switch is a dialog, the forced forms are pages', () => {
    const validate = createDocumentValidator(buildMetaSchema(registry.list()));
    const problems = FILES.flatMap((file) => validate(migrateDocument(read(file)).document).map((issue) => `${file} ${issue.pointer}: ${formatIssue(issue)}`));
    expect(problems).toEqual([]);
    expect(FILES.map((file) => (read(file) as { type: string }).type)).toEqual(['dialog', 'page', 'page']);
  });

  it('the forced forms move the gate on with refreshSession; the switch logs out 1.5 s after its message', () => {
    for (const file of FILES.slice(1)) expect(JSON.stringify(read(file))).toContain('{"action":"host","name":"refreshSession"}');
    const dialog = JSON.stringify(read(FILES[0]!));
    expect(dialog).toContain('{"action":"toast","level":"success","message":"layout.tenant.switched"},{"action":"close"},{"action":"logout","delay":1500}');
  });

  it.each(['zh-cn', 'en'])('name only translation keys that exist in %s', (language) => {
    const i18n = createI18n(language);
    const keys = [...new Set(FILES.flatMap((file) => [...keysIn(read(file))]))];
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
  });
});
