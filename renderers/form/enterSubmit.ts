/**
 * Enter in a one-line input of a form submits it through its first submit
 * button, as that button would: a form of two inputs has no native implicit
 * submission (its buttons are not `type=submit`), and one whose button is
 * disabled (the login's agreement not ticked) says why with the button's
 * `disabledTip` instead of doing nothing, or submitting past the gate.
 */
import type { FormInstance } from 'antd';
import { useCallback, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { PortalEnv } from '@core/env';
import type { Scope } from '@core/scope';
import { buttonStates } from './buttonStates';
import type { FormButton } from './types';

/** Inputs where Enter means "done" (not a textarea, not a list that picks with Enter). */
const SINGLE_LINE = new Set(['text', 'password', 'email', 'number', 'tel', 'search', 'url']);

function isSingleLineField(target: EventTarget): boolean {
  if (!(target instanceof HTMLInputElement)) return false;
  return SINGLE_LINE.has(target.type) && target.id !== '' && target.getAttribute('role') !== 'combobox';
}

export interface EnterSubmitInput {
  form: FormInstance;
  buttons: readonly FormButton[];
  scope: Scope;
  env: PortalEnv;
  text: (value: FormButton['label'] | undefined) => string;
  submit: (button: FormButton) => void;
}

/** The form's keydown handler. */
export function useEnterSubmit(input: EnterSubmitInput): (event: KeyboardEvent<HTMLFormElement>) => void {
  const latest = useRef(input);
  useLayoutEffect(() => {
    latest.current = input;
  });
  return useCallback((event: KeyboardEvent<HTMLFormElement>): void => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing || !isSingleLineField(event.target)) return;
    const { form, buttons, scope, env, text, submit } = latest.current;
    const index = buttons.findIndex((b) => b.kind === 'submit');
    const button = buttons[index];
    if (!button) return;
    event.preventDefault();
    const state = buttonStates(buttons, scope, form.getFieldsValue(true) as Record<string, unknown>)[index];
    if (state && !state.visible) return;
    if (state?.disabled) {
      if (button.disabledTip !== undefined) env.notify('warning', text(button.disabledTip));
      return;
    }
    submit(button);
  }, []);
}
