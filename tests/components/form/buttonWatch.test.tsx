/**
 * The form-200-keystroke case: while a form has a value watcher,
 * rc-field-form builds all its values twice on every keystroke. A button bar
 * whose expressions do not read `values` must not watch the form it is in;
 * one that reads them must.
 */
import { screen } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSchema } from '../../helpers/renderSchema';

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
    expect(spy.watched().length).toBeGreaterThan(0);
    expect(spy.watched()).not.toContain(spy.own());
  });

  it('watches the form when a button reads the values', async () => {
    const spy = spyWatches();
    renderSchema(form('!values.note'));
    await screen.findByLabelText('Note');
    expect(spy.watched()).toContain(spy.own());
  });
});
