import { Avatar } from 'antd';
import type { ReactElement } from 'react';
import type { RendererProps } from '@core/registry';
import { useText } from '@core/react';
import { renderTemplate } from '@core/template';
import { iconElement } from '../shared/icons';
import { rootProps } from '../shared/rootProps';
import type { AvatarNode } from './props.schema';

export function AvatarRenderer({ node, scope }: RendererProps<AvatarNode>): ReactElement {
  const t = useText(scope);
  const src = node.src === undefined ? '' : renderTemplate(node.src, scope).trim();
  const alt = node.alt === undefined ? '' : t(node.alt);
  return (
    <Avatar
      {...rootProps(node, 'eps-avatar')}
      // antd shows `icon` when there is no src, and when the image fails to load (its onError).
      {...(src ? { src } : {})}
      {...(alt ? { alt } : {})}
      icon={iconElement(node.icon ?? 'user')}
      size={node.size ?? 'default'}
      shape={node.shape ?? 'circle'}
    />
  );
}
