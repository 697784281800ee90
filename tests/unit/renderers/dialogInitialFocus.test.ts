// @vitest-environment jsdom
/**
 * A dialog opens on its first field, also when the form shows its
 * fields only after its data loaded, and never takes focus the user placed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstField, watchInitialFocus } from '../../../renderers/dialog/initialFocus';

function dialog(inner: string): { panel: HTMLElement; body: HTMLElement } {
  document.body.innerHTML = `<button id="opener">open</button><div class="ant-modal" role="dialog"><div tabindex="0" id="sentinel"><div class="eps-dialog-body">${inner}</div></div></div>`;
  return { panel: document.querySelector('.ant-modal') as HTMLElement, body: document.querySelector('.eps-dialog-body') as HTMLElement };
}

afterEach(() => vi.useRealTimers());

describe('watchInitialFocus', () => {
  it('skips hidden and disabled inputs and focuses the first field once the dialog has opened', () => {
    vi.useFakeTimers();
    const { body } = dialog('<div style="display:none"><input id="hidden" /></div><input id="off" disabled /><input type="hidden" /><input id="name" /><input id="mail" />');
    document.getElementById('opener')?.focus();
    expect(firstField(body)?.id).toBe('name');
    watchInitialFocus(body);
    // Not synchronously: rc-dialog first records the opener to give focus back on close.
    expect(document.activeElement?.id).toBe('opener');
    vi.advanceTimersByTime(1);
    expect(document.activeElement?.id).toBe('name');
  });

  it('waits for fields rendered after the data loaded', async () => {
    const { body } = dialog('<div class="ant-spin"></div>');
    document.getElementById('sentinel')?.focus();
    watchInitialFocus(body);
    await new Promise((resolve) => setTimeout(resolve, 5));
    body.insertAdjacentHTML('beforeend', '<textarea id="late"></textarea>');
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('late'));
  });

  it('leaves focus the user placed inside the dialog, and stops when the dialog closes', async () => {
    const { body } = dialog('<button id="chosen">x</button>');
    document.getElementById('chosen')?.focus();
    watchInitialFocus(body);
    await new Promise((resolve) => setTimeout(resolve, 5));
    body.insertAdjacentHTML('beforeend', '<input id="later" />');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(document.activeElement?.id).toBe('chosen');

    const second = dialog('');
    document.getElementById('opener')?.focus();
    const stop = watchInitialFocus(second.body);
    stop();
    second.body.insertAdjacentHTML('beforeend', '<input id="after" />');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(document.activeElement?.id).toBe('opener');
  });
});
