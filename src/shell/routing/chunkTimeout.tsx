/**
 * spec portal-shell 4 and 9: a lazily loaded chunk times out after 120 s.
 * A chunk that has not arrived by then resolves to a page with the
 * translated load error and a reload button, instead of a spinner forever.
 */
import { Button } from 'antd';
import type { ComponentType, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusView } from '../../../renderers/shared/StatusView';

/** spec portal-shell 9: chunk timeout. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** What a timed-out chunk shows. */
export function ChunkLoadTimeout(): ReactElement {
  const { t } = useTranslation();
  return (
    <StatusView
      status="warning"
      data-testid="chunk-timeout"
      title={t('layout.errors.chunkTimeout')}
      extra={<Button onClick={() => window.location.reload()}>{t('layout.errors.reload')}</Button>}
    />
  );
}

/**
 * Wraps a `lazy()` loader: its module, or after `ms` the load-error page.
 * @example const Page = lazy(withChunkTimeout(() => import('./Page')));
 */
export function withChunkTimeout<M extends { default: ComponentType<never> }>(load: () => Promise<M>, ms: number = CHUNK_TIMEOUT_MS): () => Promise<M> {
  return () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The timeout page takes no props and ignores any it is given, so it stands in for the module's component.
    const late = new Promise<M>((resolve) => {
      timer = setTimeout(() => resolve({ default: ChunkLoadTimeout } as unknown as M), ms);
    });
    return Promise.race([load().finally(() => clearTimeout(timer)), late]);
  };
}
