/**
 * The form builder's "Shown when": picking another field, an operator and
 * one of that field's choices writes the field's `ui:visibleOn` (one edit
 * per pick), the builder reads a written expression back as its picks, a
 * hand-written one stays text with its problem said, and clearing takes
 * the key away.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OtherField } from '../../../src/studio/visual/FormBuilderShownWhen';
import { mountFieldOptions, type FieldOptionsRun } from './fieldOptionsHarness';

const document = (ui: string): string => `{
  "type": "form",
  "schema": { "type": "object", "properties": { "method": { "type": "string", "enum": ["bank", "other"] }, "otherMethod": { "type": "string" } } },
  "uiSchema": { "otherMethod": ${ui} }
}`;

const OTHERS: OtherField[] = [{ name: 'method', title: 'Payment method', kind: 'string', choices: ['bank', 'other'], choiceLabels: ['Bank transfer', 'Other'] }];

// What the JSON view or undo puts under the builder (the button named "outside").
const OUTSIDE = document(`{ "ui:visibleOn": "values.method != 'bank'" }`);

const mount = (start: string): FieldOptionsRun => mountFieldOptions(start, 'otherMethod', { others: OTHERS, outside: OUTSIDE });

const visibleOn = (run: FieldOptionsRun): unknown => (JSON.parse(run.text()) as { uiSchema: { otherMethod: Record<string, unknown> } }).uiSchema.otherMethod['ui:visibleOn'];

async function pick(testId: string, title: string): Promise<void> {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const options = await screen.findAllByTitle(title);
  fireEvent.click(options[options.length - 1] as HTMLElement);
}

describe('studio form builder: shown when', () => {
  it('picks write the expression, one edit per pick; clearing removes the key', async () => {
    const run = mount(document('{}'));
    await screen.findByTestId('field-otherMethod-shownWhen');
    await pick('field-otherMethod-shownWhen-field', 'Payment method');
    // A field and "equals" with no value yet: nothing is written.
    expect(run.edits()).toBe(0);
    // The choices as the form names them (ui:enumNames); the value written is the choice itself.
    await pick('field-otherMethod-shownWhen-value', 'Other');
    await waitFor(() => expect(visibleOn(run)).toBe("values.method == 'other'"));
    expect(run.edits()).toBe(1);
    await pick('field-otherMethod-shownWhen-operator', '属于其中之一');
    await pick('field-otherMethod-shownWhen-value', 'Bank transfer');
    await waitFor(() => expect(visibleOn(run)).toBe("includes(['bank'], values.method)"));
    expect(run.edits()).toBe(2);
    fireEvent.click(screen.getByTestId('field-otherMethod-shownWhen-clear'));
    await waitFor(() => expect(visibleOn(run)).toBeUndefined());
    expect(run.edits()).toBe(3);
    expect(run.text()).not.toContain('ui:visibleOn');
  });

  it('reads a written expression back as its picks, and follows the document when it changes', async () => {
    mount(document(`{ "ui:visibleOn": "values.method == 'other'" }`));
    const box = await screen.findByTestId('field-otherMethod-shownWhen');
    expect(within(box).getByTestId('field-otherMethod-shownWhen-field').textContent).toContain('Payment method');
    expect(within(box).getByTestId('field-otherMethod-shownWhen-operator').textContent).toContain('等于');
    expect(within(box).getByTestId('field-otherMethod-shownWhen-value').textContent).toContain('Other');
    fireEvent.click(screen.getByText('outside'));
    await waitFor(() => expect(screen.getByTestId('field-otherMethod-shownWhen-operator').textContent).toContain('不等于'));
    expect(screen.getByTestId('field-otherMethod-shownWhen-value').textContent).toContain('Bank transfer');
  });

  it('a hand-written expression stays text, with its problem said while it cannot be read', async () => {
    const run = mount(document(`{ "ui:visibleOn": "user.platform == 'su'" }`));
    const input = (await screen.findByTestId('field-otherMethod-shownWhen-expression')) as HTMLInputElement;
    expect(input.value).toBe("user.platform == 'su'");
    fireEvent.change(input, { target: { value: "user.platform == 'su' &&" } });
    await waitFor(() => expect(visibleOn(run)).toBe("user.platform == 'su' &&"));
    expect(screen.getByTestId('field-otherMethod-shownWhen-problem').textContent).toMatch(/^无法读取此条件：/);
    fireEvent.change(input, { target: { value: "user.platform == 'su' && values.method == 'other'" } });
    await waitFor(() => expect(screen.queryByTestId('field-otherMethod-shownWhen-problem')).toBeNull());
    // Typing is one undo step.
    expect(run.edits()).toBe(2);
  });
});
