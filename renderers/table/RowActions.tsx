/**
 * The clickable parts of a row: the links of an `option` column and `link`
 * cells. Each runs its actions with the row in scope as `row` and by its
 * fields (`${row.id}` or `${id}`), and is disabled while its chain runs.
 */
import { Space } from 'antd';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import type { Action } from '@core/actions/types';
import { evaluateCondition } from '@core/expression';
import { useText } from '@core/react';
import type { Scope } from '@core/scope';
import type { LocalizedText } from '@core/schema/types';
import { ActionLink } from '../shared/ActionLink';
import { useRunActions } from '../shared/useRunActions';
import type { RowAction } from './props.schema';

/** The scope of one row. */
export function rowScope(scope: Scope, row: Readonly<Record<string, unknown>>, index: number): Scope {
  return scope.extend({ ...row, row, rowIndex: index });
}

interface RowActionsProps {
  actions: readonly RowAction[];
  row: Readonly<Record<string, unknown>>;
  index: number;
  scope: Scope;
  disabled: boolean;
}

function RowActionLink({ item, scope, disabled }: { item: RowAction; scope: Scope; disabled: boolean }): ReactElement {
  const t = useText(scope);
  const { running, run } = useRunActions(scope);
  const isDisabled = disabled || running || evaluateCondition(item.disabledOn, scope, false);
  return (
    <ActionLink className="eps-table-row-action" disabled={isDisabled} danger={item.danger === true} onClick={() => void run(item.action, item.confirmText)}>
      {t(item.label)}
    </ActionLink>
  );
}

/** The links of an `option` cell; hidden ones (`visibleOn`) are left out. */
export function RowActions({ actions, row, index, scope, disabled }: RowActionsProps): ReactElement {
  const inRow = useMemo(() => rowScope(scope, row, index), [scope, row, index]);
  return (
    <Space size="middle" wrap>
      {actions
        .filter((item) => evaluateCondition(item.visibleOn, inRow, true))
        .map((item, position) => (
          <RowActionLink key={position} item={item} scope={inRow} disabled={disabled} />
        ))}
    </Space>
  );
}

interface RowLinkProps {
  action: Action | readonly Action[] | undefined;
  confirmText?: LocalizedText | undefined;
  row: Readonly<Record<string, unknown>>;
  index: number;
  scope: Scope;
  disabled: boolean;
  children: ReactNode;
}

/** A `link` cell: its value, clickable when the column has an action. */
export function RowLink({ action, confirmText, row, index, scope, disabled, children }: RowLinkProps): ReactElement {
  const inRow = useMemo(() => rowScope(scope, row, index), [scope, row, index]);
  const { running, run } = useRunActions(inRow);
  if (action === undefined) return <>{children}</>;
  return (
    <ActionLink disabled={disabled || running} onClick={() => void run(action, confirmText)}>
      {children}
    </ActionLink>
  );
}
