/**
 * Helpers of the form tests: a form wrapped in a page with a Probe button
 * that submits it and toasts the submitted values as JSON.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { TestEnv } from '../../helpers/testEnv';

/** A page with the form (id `probe`, no buttons of its own) and a Probe button submitting it. */
export const withProbe = (form: Record<string, unknown>): Record<string, unknown> => ({
  type: 'page',
  body: [
    { type: 'form', ...form, id: 'probe', actions: [] },
    { type: 'button', label: 'Probe', action: [{ action: 'submit', target: 'probe' }, { action: 'toast', message: '${result}' }] },
  ],
});

/** Clicks Probe and returns the values submitted (parsed from the toast). */
export async function submittedValues(env: TestEnv): Promise<unknown> {
  const before = env.notices.length;
  fireEvent.click(screen.getByRole('button', { name: 'Probe' }));
  await waitFor(() => expect(env.notices.length).toBeGreaterThan(before));
  const message = env.notices.at(-1)?.message ?? 'null';
  // A non-object form submits one value; a string toasts as itself.
  try {
    return JSON.parse(message) as unknown;
  } catch {
    return message;
  }
}

