// @vitest-environment node
/**
 * The user-centre documents (settings page, dialogs, forced forms) are valid
 * screen documents (the meta-schema generated from the registry), every
 * dialog file is a `dialog` (their translation keys:
 * tests/unit/i18n/schemaKeys.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../renderers';
import { migrateDocument } from '@core/migrate';
import { buildMetaSchema } from '@core/schema/metaSchema';
import { createDocumentValidator, formatIssue } from '@core/schema/validateDocument';

/** The settings page's dialogs (partner-switch.json in the same folder belongs to the top bar). */
const DIALOGS = readdirSync('schemas/user/dialogs')
  .filter((name) => name.endsWith('.json') && name !== 'partner-switch.json')
  .map((name) => `schemas/user/dialogs/${name}`);
const FILES = ['schemas/user/setting.json', 'schemas/user/forced-password.json', 'schemas/user/forced-phone.json', 'schemas/user/forced-email.json', ...DIALOGS];

const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));


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
});
