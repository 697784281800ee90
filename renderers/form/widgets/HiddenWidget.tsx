import type { ReactElement } from 'react';
import type { WidgetProps } from '../types';

/** Keeps a value in the form without showing it (`ui:widget: hidden`). */
export function HiddenWidget({ id, value }: WidgetProps): ReactElement {
  return <input id={id} type="hidden" value={typeof value === 'string' || typeof value === 'number' ? value : ''} readOnly />;
}

/** A `type: null` field: nothing to enter (its value is always null); the label and description say what it is. */
export function NullWidget({ id }: WidgetProps): ReactElement {
  return <span {...(id ? { id } : {})} className="eps-form-null" />;
}
