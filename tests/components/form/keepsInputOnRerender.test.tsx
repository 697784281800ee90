// What the user typed survives a re-render of the form after the validation
// engine arrived. The engine loads on first interaction for every form
// (formEngine.ts); it once made a new baseline on the next render, and the
// baseline effect set the loaded values back over the input. The first error
// shown re-renders the form (it arms the re-check, useFormController), which
// is how the enterprise contact form lost an invalid mobile on Save.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSchema } from '../../helpers/renderSchema';

const contactForm = {
  type: 'form',
  id: 'contactForm',
  layout: 'inline',
  initialValues: { contact: '${contact}', linkPhone: '${linkPhone}' },
  schema: {
    type: 'object',
    required: ['contact', 'linkPhone'],
    properties: {
      contact: { type: 'string', title: 'Contact', maxLength: 64 },
      linkPhone: { type: 'string', title: 'Mobile', format: 'mobile', maxLength: 11 },
    },
  },
  api: { method: 'put', url: '/contact' },
  actions: [{ label: 'Save', kind: 'submit', level: 'primary' }],
};

describe('a form re-rendered after the engine arrived', () => {
  it('keeps an invalid value the user typed, shows its error and sends nothing', async () => {
    const sent: string[] = [];
    renderSchema(contactForm, {
      data: { contact: 'Li Lei', linkPhone: '13900000002' },
      api: async (request) => {
        sent.push(request.url);
        return { code: 0, data: {} };
      },
    });
    const phone = (await screen.findByLabelText('Mobile')) as HTMLInputElement;
    expect(phone.value).toBe('13900000002');
    fireEvent.focusIn(phone);
    fireEvent.change(phone, { target: { value: '12345678901' } });
    fireEvent.blur(phone);
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBeTruthy(), { timeout: 10_000 });
    expect(phone.value).toBe('12345678901');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(phone.value).toBe('12345678901');
    expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
