/**
 * The form-200-keystroke case: while a form has a value watcher,
 * rc-field-form builds all its values twice on every keystroke. A button bar
 * whose expressions do not read `values` must not watch the form it is in;
 * one that reads them must.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Scope } from '@core/scope';
import { renderSchema, schemaElement } from '../../helpers/renderSchema';

/** The form each useWatch call watched, and the form instance the bar is in. */
function spyWatches(): { watched: () => unknown[]; own: () => FormInstance | undefined } {
  const watched: unknown[] = [];
  let own: FormInstance | undefined;
  const useWatch = Form.useWatch;
  vi.spyOn(Form, 'useWatch').mockImplementation(((selector: unknown, options: { form?: FormInstance }) => {
    watched.push(options?.form);
    return (useWatch as (...args: unknown[]) => unknown)(selector, options);
  }) as typeof Form.useWatch);
  const useFormInstance = Form.useFormInstance;
  vi.spyOn(Form, 'useFormInstance').mockImplementation(() => (own = useFormInstance()));
  return { watched: () => watched, own: () => own };
}

const form = (disabledOn: string): Record<string, unknown> => ({
  type: 'form',
  schema: { type: 'object', properties: { note: { type: 'string', title: 'Note' } } },
  actions: [{ kind: 'submit', label: 'Save', disabledOn }],
});

describe('form button bar watchers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('does not watch the form when no button reads the values', async () => {
    const spy = spyWatches();
    renderSchema(form('locked === true'), { data: { locked: false } });
    await screen.findByLabelText('Note');
    expect(spy.own()).toBeDefined();
    expect(spy.watched()).not.toContain(spy.own());
  });

  it('watches the form when a button reads the values', async () => {
    const spy = spyWatches();
    renderSchema(form('!values.note'));
    await screen.findByLabelText('Note');
    expect(spy.watched()).toContain(spy.own());
  });

  it('draws the bar once as the form mounts, and again only when a value changes a button', async () => {
    // The bar's Form.Item asks the browser whether it is visible each time it renders (a layout of the page):
    // antd's useWatch setting its first value after the mount must not render it again.
    const item = Form.Item;
    let barRenders = 0;
    vi.spyOn(Form, 'Item').mockImplementation(((props: { className?: string }) => {
      if (props.className === 'eps-form-actions') barRenders += 1;
      return (item as (p: unknown) => unknown)(props);
    }) as unknown as typeof Form.Item);
    renderSchema(form('!values.note'));
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    // Effects and antd's first watch have run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(barRenders).toBe(1);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'x' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false));
    expect(barRenders).toBe(2);
    // A second letter changes no button: the bar stays as it is.
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'xy' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(barRenders).toBe(2);
  });

  it('changes a button in the same commit as a value set from outside the form', async () => {
    // The sign-in page's "Agree and tick" sets the agreement after its dialog closes, outside any event.
    const spy = spyWatches();
    renderSchema({
      type: 'form',
      schema: { type: 'object', properties: { agreement: { type: 'boolean', title: 'I agree' } } },
      actions: [{ kind: 'submit', label: 'Sign in', disabledOn: '!values.agreement' }],
    });
    const box = (await screen.findByRole('checkbox', { name: 'I agree' })) as HTMLInputElement;
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveProperty('disabled', true);
    // Called once the DOM has changed, before the effects React runs after the paint.
    const seen = new Promise<{ checked: boolean; disabled: boolean }>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!box.closest('.ant-checkbox')?.classList.contains('ant-checkbox-checked')) return;
        observer.disconnect();
        resolve({ checked: box.checked, disabled: (button as HTMLButtonElement).disabled });
      });
      observer.observe(document.body, { subtree: true, attributes: true });
    });
    setTimeout(() => spy.own()?.setFieldsValue({ agreement: true }));
    expect(await seen).toEqual({ checked: true, disabled: false });
  });

  it('takes a new scope at once, not at the next value change', async () => {
    const node = form('!values.note || locked === true');
    const { rerender, env } = renderSchema(node, { data: { locked: false } });
    fireEvent.change(await screen.findByLabelText('Note'), { target: { value: 'x' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false));
    rerender(schemaElement(node, env, new Scope({ locked: true })));
    expect(screen.getByLabelText('Note')).toHaveProperty('value', 'x');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true));
  });
});
