import { Descriptions, type DescriptionsProps } from 'antd';
import type { ReactElement } from 'react';
import { evaluateCondition } from '@core/expression';
import type { RendererProps } from '@core/registry';
import { RenderNodes, useEnv, useText } from '@core/react';
import { Highlighted } from './Highlighted';
import { resolveValueEnum } from '../shared/enums';
import { formatValue } from '../shared/formatValue';
import { itemValue } from '../shared/readField';
import { rootProps } from '../shared/rootProps';
import type { DescriptionsNode } from './props.schema';

const DEFAULT_COLUMNS = 2;

/** One item per row on phones, `count` from md up (responsive). */
const columns = (count: number): NonNullable<DescriptionsProps['column']> => ({ xs: 1, sm: 1, md: count, lg: count, xl: count, xxl: count });

export default function DescriptionsRenderer({ node, pointer, scope, disabled }: RendererProps<DescriptionsNode>): ReactElement {
  const t = useText(scope);
  const env = useEnv();
  const all = Array.isArray(node.items) ? node.items : [];
  const items: NonNullable<DescriptionsProps['items']> = all.flatMap((item, index) => {
    if (!evaluateCondition(item.visibleOn, scope, true)) return [];
    const children =
      item.body !== undefined ? (
        <RenderNodes nodes={item.body} pointer={`${pointer}/items/${index}/body`} scope={scope} disabled={disabled} />
      ) : (
        formatValue(item.valueType ?? 'text', itemValue(item, scope), {
          valueEnum: resolveValueEnum(item.valueEnum, scope),
          format: item.format,
          precision: item.precision,
          text: t,
          locale: env.i18n.language,
        })
      );
    const highlighted = evaluateCondition(item.highlightOn, scope, false);
    return [
      {
        key: index,
        label: t(item.label),
        children: highlighted ? <Highlighted label={t(item.highlightLabel ?? 'renderers.descriptions.highlighted')}>{children}</Highlighted> : children,
        ...(item.span !== undefined ? { span: item.span } : {}),
      },
    ];
  });
  const title = node.title === undefined ? '' : t(node.title);
  return (
    <Descriptions
      {...rootProps(node, 'eps-descriptions')}
      {...(title ? { title } : {})}
      items={items}
      column={columns(node.column ?? DEFAULT_COLUMNS)}
      bordered={node.bordered === true}
      layout={node.layout ?? 'horizontal'}
    />
  );
}
