// A simple form renders without the form engine (ajv, rjsf helpers)
// and fetches it on the first interaction with the page, not when the page is
// idle: a visitor who only looks at the login page never downloads it.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formEngineRequested } from '../../../renderers/form/formEngine';
import { renderSchema } from '../../helpers/renderSchema';

const simpleForm = {
  type: 'form',
  id: 'simple',
  schema: { type: 'object', required: ['name'], properties: { name: { type: 'string', title: 'Name' } } },
};

describe('form engine loading', () => {
  // First: the engine is loaded once per module, and the next case loads it.
  it('is not fetched for the focus a ui:autofocus field takes as the form opens', async () => {
    renderSchema({ ...simpleForm, id: 'focused', uiSchema: { name: { 'ui:autofocus': true } } });
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    await new Promise((done) => setTimeout(done, 100));
    expect(formEngineRequested()).toBe(false);
  });

  it('is not fetched while the form is only shown, and is fetched on the first focus', async () => {
    renderSchema(simpleForm);
    const name = await screen.findByLabelText('Name');
    // Longer than the old idle warm-up (requestIdleCallback timeout 1.5 s falls back to 200 ms in jsdom).
    await new Promise((done) => setTimeout(done, 400));
    expect(formEngineRequested()).toBe(false);

    fireEvent.focusIn(name);
    expect(formEngineRequested()).toBe(true);
    // Still validates on blur (of a field typed in): the required error appears once the engine is there.
    fireEvent.change(name, { target: { value: 'a' } });
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.blur(name);
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).not.toBeNull(), { timeout: 10_000 });
  });
});
