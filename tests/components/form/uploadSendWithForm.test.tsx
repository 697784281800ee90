/**
 * The upload widget's `sendWithForm` option (spec workflow-enterprise-embedding
 * 3: "Change submission: the same fields plus licenseFile, sent as form
 * data"): a picked file is checked (type, size) but not uploaded; the field
 * value is the File, sent with the form's own call; removing it empties the
 * field again, so `required` holds.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import type { ApiRequest } from '@core/env';
import { renderSchema } from '../../helpers/renderSchema';
import { ok } from '../../helpers/testEnv';

beforeAll(async () => {
  await loadFormEngine();
});

const FORM = {
  type: 'form',
  schema: { type: 'object', required: ['licence'], properties: { name: { type: 'string', title: 'Name' }, licence: { title: 'Licence' } } },
  uiSchema: { licence: { 'ui:widget': 'upload', 'ui:options': { accept: ['png'], maxSize: 1024, maxCount: 1, sendWithForm: true } } },
  api: { method: 'post', url: '/eps/save', dataType: 'form-data' },
  actions: [{ label: 'Save', kind: 'submit', level: 'primary' }],
};

async function pick(file: File): Promise<void> {
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('no file input yet');
    return found;
  });
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

describe('upload sendWithForm', () => {
  it('keeps the picked file as the value and sends it with the form; no upload call', async () => {
    const calls: ApiRequest[] = [];
    renderSchema(FORM, {
      api: (request) => {
        calls.push(request);
        return ok({ saved: true });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/required|Please upload/i)).toBeTruthy();
    await pick(new File([new Uint8Array(2048)], 'big.png'));
    expect(await screen.findByText('The file cannot be larger than 1 KB')).toBeTruthy();
    await pick(new File([new Uint8Array(10)], 'scan.pdf'));
    expect(calls).toEqual([]);
    const licence = new File([new Uint8Array(10)], 'licence.png');
    await pick(licence);
    expect(await screen.findByText('licence.png')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name', { selector: 'input' }), { target: { value: ' Acme ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe('/eps/save');
    const data = calls[0]?.data as Record<string, unknown>;
    expect(data['licence']).toBe(licence);
    expect(data['name']).toBe('Acme');
  }, 60_000);
});
