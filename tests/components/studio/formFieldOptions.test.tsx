/**
 * The form builder's field options write the form's JSON Schema and
 * uiSchema as a person would: a check and its message in two languages,
 * taking the check away takes its message too, in one edit; the phone
 * preset writes its pattern; the inputs offered follow the field's kind.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mountFieldOptions, type FieldOptionsRun } from './fieldOptionsHarness';

const START = `{
  "type": "form",
  "schema": { "type": "object", "properties": { "name": { "type": "string" } } }
}`;

const doc = (run: FieldOptionsRun): { schema: { properties: { name: Record<string, unknown> } }; uiSchema?: { name?: Record<string, unknown> } } => JSON.parse(run.text());

describe('studio form builder: a field\'s options', () => {
  it('a length check with its message in two languages; taking it away takes the message in the same edit', async () => {
    const run = mountFieldOptions(START, 'name');
    fireEvent.change(await screen.findByTestId('field-name-maxLength'), { target: { value: '20' } });
    await waitFor(() => expect(doc(run).schema.properties.name.maxLength).toBe(20));
    fireEvent.change(screen.getByTestId('field-name-maxLength-message-zh-cn'), { target: { value: '最多 20 个字' } });
    fireEvent.change(screen.getByTestId('field-name-maxLength-message-en'), { target: { value: 'At most 20' } });
    await waitFor(() => expect(doc(run).uiSchema?.name?.['ui:messages']).toEqual({ maxLength: { 'zh-cn': '最多 20 个字', en: 'At most 20' } }));
    // New keys go at the end, the rest of the text stays as written.
    expect(run.text().startsWith('{\n  "type": "form",\n  "schema": { "type": "object", "properties": { "name": { "type": "string", "maxLength": 20 } } },')).toBe(true);

    const before = run.edits();
    fireEvent.change(screen.getByTestId('field-name-maxLength'), { target: { value: '' } });
    await waitFor(() => expect(doc(run).schema.properties.name.maxLength).toBeUndefined());
    expect(doc(run).uiSchema?.name?.['ui:messages']).toEqual({});
    expect(run.edits()).toBe(before + 1);
    expect(screen.queryByTestId('field-name-maxLength-message-zh-cn')).toBeNull();
  });

  it('a pattern, help in two languages and read-only', async () => {
    const run = mountFieldOptions(START, 'name');
    fireEvent.change(await screen.findByTestId('field-name-pattern'), { target: { value: '^1[3-9]\\d{9}$' } });
    await waitFor(() => expect(doc(run).schema.properties.name.pattern).toBe('^1[3-9]\\d{9}$'));
    // The preset's name shows for its pattern.
    expect(screen.getByTestId('field-name-pattern-preset').textContent).toContain('手机号');
    fireEvent.change(screen.getByTestId('field-name-help-en'), { target: { value: 'The name others see' } });
    fireEvent.click(screen.getByTestId('field-name-readonly'));
    await waitFor(() => expect(doc(run).uiSchema?.name).toEqual({ 'ui:help': { en: 'The name others see' }, 'ui:readonly': true }));
  });
});
