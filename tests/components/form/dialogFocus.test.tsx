/** A form opened in a dialog takes focus: its `ui:autofocus` field, else its first field (the shell's keyboard use of dialogs). */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSchema } from '../../helpers/renderSchema';
import { preloadRenderers } from '../renderers/preload';

beforeAll(() => preloadRenderers(['dialog', 'form', 'button']));

const opener = (uiSchema: Record<string, unknown>): Record<string, unknown> => ({
  type: 'button',
  label: 'Open',
  action: {
    action: 'dialog',
    dialog: {
      type: 'dialog',
      title: 'Edit',
      body: { type: 'form', id: 'edit', schema: { type: 'object', properties: { a: { type: 'string', title: 'A' }, b: { type: 'string', title: 'B' } } }, uiSchema },
    },
  },
});

describe('dialog form focus', () => {
  it('focuses the first field when the dialog opens', async () => {
    renderSchema(opener({}));
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    const first = await screen.findByLabelText('A', {}, { timeout: 20_000 });
    await waitFor(() => expect(document.activeElement).toBe(first), { timeout: 20_000 });
  });

  it('focuses the ui:autofocus field instead', async () => {
    renderSchema(opener({ b: { 'ui:autofocus': true } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    const second = await screen.findByLabelText('B', {}, { timeout: 20_000 });
    await waitFor(() => expect(document.activeElement).toBe(second), { timeout: 20_000 });
  });
});
