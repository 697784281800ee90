// A field showing an error is checked again as the user types, so the message
// goes away once the value is right (useFormController's onValuesChange).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSchema } from '../../helpers/renderSchema';

const form = {
  type: 'form',
  id: 'recheck',
  schema: {
    type: 'object',
    required: ['code'],
    properties: { code: { type: 'string', title: 'Code', minLength: 3 }, note: { type: 'string', title: 'Note' } },
  },
};

const errorText = (): string | undefined => document.querySelector('.ant-form-item-explain-error')?.textContent ?? undefined;

/** Renders the form, types `value` into Code and leaves it: its error shows. */
async function codeWithError(value: string): Promise<HTMLElement> {
  renderSchema(form);
  const code = await screen.findByLabelText('Code');
  fireEvent.focusIn(code);
  fireEvent.change(code, { target: { value } });
  fireEvent.blur(code);
  await waitFor(() => expect(errorText()).toBeTruthy(), { timeout: 10_000 });
  return code;
}

describe('re-checking a field that shows an error', () => {
  it('clears the message as the value becomes right, without leaving the field', async () => {
    const code = await codeWithError('ab');
    fireEvent.change(code, { target: { value: 'abc' } });
    await waitFor(() => expect(errorText()).toBeUndefined(), { timeout: 5_000 });
  });

  it('checks again after the error went away and came back', async () => {
    const code = await codeWithError('a');
    fireEvent.change(code, { target: { value: 'abcd' } });
    await waitFor(() => expect(errorText()).toBeUndefined(), { timeout: 5_000 });
    // A change elsewhere with no error shown, then a new error in Code: it is re-checked too.
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'x' } });
    fireEvent.change(code, { target: { value: 'z' } });
    fireEvent.blur(code);
    await waitFor(() => expect(errorText()).toBeTruthy(), { timeout: 5_000 });
    fireEvent.change(code, { target: { value: 'zzz' } });
    await waitFor(() => expect(errorText()).toBeUndefined(), { timeout: 5_000 });
  });
});
