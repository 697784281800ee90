/**
 * Focus on opening a dialog form: the `ui:autofocus` field, else the first
 * field that takes input, so a keyboard user lands in the form (the shell's
 * keyboard use of dialogs relies on it, issue 17). antd's dialog focuses its
 * own box after its opening animation unless focus is already inside, and
 * the fields may mount after the form (engine, lazy widgets), so this tries
 * on each frame until focus is inside the form, for about a second.
 */
import { useEffect, type RefObject } from 'react';
import type { FieldDescriptor } from './types';

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly]), [role="combobox"]:not([aria-disabled="true"]), button[role="switch"]:not([disabled])';
const MAX_FRAMES = 60;

/** The first field marked `ui:autofocus`, depth first. */
function autofocusField(fields: readonly FieldDescriptor[]): FieldDescriptor | undefined {
  for (const field of fields) {
    if (field.ui.autofocus === true && !field.hidden) return field;
    const inner = field.children ? autofocusField(field.children) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** The element to focus in `root`: the autofocus field's input (by its antd id), else the first one taking input. */
export function focusTarget(root: HTMLElement, fields: readonly FieldDescriptor[], formName: string | undefined): HTMLElement | null {
  const marked = autofocusField(fields);
  if (marked) {
    const id = [formName, ...marked.path].filter((s) => s !== undefined && s !== '').join('_');
    // By id, not a selector: ids hold any character, and jsdom has no CSS.escape.
    const element = root.ownerDocument.getElementById(id);
    if (element && root.contains(element)) return element;
  }
  for (const element of root.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (!element.closest('.ant-form-item-hidden, [hidden]')) return element;
  }
  return null;
}

/** In a dialog (`active`), moves focus into the form once it is shown. */
export function useDialogFocus(
  active: boolean,
  /** The form's element (stable function). */
  rootOf: () => HTMLElement | null | undefined,
  fields: RefObject<readonly FieldDescriptor[]>,
  formName: string | undefined,
): void {
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    let handle = 0;
    const step = (): void => {
      const element = rootOf();
      if (element && element.contains(document.activeElement)) return;
      if (element) focusTarget(element, fields.current, formName)?.focus();
      frame += 1;
      if (frame < MAX_FRAMES) handle = requestAnimationFrame(step);
    };
    handle = requestAnimationFrame(step);
    return () => cancelAnimationFrame(handle);
  }, [active, rootOf, fields, formName]);
}
