/**
 * The watermark's tile: drawn when the main thread is idle (after
 * the next paint without requestIdleCallback), not in the render that brought its data, encoded by `toBlob` (off the main thread),
 * kept until the next tile replaces it and then freed.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWatermarkTile } from '../../../src/shell/layout/watermarkTile';
import type { WatermarkOptions } from '../../../src/shell/layout/watermarkConfig';

const options = (lines: string[]): string =>
  JSON.stringify({ lines, width: 340, height: 340, fontSize: 16, color: '#E8E9EB', rotate: 16, opacity: 0.15 } satisfies WatermarkOptions);

describe('useWatermarkTile', () => {
  const drawn: string[] = [];
  let urls = 0;
  const revoked: string[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    drawn.length = 0;
    revoked.length = 0;
    urls = 0;
    // jsdom has no 2D canvas: a context that records the text drawn, and a toBlob that answers later (as the encoder does).
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () =>
        ({
          scale: () => undefined,
          translate: () => undefined,
          rotate: () => undefined,
          fillText: (text: string) => void drawn.push(text),
        }) as unknown as CanvasRenderingContext2D,
    );
    HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback): void {
      setTimeout(() => callback(new Blob(['png'], { type: 'image/png' })), 5);
    };
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:tile-${++urls}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => void revoked.push(url));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).toBlob;
  });

  it('draws nothing in the render that brings the options; the tile comes after a paint and the encoding', async () => {
    const { result } = renderHook(({ key }) => useWatermarkTile(key), { initialProps: { key: options(['buyer', '2026-11-28 10:00']) } });
    expect(result.current).toBeUndefined();
    expect(drawn).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(drawn).toEqual(['buyer', '2026-11-28 10:00']);
    expect(result.current).toBe('blob:tile-1');
  });

  it('keeps the shown tile until the next is drawn, then frees it; frees the last on unmount', async () => {
    const { result, rerender, unmount } = renderHook(({ key }) => useWatermarkTile(key), { initialProps: { key: options(['buyer', '10:00']) } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(result.current).toBe('blob:tile-1');
    rerender({ key: options(['buyer', '10:01']) });
    // The minute moved on: the old tile stays up while the new one is drawn (no blank frame).
    expect(result.current).toBe('blob:tile-1');
    expect(revoked).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(result.current).toBe('blob:tile-2');
    expect(revoked).toEqual(['blob:tile-1']);
    unmount();
    expect(revoked).toEqual(['blob:tile-1', 'blob:tile-2']);
  });

  it('shows no tile without options, and a change that comes before the drawing draws only the latest', async () => {
    const { result, rerender } = renderHook(({ key }) => useWatermarkTile(key), { initialProps: { key: options(['a']) } });
    rerender({ key: options(['b']) });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(drawn).toEqual(['b']);
    expect(result.current).toBe('blob:tile-1');
    rerender({ key: '' });
    expect(result.current).toBeUndefined();
  });

  it('waits for an idle main thread where the browser can say so, at most 2 s', async () => {
    const waits: (number | undefined)[] = [];
    const idle = vi.fn((work: IdleRequestCallback, opts?: IdleRequestOptions) => {
      waits.push(opts?.timeout);
      return window.setTimeout(() => work({ didTimeout: false, timeRemaining: () => 10 }), 300);
    });
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', (handle: number) => window.clearTimeout(handle));
    try {
      const { result, unmount } = renderHook(() => useWatermarkTile(options(['buyer'])));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(100);
      });
      expect(drawn).toEqual([]); // not idle yet
      await act(async () => {
        await vi.advanceTimersByTimeAsync(300);
      });
      expect(drawn).toEqual(['buyer']);
      expect(result.current).toBe('blob:tile-1');
      expect(waits).toEqual([2000]);
      unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('gives no tile where there is no 2D canvas', async () => {
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockImplementation(() => null);
    const { result } = renderHook(() => useWatermarkTile(options(['buyer'])));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(result.current).toBeUndefined();
  });
});
