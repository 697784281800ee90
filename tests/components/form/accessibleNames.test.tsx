/**
 * Accessible names from the generic form renderer: a checkbox with
 * its own text is named once by it, and the required mark is not part of any
 * name (antd's CSS `*` was read as "* Account").
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSchema } from '../../helpers/renderSchema';

const FORM = {
  type: 'form',
  id: 'names',
  schema: {
    type: 'object',
    required: ['account'],
    properties: {
      account: { type: 'string', title: 'Account' },
      remember: { type: 'boolean', title: 'Remember me' },
    },
  },
  uiSchema: { remember: { 'ui:options': { label: 'Remember me' } } },
};

describe('form accessible names', () => {
  it('names a checkbox with its own text once', async () => {
    renderSchema(FORM);
    // The name must match exactly: before, it was "Remember me Remember me".
    expect(await screen.findByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
  });

  it('keeps the required mark out of the label text and marks the field required', async () => {
    renderSchema(FORM);
    await screen.findByRole('checkbox');
    const mark = document.querySelector('label[for="names_account"] .eps-required-mark');
    expect(mark).not.toBeNull();
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Account' })).toBeTruthy();
  });
});
