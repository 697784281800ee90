/**
 * Whether each button of a form's bar is shown and enabled. A button's
 * `visibleOn` / `disabledOn` read the scope and, when they name `values`,
 * the form's current values (`"!values.agreement"`): only then does the bar
 * follow the values, through a selector that re-renders it when a result
 * changes, never the fields (ARCHITECTURE performance notes).
 */
import { Form, type FormInstance } from 'antd';
import { createElement, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
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

/** Whether two lists of states say the same. */
const sameStates = (a: readonly ButtonState[], b: readonly ButtonState[]): boolean =>
  a.length === b.length && a.every((state, index) => state.visible === b[index]?.visible && state.disabled === b[index]?.disabled);

interface ValuesWatcherProps {
  form: FormInstance;
  buttons: readonly FormButton[];
  scope: Scope;
  /** The states the bar shows now. */
  states: readonly ButtonState[];
  /** Called with new states when the values change a result. */
  onStates: (states: ButtonState[]) => void;
}

/**
 * Follows the form values for the bar, drawing nothing: antd's useWatch sets its value once after the form
 * mounts, and that re-render is this component's alone. In the bar it rendered the bar's Form.Item again,
 * which asks the browser on each render whether it is visible (a forced layout of the page); the bar now
 * renders again only when a button's state changes.
 */
function ValuesWatcher({ form, buttons, scope, states, onStates }: ValuesWatcherProps): null {
  const latest = useRef({ buttons, scope });
  useLayoutEffect(() => {
    latest.current = { buttons, scope };
  });
  // The selector is registered once; it reads the latest buttons and scope through the ref.
  const watched = Form.useWatch((values: Record<string, unknown>) => buttonStates(latest.current.buttons, latest.current.scope, values ?? {}), {
    form,
    preserve: true,
  });
  // In the commit that changed the value, not after the paint: a box ticked from outside the form (a
  // dialog's "Agree and tick") enables the sign-in button in the same frame, not one later.
  useLayoutEffect(() => {
    if (watched !== undefined && !sameStates(watched, states)) onStates(watched);
  }, [watched, states, onStates]);
  return null;
}

/**
 * The states of the bar's buttons, following the form values only when a
 * button's expressions name them: then `watcher` is an element to render in
 * the form (it draws nothing), and the bar renders again when a result changes.
 * The states are worked out on each render of the bar from the values then, so a
 * new scope counts at once too.
 */
export function useButtonStates(form: FormInstance, buttons: readonly FormButton[], scope: Scope): { states: ButtonState[]; watcher: ReactElement | null } {
  const followsValues = buttons.some((b) => readsValues(b.visibleOn) || readsValues(b.disabledOn));
  // Set to what the watcher saw when that differs from what the bar shows: a new render of the bar.
  const [, setWatched] = useState<ButtonState[] | undefined>(undefined);
  const states = buttonStates(buttons, scope, followsValues ? (form.getFieldsValue(true) as Record<string, unknown>) : undefined);
  // A watcher is not free: while a form has one, rc-field-form builds all its values twice on every
  // keystroke (notifyWatch), 200 fields copied per key in a long form (form-200-keystroke). Only a bar
  // whose buttons read the values has one.
  const watcher = followsValues ? createElement(ValuesWatcher, { form, buttons, scope, states, onStates: setWatched }) : null;
  return { states, watcher };
}
