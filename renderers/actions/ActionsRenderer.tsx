import type { CSSProperties, ReactElement } from 'react';
import type { RendererProps } from '../../src/core/registry';
import { RenderNodes } from '../../src/core/react';
import { rootProps } from '../shared/rootProps';
import type { ActionsNode } from './props.schema';

const JUSTIFY: Readonly<Record<NonNullable<ActionsNode['align']>, CSSProperties['justifyContent']>> = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  between: 'space-between',
};

export function ActionsRenderer({ node, pointer, scope, disabled }: RendererProps<ActionsNode>): ReactElement {
  const style: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: JUSTIFY[node.align ?? 'left'] };
  return (
    <div {...rootProps(node, 'eps-actions', style)}>
      <RenderNodes nodes={node.items} pointer={`${pointer}/items`} scope={scope} disabled={disabled} />
    </div>
  );
}
