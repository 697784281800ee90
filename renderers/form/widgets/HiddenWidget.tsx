import type { ReactElement } from 'react';
import type { WidgetProps } from '../types';

/** Keeps a value in the form without showing it (`ui:widget: hidden`). */
export function HiddenWidget({ id, value }: WidgetProps): ReactElement {
  return <input id={id} type="hidden" value={typeof value === 'string' || typeof value === 'number' ? value : ''} readOnly />;
}
