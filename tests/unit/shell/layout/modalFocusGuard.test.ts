// @vitest-environment jsdom
/**
 * The modal focus guard: a Tab from <body> while a dialog is open,
 * and focus landing on the page behind, go into the topmost dialog; popups
 * outside the app root and closed dialogs are left alone.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installModalFocusGuard, topModal } from '../../../../src/shell/layout/modalFocusGuard';

let remove: () => void = () => undefined;

function page(): { root: HTMLElement; skip: HTMLAnchorElement } {
  document.body.innerHTML = `
    <div id="root"><a id="skip" href="#main">skip</a><button id="behind">behind</button></div>
    <div class="ant-modal-root"><div class="ant-modal-wrap" tabindex="-1">
      <div class="ant-modal" role="dialog"><div tabindex="0" id="start"><div class="ant-modal-content">
        <input id="first" /><button id="last">OK</button>
      </div></div><div tabindex="0" id="end"></div></div>
    </div></div>
    <div class="ant-select-dropdown"><button id="popup">option</button></div>`;
  const root = document.getElementById('root') as HTMLElement;
  return { root, skip: document.getElementById('skip') as HTMLAnchorElement };
}

function tab(shiftKey = false): boolean {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event.defaultPrevented;
}

describe('installModalFocusGuard', () => {
  beforeEach(() => {
    remove = installModalFocusGuard(document, page().root);
  });
  afterEach(() => remove());

  it('sends a Tab from <body> (focused element removed) into the dialog, Shift+Tab to its last element', () => {
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    expect(tab()).toBe(true);
    expect(document.activeElement?.id).toBe('first');
    document.getElementById('first')?.remove();
    expect(document.activeElement).toBe(document.body);
    expect(tab(true)).toBe(true);
    expect(document.activeElement?.id).toBe('last');
  });

  it('moves focus that lands on the page behind back into the dialog', () => {
    document.getElementById('skip')?.focus();
    expect(document.activeElement?.id).toBe('first');
  });

  it('leaves popups outside the app root and Tabs inside the dialog alone', () => {
    document.getElementById('popup')?.focus();
    expect(document.activeElement?.id).toBe('popup');
    document.getElementById('first')?.focus();
    expect(tab()).toBe(false);
  });

  it('does nothing once the dialog is closed (its panel hidden), so focus can go back to the opener', () => {
    (document.querySelector('.ant-modal') as HTMLElement).style.display = 'none';
    expect(topModal(document)).toBeNull();
    document.getElementById('behind')?.focus();
    expect(document.activeElement?.id).toBe('behind');
  });
});
