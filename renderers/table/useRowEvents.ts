/**
 * Row click and double-click (`onRowClick`, `onRowDoubleClick`): each runs
 * its actions with the row in scope as `row` and by its fields, like the
 * row links (RowActions.tsx). A click that lands on a link or button inside
 * the row is left to that control. One chain at a time.
 */
import type { MouseEvent } from 'react';
import { useCallback } from 'react';
import type { Scope } from '@core/scope';
import { useRunActions } from '../shared/useRunActions';
import type { Row } from './buildColumns';
import type { TableNode } from './props.schema';
import { rowScope } from './RowActions';

type RowHandlers = { onClick?: (event: MouseEvent<HTMLElement>) => void; onDoubleClick?: (event: MouseEvent<HTMLElement>) => void };

/** True when the click started on a control of its own (a row link, a button, an input). */
const onControl = (event: MouseEvent<HTMLElement>): boolean =>
  event.target instanceof Element && event.target.closest('a, button, input, label, .ant-checkbox-wrapper') !== null;

/** antd's `onRow` for the node's row events, or undefined when it has none. */
export function useRowEvents(node: TableNode, scope: Scope, offset: number, disabled: boolean): ((row: Row, index?: number) => RowHandlers) | undefined {
  const { run } = useRunActions(scope);
  const { onRowClick, onRowDoubleClick } = node;
  const onRow = useCallback(
    (row: Row, index?: number): RowHandlers => {
      const extra = (): Record<string, unknown> => rowScope(scope, row, offset + (index ?? 0)).data as Record<string, unknown>;
      return {
        ...(onRowClick !== undefined
          ? { onClick: (event: MouseEvent<HTMLElement>) => void (disabled || onControl(event) ? undefined : run(onRowClick, undefined, extra())) }
          : {}),
        ...(onRowDoubleClick !== undefined
          ? { onDoubleClick: (event: MouseEvent<HTMLElement>) => void (disabled || onControl(event) ? undefined : run(onRowDoubleClick, undefined, extra())) }
          : {}),
      };
    },
    [onRowClick, onRowDoubleClick, scope, offset, disabled, run],
  );
  return onRowClick === undefined && onRowDoubleClick === undefined ? undefined : onRow;
}
