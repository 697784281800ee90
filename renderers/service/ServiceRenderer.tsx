import { Progress } from 'antd';
import { useMemo, type ReactElement } from 'react';
import type { RendererProps } from '@core/registry';
import { RenderNodes, useDataSource, useNodeHandle, useText } from '@core/react';
import { isRecord, rootProps } from '../shared/rootProps';
import { useLoadProgress } from '../shared/useLoadProgress';
import type { ServiceNode } from './props.schema';

export function ServiceRenderer({ node, pointer, scope, disabled }: RendererProps<ServiceNode>): ReactElement {
  const t = useText(scope);
  const loaded = useDataSource(node.api, scope);
  useNodeHandle(node.id, { reload: loaded.reload });
  const percent = useLoadProgress(node.progress === true && loaded.loading);
  // useDataSource starts out loading when it has a request to make: no "0" render before the call.
  const waiting = loaded.loading;
  const failed = loaded.error !== undefined;
  const bodyScope = useMemo(() => {
    const fetched = loaded.data;
    const names = { ...node.data, ...(isRecord(fetched) ? fetched : {}), $loading: waiting, $failed: failed };
    return scope.extend(names);
  }, [scope, node.data, loaded.data, waiting, failed]);
  return (
    <div {...rootProps(node, 'eps-service')} aria-busy={loaded.loading || undefined}>
      {percent !== undefined ? (
        <Progress
          className="eps-service-progress"
          percent={Math.round(percent)}
          showInfo={false}
          size="small"
          status={percent < 100 ? 'active' : 'success'}
          aria-label={t('renderers.service.loading')}
        />
      ) : null}
      <RenderNodes nodes={node.body} pointer={`${pointer}/body`} scope={bodyScope} disabled={disabled} />
    </div>
  );
}
