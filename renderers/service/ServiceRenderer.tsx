import { useMemo, type ReactElement } from 'react';
import type { RendererProps } from '../../src/core/registry';
import { RenderNodes, useDataSource, useNodeHandle } from '../../src/core/react';
import { isRecord, rootProps } from '../shared/rootProps';
import type { ServiceNode } from './props.schema';

export function ServiceRenderer({ node, pointer, scope, disabled }: RendererProps<ServiceNode>): ReactElement {
  const loaded = useDataSource(node.api, scope);
  useNodeHandle(node.id, { reload: loaded.reload });
  const bodyScope = useMemo(() => {
    const fetched = loaded.data;
    const names = { ...node.data, ...(isRecord(fetched) ? fetched : {}) };
    return scope.extend(names);
  }, [scope, node.data, loaded.data]);
  return (
    <div {...rootProps(node, 'eps-service')} aria-busy={loaded.loading || undefined}>
      <RenderNodes nodes={node.body} pointer={`${pointer}/body`} scope={bodyScope} disabled={disabled} />
    </div>
  );
}
