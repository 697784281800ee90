/**
 * The member picker as a form widget (`"ui:widget": "memberPicker"`), so
 * schema dialogs (the camunda page's transfer, add approver, transmit) choose
 * people with the spec's picker: keyword search and paging over
 * `queryUserByUc` (spec workflow 2.5, 9) instead of one long select. An array
 * field chooses several user numbers, a string field one. Registered at run
 * time by the shell (approvalFormWidgets), as the form registry allows.
 */
import { lazy, Suspense, type ReactElement } from 'react';
import type { FormWidget } from '../../../renderers/form/formContext';
import type { WidgetProps } from '../../../renderers/form/types';
import { ApproverPanelWidget } from './approverPanelWidget';

// The picker's table and dialog load with the first form that uses it, from the approval
// shell's chunk (its own lazy entry formed a chunk import cycle in the build).
const LazyMemberPicker = lazy(() => import('./WorkflowShell').then((m) => ({ default: m.MemberPicker })));

/** The user numbers a field value holds (a list, or one number). */
export function userNosOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

export function MemberPickerWidget({ id, value, onChange, onBlur, field, ariaLabel }: WidgetProps): ReactElement {
  const multiple = field.kind === 'array';
  const change = (userNos: string[]): void => {
    const next = multiple ? (userNos.length ? userNos : field.emptyValue) : (userNos[0] ?? field.emptyValue);
    onChange?.(next);
    // Choosing is leaving the field: its rules (required, minItems) run now.
    onBlur();
  };
  return (
    <Suspense fallback={null}>
      <LazyMemberPicker {...(id ? { id } : {})} multiple={multiple} value={userNosOf(value)} onChange={change} {...(ariaLabel ? { label: ariaLabel } : {})} />
    </Suspense>
  );
}

/** The shell's extra form widgets (spec workflow: pickers are form widgets). */
export const approvalFormWidgets: Readonly<Record<string, FormWidget>> = { memberPicker: MemberPickerWidget, approverPanel: ApproverPanelWidget };
