/**
 * A `copyable` column's cell: the value with antd's copy button once its code is here (copyableLoad.ts). Until
 * then, or if it fails, the cell shows its value alone, as a column without `copyable` does: a copy button is
 * not worth an error box.
 */
import { createElement, type ReactElement } from 'react';
import { useModuleState } from '@core/react';
import { copyableText, type CopyableTextProps } from './copyableLoad';

export function CopyableCell({ text, children }: CopyableTextProps): ReactElement {
  const { value: component } = useModuleState(copyableText, 'The copy button');
  // One module-level component, the same on every render (createElement says so to the hooks linter).
  return component ? createElement(component, { text, children }) : <>{children}</>;
}
