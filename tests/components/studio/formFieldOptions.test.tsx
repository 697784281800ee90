/**
 * The form builder's field options write the form's JSON Schema and
 * uiSchema as a person would: a check and its message in two languages,
 * taking the check away takes its message too, in one edit; the phone
 * preset writes its pattern; the inputs offered follow the field's kind.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { FieldOptions, type FieldSchema, type FieldUi } from '../../../src/studio/visual/FormBuilderOptions';
import { valueAt, type TextEdit } from '../../../src/studio/visual/textPatch';
import { renderShell } from '../shell/harness';

const START = `{
  "type": "form",
  "schema": { "type": "object", "properties": { "name": { "type": "string" } } }
}`;

let current = START;
let edits = 0;

function Harness(): ReactElement {
  const [text, setText] = useState(START);
  const document = JSON.parse(text) as unknown;
  const apply = (edit: TextEdit): boolean => {
    const next = edit(text);
    if (next === undefined || next === text) return false;
    edits += 1;
    current = next;
    setText(next);
    return true;
  };
  return (
    <FieldOptions
      name="name"
      kind="string"
      field={valueAt(document, '/schema/properties/name') as FieldSchema}
      ui={valueAt(document, '/uiSchema/name') as FieldUi | undefined}
      schemaAt="/schema/properties/name"
      uiAt="/uiSchema/name"
      apply={apply}
      disabled={false}
    />
  );
}

const doc = (): { schema: { properties: { name: Record<string, unknown> } }; uiSchema?: { name?: Record<string, unknown> } } => JSON.parse(current);

describe('studio form builder: a field\'s options', () => {
  it('a length check with its message in two languages; taking it away takes the message in the same edit', async () => {
    current = START;
    renderShell(<Harness />);
    fireEvent.change(await screen.findByTestId('field-name-maxLength'), { target: { value: '20' } });
    await waitFor(() => expect(doc().schema.properties.name.maxLength).toBe(20));
    fireEvent.change(screen.getByTestId('field-name-maxLength-message-zh-cn'), { target: { value: '最多 20 个字' } });
    fireEvent.change(screen.getByTestId('field-name-maxLength-message-en'), { target: { value: 'At most 20' } });
    await waitFor(() => expect(doc().uiSchema?.name?.['ui:messages']).toEqual({ maxLength: { 'zh-cn': '最多 20 个字', en: 'At most 20' } }));
    // New keys go at the end, the rest of the text stays as written.
    expect(current.startsWith('{\n  "type": "form",\n  "schema": { "type": "object", "properties": { "name": { "type": "string", "maxLength": 20 } } },')).toBe(true);

    const before = edits;
    fireEvent.change(screen.getByTestId('field-name-maxLength'), { target: { value: '' } });
    await waitFor(() => expect(doc().schema.properties.name.maxLength).toBeUndefined());
    expect(doc().uiSchema?.name?.['ui:messages']).toEqual({});
    expect(edits).toBe(before + 1);
    expect(screen.queryByTestId('field-name-maxLength-message-zh-cn')).toBeNull();
  });

  it('a pattern, help in two languages and read-only', async () => {
    current = START;
    renderShell(<Harness />);
    fireEvent.change(await screen.findByTestId('field-name-pattern'), { target: { value: '^1[3-9]\\d{9}$' } });
    await waitFor(() => expect(doc().schema.properties.name.pattern).toBe('^1[3-9]\\d{9}$'));
    // The preset's name shows for its pattern.
    expect(screen.getByTestId('field-name-pattern-preset').textContent).toContain('手机号');
    fireEvent.change(screen.getByTestId('field-name-help-en'), { target: { value: 'The name others see' } });
    fireEvent.click(screen.getByTestId('field-name-readonly'));
    await waitFor(() => expect(doc().uiSchema?.name).toEqual({ 'ui:help': { en: 'The name others see' }, 'ui:readonly': true }));
  });
});
