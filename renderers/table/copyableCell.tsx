/**
 * A `copyable` column's cell: the value with antd's copy button (Typography.Text), whose code (Typography with its
 * editing and ellipsis parts, copy-to-clipboard) loads only for a table that has such a column. The table's load
 * starts it with the renderer (index.ts loadPartsFor); until it is here, or if it fails, the cell shows its value
 * alone, as a column without `copyable` does.
 */
import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { moduleLoad, useModuleState } from '@core/react';
import type { TableNode } from './props.schema';

export interface CopyableTextProps {
  /** What the button copies. */
  text: string;
  children: ReactNode;
}

const copyableText = moduleLoad<ComponentType<CopyableTextProps>>(() => import('./CopyableText').then((module) => module.default));

/** Starts the copy button's code when a column of the node is copyable; undefined when none is. */
export function loadCopyableFor(node: TableNode): Promise<unknown> | undefined {
  return Array.isArray(node.columns) && node.columns.some((column) => column.copyable === true) ? copyableText.load() : undefined;
}

export function CopyableCell({ text, children }: CopyableTextProps): ReactElement {
  const { value: component } = useModuleState(copyableText, 'The copy button');
  // One module-level component, the same on every render (createElement says so to the hooks linter).
  return component ? createElement(component, { text, children }) : <>{children}</>;
}
