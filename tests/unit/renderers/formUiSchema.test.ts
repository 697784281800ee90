import { describe, expect, it } from 'vitest';
import { registry } from '../../../renderers';
import { buildMetaSchema } from '@core/schema/metaSchema';
import { createDocumentValidator, formatIssue } from '@core/schema/validateDocument';

const validate = createDocumentValidator(buildMetaSchema(registry.list()));
const messages = (doc: unknown): string[] => validate(doc).map((issue) => `${issue.pointer}: ${formatIssue(issue)}`);
const form = (extra: Record<string, unknown>) => ({ schemaVersion: 1, type: 'form', schema: { type: 'object' }, ...extra });

describe('the form part of the meta-schema', () => {
  it('accepts the rjsf ui: keys at any depth, tuple item lists and non-object roots', () => {
    expect(
      messages(
        form({
          uiSchema: {
            'ui:order': ['b', '*'],
            'ui:globalOptions': { copyable: true },
            'ui:submitButtonOptions': { norender: true },
            contacts: { 'ui:options': { orderable: false }, items: { phone: { 'ui:widget': 'updown', 'ui:enumDisabled': [] } } },
            point: { items: [{ 'ui:title': 'x' }, { 'ui:help': 'y' }] },
          },
        }),
      ),
    ).toEqual([]);
    expect(messages(form({ schema: { type: 'string', title: 'One value' } }))).toEqual([]);
  });

  it('refuses an unknown ui: key with its pointer', () => {
    const found = messages(form({ uiSchema: { contacts: { items: { phone: { 'ui:widgte': 'text' } } } } }));
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(['/uiSchema/contacts/items/phone: unknown prop "ui:widgte"']);
  });
});
