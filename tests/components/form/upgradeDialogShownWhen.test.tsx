/**
 * The shipped upgrade dialog's form (workflow/dialogs/upgrade) asks for the
 * approver that fits the upgrade type: each approver field is shown only
 * for its type (`ui:visibleOn`), so the one shown is required and the
 * others neither block the submit nor are sent. An approver picked for one
 * type and then left by switching type is not sent with the other type's
 * (the fw engine's call takes the first approver the values name).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import type { ApiRequest } from '@core/env';
import { renderSchema } from '../../helpers/renderSchema';
import { submittedValues, withProbe } from './formProbe';

beforeAll(async () => {
  await loadFormEngine();
});

const dialog = JSON.parse(readFileSync('schemas/workflow/dialogs/upgrade.json', 'utf8')) as { body: [Record<string, unknown>] };
const { type: _type, ...form } = dialog.body[0];

/** The approver lists by upgrade type. */
const api = (request: ApiRequest) => {
  const type = (request.params as Record<string, string> | undefined)?.actiontype;
  const people = type === 'UpgradeCEO' ? [{ userno: 'E1', username: '王总' }] : [{ userno: 'E7', username: '李经理' }];
  return { code: 200, data: [{ bpmUsers: people }] };
};

async function choose(label: string, option: string): Promise<void> {
  const field = (await screen.findByLabelText(label)).closest('.ant-form-item') as HTMLElement;
  fireEvent.mouseDown(within(field).getByRole('combobox'));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1] as HTMLElement);
}

describe('the upgrade dialog asks for the approver of the chosen type', () => {
  it('shows one approver field per type and sends only that one', async () => {
    const { env } = renderSchema(withProbe(form), { api });
    await screen.findByLabelText('Upgrade type');
    expect(screen.queryByLabelText('Approver')).toBeNull();
    await choose('Upgrade type', 'Report to');
    await choose('Approver', '李经理');
    await choose('Upgrade type', 'Upgrade to the CEO');
    await waitFor(() => expect(screen.getAllByLabelText('Approver')).toHaveLength(1));
    // The CEO's approver is required now: nothing is sent until one is picked.
    const before = env.notices.length;
    fireEvent.click(screen.getByRole('button', { name: 'Probe' }));
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe('Please choose the approver'), { timeout: 10_000 });
    expect(env.notices.slice(before).some((notice) => notice.message.startsWith('{'))).toBe(false);
    await choose('Approver', '王总');
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: '金额较大' } });
    expect(await submittedValues(env)).toEqual({ actiontype: 'UpgradeCEO', ceo: 'E1', comment: '金额较大' });
  }, 60_000);
});
