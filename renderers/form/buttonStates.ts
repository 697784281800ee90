/**
 * Whether each button of a form's bar is shown and enabled. A button's
 * `visibleOn` / `disabledOn` read the scope and, when they name `values`,
 * the form's current values (`"!values.agreement"`): only then does the bar
 * follow the values, through a selector that re-renders it when a result
 * changes, never the fields (ARCHITECTURE performance notes).
 */
import { Form, type FormInstance } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { evaluateCondition } from '@core/expression';
import type { Scope } from '@core/scope';
import type { FormButton } from './types';

/** One button's state. */
export interface ButtonState {
  visible: boolean;
  disabled: boolean;
}

/** True when an expression reads the form values. */
export const readsValues = (expression: string | undefined): boolean => expression !== undefined && /\bvalues\b/.test(expression);

/** The states of `buttons` for the given values (undefined: the scope alone). */
export function buttonStates(buttons: readonly FormButton[], scope: Scope, values: Readonly<Record<string, unknown>> | undefined): ButtonState[] {
  const withValues = values === undefined ? scope : scope.extend({ values });
  return buttons.map((button) => ({
    visible: evaluateCondition(button.visibleOn, withValues, true),
    disabled: evaluateCondition(button.disabledOn, withValues, false),
  }));
}

/**
 * The states of the bar's buttons, following the form values only when a
 * button's expressions name them.
 */
export function useButtonStates(form: FormInstance, buttons: readonly FormButton[], scope: Scope): ButtonState[] {
  const latest = useRef({ buttons, scope });
  useLayoutEffect(() => {
    latest.current = { buttons, scope };
  });
  const followsValues = buttons.some((b) => readsValues(b.visibleOn) || readsValues(b.disabledOn));
  // A watcher is not free: while a form has one, rc-field-form builds all its values twice on every
  // keystroke (notifyWatch), 200 fields copied per key in a long form (form-200-keystroke).
  // Hooks cannot be conditional, so a bar that does not follow the values watches a form no field is in.
  const [unwatched] = Form.useForm();
  // The selector is registered once; it reads the latest buttons and scope through the ref.
  const watched = Form.useWatch(
    (values: Record<string, unknown>) =>
      followsValues ? buttonStates(latest.current.buttons, latest.current.scope, values ?? {}) : undefined,
    { form: followsValues ? form : unwatched, preserve: true },
  );
  if (!followsValues) return buttonStates(buttons, scope, undefined);
  return watched && watched.length === buttons.length ? watched : buttonStates(buttons, scope, form.getFieldsValue(true) as Record<string, unknown>);
}
