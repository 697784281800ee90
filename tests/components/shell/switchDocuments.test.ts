// @vitest-environment node
/**
 * The switch documents (the partner dialog, the forced tenant and partner
 * forms) are valid screen documents, the dialog is a `dialog`, the forms end
 * with `refreshSession` (their translation keys: tests/unit/i18n/schemaKeys.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../renderers';
import { migrateDocument } from '@core/migrate';
import { buildMetaSchema } from '@core/schema/metaSchema';
import { createDocumentValidator, formatIssue } from '@core/schema/validateDocument';

const FILES = ['schemas/user/dialogs/partner-switch.json', 'schemas/user/forced-tenant.json', 'schemas/user/forced-partner.json'];

const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));


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
});
