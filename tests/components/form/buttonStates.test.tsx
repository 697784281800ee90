/**
 * Form buttons whose `disabledOn` / `visibleOn` read the form values
 * (`values.x`) follow them as the user types or ticks; a disabled button
 * shows its `disabledTip`. Buttons that read only the scope never follow
 * the values (no re-render of the bar per keystroke).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { buttonStates, readsValues } from '../../../renderers/form/buttonStates';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import { Scope } from '@core/scope';
import { renderSchema } from '../../helpers/renderSchema';

beforeAll(async () => {
  await loadFormEngine();
});

describe('form button states', () => {
  it('knows which expressions read the values', () => {
    expect(readsValues('!values.agree')).toBe(true);
    expect(readsValues('user.type === 1')).toBe(false);
    expect(readsValues(undefined)).toBe(false);
    const scope = new Scope({ locked: true });
    expect(
      buttonStates(
        [{ label: 'a', disabledOn: '!values.agree' }, { label: 'b', visibleOn: 'values.count > 1' }, { label: 'c', disabledOn: 'locked' }],
        scope,
        { agree: true, count: 1 },
      ),
    ).toEqual([
      { visible: true, disabled: false },
      { visible: false, disabled: false },
      { visible: true, disabled: true },
    ]);
  });

  it('enables, shows and explains buttons from the current values', async () => {
    renderSchema({
      type: 'form',
      schema: { type: 'object', properties: { agree: { type: 'boolean', title: 'Agree' }, note: { type: 'string', title: 'Note' } } },
      actions: [
        { label: 'Go', kind: 'submit', disabledOn: '!values.agree', disabledTip: { 'zh-cn': '请先同意', en: 'Agree first' } },
        { label: 'Clear note', kind: 'button', visibleOn: "values.note !== undefined && values.note !== ''" },
      ],
    });
    const go = await screen.findByRole('button', { name: 'Go' });
    expect(go).toHaveProperty('disabled', true);
    fireEvent.mouseEnter(go.closest('.eps-form-button-tip') as HTMLElement);
    expect(await screen.findByText('Agree first')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear note' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: /Agree/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Go' })).toHaveProperty('disabled', false));
    expect(screen.getByRole('button', { name: 'Go' }).closest('.eps-form-button-tip')).toBeNull();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'x' } });
    expect(await screen.findByRole('button', { name: 'Clear note' })).toBeTruthy();
  });
});
