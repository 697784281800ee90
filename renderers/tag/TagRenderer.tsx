import { Tag } from 'antd';
import type { ReactElement } from 'react';
import { toText } from '@core/expression/functions';
import type { RendererProps } from '@core/registry';
import { useText } from '@core/react';
import { renderTemplate, resolveTemplates } from '@core/template';
import { enumEntry, resolveValueEnum } from '../shared/enums';
import { rootProps } from '../shared/rootProps';
import type { TagNode } from './props.schema';

export function TagRenderer({ node, scope }: RendererProps<TagNode>): ReactElement | null {
  const t = useText(scope);
  const value = node.value === undefined ? undefined : resolveTemplates(node.value, scope);
  const entry = enumEntry(resolveValueEnum(node.enum, scope), value);
  // An explicit text wins over the enum's; an unknown value shows as it is.
  const text = node.text !== undefined ? t(node.text) : entry ? t(entry.text) : toText(value);
  if (text === '') return null;
  const color = node.color !== undefined ? renderTemplate(node.color, scope) : entry?.color;
  return (
    <Tag {...rootProps(node, 'eps-tag')} {...(color ? { color } : {})}>
      {text}
    </Tag>
  );
}
