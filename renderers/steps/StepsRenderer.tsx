import { Button, Empty, Flex, Steps, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import type { RendererProps } from '@core/registry';
import { RenderNodes, useActionRunner, useEnv, useText } from '@core/react';
import { resolveText } from '@core/text';
import { rootProps } from '../shared/rootProps';
import { useItemsSource } from '../shared/useItemsSource';
import { useRunActions } from '../shared/useRunActions';
import type { StepsNode } from './props.schema';

const barStyle = { marginBottom: 16 } as const;

export default function StepsRenderer({ node, pointer, scope, disabled }: RendererProps<StepsNode>): ReactElement {
  const t = useText(scope);
  const { i18n } = useEnv();
  const { items } = useItemsSource(undefined, node.source, scope);
  const [current, setCurrent] = useState(0);
  const runShow = useActionRunner(scope);
  const { run, running } = useRunActions(scope);
  // One child scope per record, so a step re-renders only when its record does.
  const scopes = useMemo(() => items.map((item, index) => scope.extend({ item, index })), [items, scope]);
  const shown = useRef(new Set<unknown>());
  const index = Math.min(current, Math.max(items.length - 1, 0));
  const record: unknown = items[index];

  // onShow once per record (not per visit): going back and forth never repeats it.
  useEffect(() => {
    if (node.onShow === undefined || record === undefined || shown.current.has(record)) return;
    shown.current.add(record);
    // A failed onShow (e.g. a read mark) must not stop the reader; the chain reports its own errors.
    // Run because a step is shown, not by a click: a load (src/core/calls), so it may only read.
    runShow(node.onShow, { item: record, index }, 'load').catch(() => undefined);
  }, [node.onShow, record, index, runShow]);

  const testId = node.testId;
  const idOf = (part: string): Record<string, string> => (testId ? { 'data-testid': `${testId}-${part}` } : {});
  const itemScope = scopes[index];
  if (items.length === 0 || itemScope === undefined) {
    return (
      <div {...rootProps(node, 'eps-steps')}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(node.empty ?? 'renderers.empty.description')} />
      </div>
    );
  }
  const last = index === items.length - 1;
  return (
    <div {...rootProps(node, 'eps-steps')}>
      {items.length > 1 ? (
        <Steps
          size="small"
          current={index}
          style={barStyle}
          onChange={(next) => {
            if (!disabled) setCurrent(next);
          }}
          items={scopes.map((s, i) => ({ key: i, title: node.title !== undefined ? resolveText(node.title, i18n, s) : String(i + 1) }))}
        />
      ) : null}
      <div key={index} {...idOf('item')}>
        <RenderNodes nodes={node.item} pointer={`${pointer}/item`} scope={itemScope} disabled={disabled} />
      </div>
      <Flex justify="space-between" align="center" style={{ marginTop: 16 }}>
        <Typography.Text type="secondary" {...idOf('position')}>
          {i18n.t('renderers.steps.position', { current: index + 1, total: items.length })}
        </Typography.Text>
        <Flex gap={8}>
          {index > 0 ? (
            <Button {...idOf('prev')} disabled={disabled} onClick={() => setCurrent(index - 1)}>
              {t(node.previousLabel ?? 'renderers.steps.previous')}
            </Button>
          ) : null}
          {last ? (
            <Button type="primary" {...idOf('done')} disabled={disabled} loading={running} onClick={() => void run(node.onFinish)}>
              {t(node.finishLabel ?? 'renderers.steps.done')}
            </Button>
          ) : (
            <Button type="primary" {...idOf('next')} disabled={disabled} onClick={() => setCurrent(index + 1)}>
              {t(node.nextLabel ?? 'renderers.steps.next')}
            </Button>
          )}
        </Flex>
      </Flex>
    </div>
  );
}
