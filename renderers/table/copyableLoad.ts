/**
 * The copy button of a `copyable` column (antd Typography with copy-to-clipboard), loaded when a table has one:
 * the table's load starts it with the renderer (index.ts loadPartsFor), and CopyableCell waits for it otherwise.
 */
import type { ComponentType, ReactNode } from 'react';
import { moduleLoad } from '@core/react';
import type { TableNode } from './props.schema';

export interface CopyableTextProps {
  /** What the button copies. */
  text: string;
  children: ReactNode;
}

export const copyableText = moduleLoad<ComponentType<CopyableTextProps>>(() => import('./CopyableText').then((module) => module.default));

/** Starts the copy button's code when a column of the node is copyable; undefined when none is. */
export function loadCopyableFor(node: TableNode): Promise<unknown> | undefined {
  return Array.isArray(node.columns) && node.columns.some((column) => column.copyable === true) ? copyableText.load() : undefined;
}
