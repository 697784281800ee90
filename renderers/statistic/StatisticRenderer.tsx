import { Statistic } from 'antd';
import type { KeyboardEvent, ReactElement } from 'react';
import { evaluateCondition } from '@core/expression/evaluate';
import { toText } from '@core/expression/functions';
import type { RendererProps } from '@core/registry';
import { useText } from '@core/react';
import { renderTemplate, resolveTemplates } from '@core/template';
import { rootProps } from '../shared/rootProps';
import { useRunActions } from '../shared/useRunActions';
import type { StatisticNode } from './props.schema';
import './statistic.css';

const clickableStyle = { cursor: 'pointer' } as const;

/** A number stays a number (antd groups its digits); anything else is shown as text. */
function displayValue(value: unknown): number | string {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return toText(value);
}

export default function StatisticRenderer({ node, scope, disabled }: RendererProps<StatisticNode>): ReactElement {
  const t = useText(scope);
  const { running, run } = useRunActions(scope);
  const value = displayValue(typeof node.value === 'string' ? resolveTemplates(node.value, scope) : node.value);
  const color = node.color === undefined ? '' : renderTemplate(node.color, scope);
  const prefix = node.prefix === undefined ? '' : t(node.prefix);
  const suffix = node.suffix === undefined ? '' : t(node.suffix);
  const clickable = node.onClick !== undefined;
  const statistic = (
    <Statistic
      {...(clickable ? {} : rootProps(node, 'eps-statistic'))}
      title={node.title === undefined ? undefined : t(node.title)}
      value={value}
      {...(color ? { valueStyle: { color } } : {})}
      {...(prefix ? { prefix } : {})}
      {...(suffix ? { suffix } : {})}
      {...(node.precision !== undefined ? { precision: node.precision } : {})}
      loading={evaluateCondition(node.loadingOn, scope, false)}
    />
  );
  if (!clickable) return statistic;

  const activate = (): void => {
    if (!disabled) void run(node.onClick);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // Space would scroll the page.
    event.preventDefault();
    activate();
  };
  return (
    <div
      {...rootProps(node, 'eps-statistic eps-statistic-clickable', clickableStyle)}
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled || undefined}
      aria-busy={running || undefined}
      onClick={activate}
      onKeyDown={onKeyDown}
    >
      {statistic}
    </div>
  );
}
