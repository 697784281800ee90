/**
 * The studio's form builder writes the form's JSON Schema and uiSchema as a
 * person's edit would, one undo step per edit: a new field by its name (a
 * name that is no field name, or is taken, is refused; the box clears after
 * an add), required with its message in both languages, the kind changed to
 * date (type and format together), a field moved up and down, and a required
 * field removed with its place in `required` and its uiSchema entry.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { FormBuilder } from '../../../src/studio/visual/FormBuilder';
import { useVisualEdits } from '../../../src/studio/visual/useVisualEdits';
import { renderShell } from '../shell/harness';
import { pickOption } from '../shell/switchHarness';

interface FormDoc {
  schema: { properties: Record<string, Record<string, unknown>>; required?: string[] };
  uiSchema?: Record<string, Record<string, unknown> | undefined>;
}

const START = `{
  "type": "form",
  "schema": {
    "type": "object",
    "properties": {
      "name": { "type": "string", "title": { "zh-cn": "名称", "en": "Name" } },
      "amount": { "type": "number" }
    },
    "required": ["name"]
  },
  "uiSchema": {
    "name": { "ui:messages": { "required": { "zh-cn": "请填写名称", "en": "Name is required" } } }
  }
}`;

function renderBuilder() {
  const run = { text: (): string => START, undoSteps: (): number => 0, undo: (): void => undefined };
  function Harness(): ReactElement {
    const [text, setText] = useState(START);
    const edits = useVisualEdits(text, setText);
    run.text = () => text;
    run.undoSteps = () => edits.history.undo.length;
    run.undo = edits.undo;
    return <FormBuilder edits={edits} pointer="" />;
  }
  renderShell(<Harness />);
  const form = (): FormDoc => JSON.parse(run.text()) as FormDoc;
  return { run, form };
}

/** Opens a field's card (the list shows one at a time). */
function open(name: string): void {
  fireEvent.click(screen.getByTestId(`form-field-${name}`));
}

/** Enter, down and up: the box takes one Enter per key press. */
function pressEnter(box: HTMLElement): void {
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

/** The card of the field at `index`, which holds its move and delete buttons. */
const card = (index: number): HTMLElement => screen.getAllByTestId('form-fields-item')[index]!.closest('.ant-collapse-item') as HTMLElement;

describe('studio form builder', () => {
  it('refuses a name that is no field name or is taken, adds a good one as a text field and clears the box', async () => {
    const { run, form } = renderBuilder();
    const box = screen.getByTestId('form-new-field') as HTMLInputElement;
    const add = screen.getByTestId('form-new-field-add') as HTMLButtonElement;
    for (const refused of ['1st', 'due-date', 'name']) {
      fireEvent.change(box, { target: { value: refused } });
      expect(box.className).toContain('ant-input-status-error');
      expect(add.disabled).toBe(true);
      pressEnter(box);
      expect(run.text()).toBe(START);
      expect(box.value).toBe(refused);
    }

    fireEvent.change(box, { target: { value: 'note' } });
    expect(box.className).not.toContain('ant-input-status-error');
    fireEvent.click(add);
    await waitFor(() => expect(Object.keys(form().schema.properties)).toEqual(['name', 'amount', 'note']));
    expect(form().schema.properties.note).toEqual({ type: 'string', title: { 'zh-cn': 'note', en: 'note' } });
    // The new field goes after the others; the rest of the text stays as written.
    expect(run.text()).toContain('"amount": { "type": "number" },');
    expect(run.text()).toContain('"required": ["name"]');
    expect(run.undoSteps()).toBe(1);
    expect(box.value).toBe('');
    expect(await screen.findByTestId('form-field-note')).toBeTruthy();

    // Enter adds as the button does.
    fireEvent.change(box, { target: { value: 'remark_2' } });
    pressEnter(box);
    await waitFor(() => expect(Object.keys(form().schema.properties)).toEqual(['name', 'amount', 'note', 'remark_2']));
    expect(box.value).toBe('');
  });

  it('makes a field required and writes its message in both languages; not required takes it out of `required`', async () => {
    const { run, form } = renderBuilder();
    open('amount');
    expect(screen.queryByTestId('field-amount-message-zh-cn')).toBeNull();
    fireEvent.click(await screen.findByTestId('field-amount-required'));
    await waitFor(() => expect(form().schema.required).toEqual(['name', 'amount']));
    expect(screen.getByTestId('form-field-amount').textContent).toContain('amount *');

    fireEvent.change(await screen.findByTestId('field-amount-message-zh-cn'), { target: { value: '请填写金额' } });
    await waitFor(() => expect(form().uiSchema?.amount).toEqual({ 'ui:messages': { required: { 'zh-cn': '请填写金额' } } }));
    fireEvent.change(screen.getByTestId('field-amount-message-en'), { target: { value: 'Amount is required' } });
    await waitFor(() => expect(form().uiSchema?.amount).toEqual({ 'ui:messages': { required: { 'zh-cn': '请填写金额', en: 'Amount is required' } } }));
    // The other field's message is untouched.
    expect(form().uiSchema?.name).toEqual({ 'ui:messages': { required: { 'zh-cn': '请填写名称', en: 'Name is required' } } });
    // Required, then the message typed in two languages: two undo steps.
    expect(run.undoSteps()).toBe(2);

    fireEvent.click(screen.getByTestId('field-amount-required'));
    await waitFor(() => expect(form().schema.required).toEqual(['name']));
    expect(screen.queryByTestId('field-amount-message-zh-cn')).toBeNull();
  });

  it('changes a field to a date in one edit: a string of format date; undo takes both back', async () => {
    const { run, form } = renderBuilder();
    open('amount');
    await pickOption(await screen.findByTestId('field-amount-kind'), '日期');
    await waitFor(() => expect(form().schema.properties.amount).toEqual({ type: 'string', format: 'date' }));
    expect(run.text()).toContain('"amount": { "type": "string", "format": "date" }');
    expect(run.undoSteps()).toBe(1);

    // Back to a number drops the format in the same edit.
    await pickOption(screen.getByTestId('field-amount-kind'), '数字');
    await waitFor(() => expect(form().schema.properties.amount).toEqual({ type: 'number' }));
    expect(run.undoSteps()).toBe(2);

    act(() => run.undo());
    await waitFor(() => expect(form().schema.properties.amount).toEqual({ type: 'string', format: 'date' }));
    act(() => run.undo());
    await waitFor(() => expect(run.text()).toBe(START));
  });

  it('moves a field down and up, one edit each', async () => {
    const { run, form } = renderBuilder();
    const order = (): string[] => Object.keys(form().schema.properties);
    expect((within(card(0)).getByRole('button', { name: /上移|Move up/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(card(0)).getByRole('button', { name: /下移|Move down/ }));
    await waitFor(() => expect(order()).toEqual(['amount', 'name']));
    expect(run.text().indexOf('"amount": {')).toBeLessThan(run.text().indexOf('"name": {'));
    expect(form().schema.required).toEqual(['name']);
    expect(run.undoSteps()).toBe(1);
    await waitFor(() => expect(screen.getAllByTestId('form-fields-item').map((item) => item.textContent)).toEqual(['amount amount', '名称 name *']));

    fireEvent.click(within(card(1)).getByRole('button', { name: /上移|Move up/ }));
    await waitFor(() => expect(order()).toEqual(['name', 'amount']));
    expect(run.undoSteps()).toBe(2);
  });

  it('removing a required field takes it out of `required` and `uiSchema` in the same edit', async () => {
    const { run, form } = renderBuilder();
    fireEvent.click(within(card(0)).getByRole('button', { name: /删除|Delete/ }));
    fireEvent.click(await screen.findByRole('button', { name: '删 除' }));
    await waitFor(() => expect(form().schema.properties.name).toBeUndefined());
    expect(form().schema.properties).toEqual({ amount: { type: 'number' } });
    expect(form().schema.required).toEqual([]);
    expect(form().uiSchema?.name).toBeUndefined();
    expect(run.undoSteps()).toBe(1);
    expect(screen.queryByTestId('form-field-name')).toBeNull();

    // One undo brings all three back.
    act(() => run.undo());
    await waitFor(() => expect(run.text()).toBe(START));
  });
});
