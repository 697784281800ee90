/**
 * A read-only form shows a choice field whose choices come from a data source
 * (`ui:options.source`, e.g. a dictionary) as the choice's label, never the
 * raw code, also while the choices load; when they cannot load, the code.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiCallError, type ApiEnvelope } from '@core/env';
import { renderSchema } from '../../helpers/renderSchema';
import { ok } from '../../helpers/testEnv';

const levelForm = {
  type: 'form',
  readOnly: true,
  schema: { type: 'object', properties: { level: { type: 'string', title: 'Level' } } },
  uiSchema: {
    level: {
      'ui:widget': 'select',
      'ui:options': { source: { url: '/eps/config/dict/list', params: { codes: 'dict_user_level' }, responseData: 'data.0.subset' }, labelField: 'dictLabel', valueField: 'dictValue' },
    },
  },
  initialValues: { level: '2' },
};

describe('read-only choice from a data source', () => {
  it('shows the label once loaded, and nothing before', async () => {
    // Every call waits for the answer below (the field may render before its choices are asked for).
    const pending: ((envelope: ApiEnvelope) => void)[] = [];
    renderSchema(levelForm, { api: () => new Promise((resolve) => pending.push(resolve)) });
    const value = await waitFor(() => {
      const found = document.querySelector('[data-field="level"]');
      if (!found) throw new Error('not rendered yet');
      return found;
    });
    expect(value.textContent).toBe('');
    expect(value.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    const dictionary = ok([{ dictCode: 'dict_user_level', subset: [{ dictValue: '1', dictLabel: 'Main account' }, { dictValue: '2', dictLabel: 'Sub-account' }] }]);
    for (const answer of pending) answer(dictionary);
    expect(await screen.findByText('Sub-account')).toBeTruthy();
  });

  it('falls back to the code when the choices cannot load', async () => {
    renderSchema(levelForm, { api: () => Promise.reject(new ApiCallError('down')) });
    await waitFor(() => expect(document.querySelector('[data-field="level"]')?.textContent).toBe('2'));
  });
});
