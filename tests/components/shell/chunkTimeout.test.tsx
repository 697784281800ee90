/**
 * spec portal-shell 4 and 9: a lazily loaded chunk that has not
 * arrived in 120 s shows the translated load error instead of a spinner.
 */
import { act, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, withChunkTimeout } from '../../../src/shell/routing/chunkTimeout';
import { renderShell } from './harness';

const Page = (): ReactElement => <p>the page</p>;

describe('chunk load timeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the load error when the chunk has not arrived after 120 s', async () => {
    const Never = lazy(withChunkTimeout(() => new Promise<{ default: typeof Page }>(() => undefined)));
    renderShell(
      <Suspense fallback={<p>loading</p>}>
        <Never />
      </Suspense>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1000);
    });
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getByText('页面资源加载超时，请检查网络后刷新页面。')).toBeTruthy();
    expect(screen.getByRole('button', { name: /刷新页面|刷 新/ })).toBeTruthy();
  });

  it('renders the chunk that arrives in time', async () => {
    const Soon = lazy(withChunkTimeout(() => Promise.resolve({ default: Page })));
    renderShell(
      <Suspense fallback={<p>loading</p>}>
        <Soon />
      </Suspense>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('the page')).toBeTruthy();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });
});
