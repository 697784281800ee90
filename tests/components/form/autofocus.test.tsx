/**
 * `ui:autofocus` moves the focus to its field once the form has mounted, in a
 * task of its own after the commit (renderers/form/fields/FocusOnMount.tsx):
 * not inside the commit, where it made the browser lay the new page out there
 * and then; and not before a dialog around the form has remembered its opener.
 */
import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderSchema } from '../../helpers/renderSchema';
import { preloadRenderers } from '../renderers/preload';

beforeAll(() => preloadRenderers(['form']));

const form = (uiSchema: Record<string, unknown>): Record<string, unknown> => ({
  type: 'form',
  id: 'edit',
  schema: { type: 'object', properties: { a: { type: 'string', title: 'A' }, b: { type: 'string', title: 'B' }, c: { type: 'boolean', title: 'C' } } },
  uiSchema,
});

describe('ui:autofocus', () => {
  it('focuses its field after the commit, in a task of its own', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderSchema(form({ b: { 'ui:autofocus': true } }));
      // Rendered, committed and its effects run, with no timer fired: the focus has not moved yet.
      await act(async () => {
        for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
      });
      const field = screen.getByLabelText('B');
      expect(document.activeElement).not.toBe(field);
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(document.activeElement).toBe(field);
    } finally {
      vi.useRealTimers();
    }
  });

  it('focuses a checkbox field as well, and a field a person has left is not taken back when the form renders again', async () => {
    renderSchema(form({ c: { 'ui:autofocus': true } }));
    const box = await screen.findByRole('checkbox', { name: 'C' });
    await vi.waitFor(() => expect(document.activeElement).toBe(box));
    const other = screen.getByLabelText('A');
    other.focus();
    await act(async () => {
      other.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(document.activeElement).toBe(other);
  });

  it('leaves the focus alone without ui:autofocus', async () => {
    renderSchema(form({}));
    await screen.findByLabelText('B');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(document.activeElement).toBe(document.body);
  });
});
