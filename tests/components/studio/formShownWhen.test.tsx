/**
 * The form builder's "Shown when": picking another field, an operator and
 * one of that field's choices writes the field's `ui:visibleOn` (one edit
 * per pick), the builder reads a written expression back as its picks, a
 * hand-written one stays text with its problem said, and clearing takes
 * the key away.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { FieldOptions, type FieldSchema, type FieldUi } from '../../../src/studio/visual/FormBuilderOptions';
import type { OtherField } from '../../../src/studio/visual/FormBuilderShownWhen';
import { valueAt, type TextEdit } from '../../../src/studio/visual/textPatch';
import { renderShell } from '../shell/harness';

const document = (ui: string): string => `{
  "type": "form",
  "schema": { "type": "object", "properties": { "method": { "type": "string", "enum": ["bank", "other"] }, "otherMethod": { "type": "string" } } },
  "uiSchema": { "otherMethod": ${ui} }
}`;

const OTHERS: OtherField[] = [{ name: 'method', title: 'Payment method', kind: 'string', choices: ['bank', 'other'], choiceLabels: ['Bank transfer', 'Other'] }];

let current = '';
let edits = 0;

function Harness({ start }: { start: string }): ReactElement {
  const [text, setText] = useState(start);
  const parsed = JSON.parse(text) as unknown;
  const apply = (edit: TextEdit): boolean => {
    const next = edit(text);
    if (next === undefined || next === text) return false;
    edits += 1;
    current = next;
    setText(next);
    return true;
  };
  return (
    <>
      <FieldOptions
        name="otherMethod"
        kind="string"
        field={valueAt(parsed, '/schema/properties/otherMethod') as FieldSchema}
        ui={valueAt(parsed, '/uiSchema/otherMethod') as FieldUi | undefined}
        schemaAt="/schema/properties/otherMethod"
        uiAt="/uiSchema/otherMethod"
        apply={apply}
        disabled={false}
        others={OTHERS}
      />
      {/* Stands for the JSON view or undo changing the document under the builder. */}
      <button type="button" onClick={() => setText(document(`{ "ui:visibleOn": "values.method != 'bank'" }`))}>outside</button>
    </>
  );
}

const visibleOn = (): unknown => (JSON.parse(current) as { uiSchema: { otherMethod: Record<string, unknown> } }).uiSchema.otherMethod['ui:visibleOn'];

async function pick(testId: string, title: string): Promise<void> {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const options = await screen.findAllByTitle(title);
  fireEvent.click(options[options.length - 1] as HTMLElement);
}

describe('studio form builder: shown when', () => {
  it('picks write the expression, one edit per pick; clearing removes the key', async () => {
    current = document('{}');
    edits = 0;
    renderShell(<Harness start={current} />);
    await screen.findByTestId('field-otherMethod-shownWhen');
    await pick('field-otherMethod-shownWhen-field', 'Payment method');
    // A field and "equals" with no value yet: nothing is written.
    expect(edits).toBe(0);
    // The choices as the form names them (ui:enumNames); the value written is the choice itself.
    await pick('field-otherMethod-shownWhen-value', 'Other');
    await waitFor(() => expect(visibleOn()).toBe("values.method == 'other'"));
    expect(edits).toBe(1);
    await pick('field-otherMethod-shownWhen-operator', '属于其中之一');
    await pick('field-otherMethod-shownWhen-value', 'Bank transfer');
    await waitFor(() => expect(visibleOn()).toBe("includes(['bank'], values.method)"));
    expect(edits).toBe(2);
    fireEvent.click(screen.getByTestId('field-otherMethod-shownWhen-clear'));
    await waitFor(() => expect(visibleOn()).toBeUndefined());
    expect(edits).toBe(3);
    expect(current).not.toContain('ui:visibleOn');
  });

  it('reads a written expression back as its picks, and follows the document when it changes', async () => {
    current = document(`{ "ui:visibleOn": "values.method == 'other'" }`);
    renderShell(<Harness start={current} />);
    const box = await screen.findByTestId('field-otherMethod-shownWhen');
    expect(within(box).getByTestId('field-otherMethod-shownWhen-field').textContent).toContain('Payment method');
    expect(within(box).getByTestId('field-otherMethod-shownWhen-operator').textContent).toContain('等于');
    expect(within(box).getByTestId('field-otherMethod-shownWhen-value').textContent).toContain('Other');
    fireEvent.click(screen.getByText('outside'));
    await waitFor(() => expect(screen.getByTestId('field-otherMethod-shownWhen-operator').textContent).toContain('不等于'));
    expect(screen.getByTestId('field-otherMethod-shownWhen-value').textContent).toContain('Bank transfer');
  });

  it('a hand-written expression stays text, with its problem said while it cannot be read', async () => {
    current = document(`{ "ui:visibleOn": "user.platform == 'su'" }`);
    edits = 0;
    renderShell(<Harness start={current} />);
    const input = (await screen.findByTestId('field-otherMethod-shownWhen-expression')) as HTMLInputElement;
    expect(input.value).toBe("user.platform == 'su'");
    fireEvent.change(input, { target: { value: "user.platform == 'su' &&" } });
    await waitFor(() => expect(visibleOn()).toBe("user.platform == 'su' &&"));
    expect(screen.getByTestId('field-otherMethod-shownWhen-problem').textContent).toMatch(/^无法读取此条件：/);
    fireEvent.change(input, { target: { value: "user.platform == 'su' && values.method == 'other'" } });
    await waitFor(() => expect(screen.queryByTestId('field-otherMethod-shownWhen-problem')).toBeNull());
    // Typing is one undo step.
    expect(edits).toBe(2);
  });
});
