/**
 * Faults: a save answered "session ended" (HTTP 499, login error)
 * keeps what the user typed, without passwords, and the same form at the same
 * address takes it back after the new sign-in, over the stored values, once,
 * with a translated notice. Other failures keep no draft (the input is still
 * in the mounted form).
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import { ApiCallError } from '@core/env';
import { renderSchema } from '../../helpers/renderSchema';
import { ok } from '../../helpers/testEnv';

const form = {
  type: 'form',
  id: 'contacts',
  initialValues: { name: '${stored.name}', city: '${stored.city}' },
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      city: { type: 'string', title: 'City' },
      secret: { type: 'string', title: 'Password' },
    },
  },
  uiSchema: { secret: { 'ui:widget': 'password' } },
  api: { method: 'put', url: '/eps/contact' },
  actions: [{ label: 'Save', kind: 'submit' }],
};
const data = { stored: { name: 'Stored name', city: 'Stored city' } };
const field = (label: string): HTMLInputElement => screen.getByLabelText(label);

async function typeAndSave(): Promise<void> {
  fireEvent.change(field('Name'), { target: { value: 'Typed name' } });
  fireEvent.change(field('Password'), { target: { value: 'Secret#2026' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
}

describe('form draft across a forced sign-out', () => {
  beforeAll(async () => {
    await loadFormEngine();
  });
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
  });

  it('keeps the typed values (no password) when the save ends the session, and gives them back once', async () => {
    const first = renderSchema(form, {
      data,
      api: () => {
        throw new ApiCallError('expired', { status: 499, endsSession: true });
      },
    });
    await screen.findByLabelText('Name');
    await typeAndSave();
    await waitFor(() => expect(first.env.requests).toHaveLength(1));
    const stored = JSON.parse(window.sessionStorage.getItem('eps.formDrafts') ?? '{}') as Record<string, { values: Record<string, unknown> }>;
    expect(Object.values(stored).map((d) => d.values)).toEqual([{ name: 'Typed name', city: 'Stored city' }]);
    cleanup();

    // Signed in again: the same form on the same page.
    const second = renderSchema(form, { data, api: () => ok(null) });
    await waitFor(() => expect(field('Name').value).toBe('Typed name'));
    expect(field('City').value).toBe('Stored city');
    expect(field('Password').value).toBe('');
    expect(second.env.notices).toContainEqual({ level: 'info', message: 'Your unsaved input from before signing in again is back: check it, then save' });
    cleanup();

    // Shown once: the next visit shows the stored values.
    renderSchema(form, { data, api: () => ok(null) });
    await waitFor(() => expect(field('Name').value).toBe('Stored name'));
  });

  it('gives the draft back to the same user only: another person signing in on the tab sees the stored values', async () => {
    renderSchema(form, {
      data: { ...data, user: { userId: 1, tenantId: 7 } },
      api: () => {
        throw new ApiCallError('expired', { status: 499, endsSession: true });
      },
    });
    await screen.findByLabelText('Name');
    await typeAndSave();
    await waitFor(() => expect(window.sessionStorage.getItem('eps.formDrafts')).not.toBeNull());
    cleanup();

    renderSchema(form, { data: { ...data, user: { userId: 2, tenantId: 8 } }, api: () => ok(null) });
    await waitFor(() => expect(field('Name').value).toBe('Stored name'));
    cleanup();

    renderSchema(form, { data: { ...data, user: { userId: 1, tenantId: 7 } }, api: () => ok(null) });
    await waitFor(() => expect(field('Name').value).toBe('Typed name'));
  });

  it('keeps no draft when a save fails without ending the session', async () => {
    renderSchema(form, {
      data,
      api: () => {
        throw new ApiCallError('Request failed (500)', { status: 500 });
      },
    });
    await screen.findByLabelText('Name');
    await typeAndSave();
    await waitFor(() => expect(field('Name').value).toBe('Typed name'));
    expect(window.sessionStorage.getItem('eps.formDrafts')).toBeNull();
  });
});
