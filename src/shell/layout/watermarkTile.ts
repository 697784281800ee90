/**
 * The watermark's tile (Watermark.tsx): its lines drawn on a canvas, rotated,
 * as an image URL the overlay repeats.
 */
import { useEffect, useState } from 'react';
import type { WatermarkOptions } from './watermarkConfig';

/** Draws one tile onto a canvas; undefined where there is no 2D canvas (tests). */
export function drawTile(options: WatermarkOptions): HTMLCanvasElement | undefined {
  const ratio = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.width = options.width * ratio;
  canvas.height = options.height * ratio;
  const context = typeof canvas.getContext === 'function' ? canvas.getContext('2d') : null;
  if (!context) return undefined;
  context.scale(ratio, ratio);
  context.translate(options.width / 2, options.height / 2);
  context.rotate((-options.rotate * Math.PI) / 180);
  context.fillStyle = options.color;
  context.font = `${options.fontSize}px -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const lineHeight = options.fontSize * 1.5;
  const top = -((options.lines.length - 1) * lineHeight) / 2;
  options.lines.forEach((line, index) => context.fillText(line, 0, top + index * lineHeight));
  return canvas;
}

/**
 * Runs `work` when the main thread is idle (at most `IDLE_WAIT_MS` later), or after the next
 * paint where there is no `requestIdleCallback` (Safari); returns the cancel.
 */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_WAIT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(work, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

/** The longest a tile waits for an idle main thread: a page still loading gets its own work done first. */
const IDLE_WAIT_MS = 2_000;

/**
 * The tile for serialised options as an object URL, drawn again only when they change.
 * The watermark's data comes in as a page's own content renders: drawing it in that render
 * (text on a canvas, then a PNG encoded on the main thread) was ~65 ms of it at 4x CPU on home,
 * delaying the page's content. So the tile is drawn when the main thread is idle and encoded by `toBlob`, off the
 * main thread; the overlay shows once the tile is there.
 */
export function useWatermarkTile(optionsKey: string): string | undefined {
  const [tile, setTile] = useState<string | undefined>();
  useEffect(() => {
    if (!optionsKey) return undefined;
    let live = true;
    const cancel = whenIdle(() => {
      const canvas = drawTile(JSON.parse(optionsKey) as WatermarkOptions);
      if (!canvas || typeof canvas.toBlob !== 'function') return;
      canvas.toBlob((blob) => {
        if (live && blob) setTile(URL.createObjectURL(blob));
      }, 'image/png');
    });
    return () => {
      live = false;
      cancel();
    };
  }, [optionsKey]);
  // The shown tile stays until the next one is drawn (the timestamp moves each minute), then is freed.
  useEffect(() => (tile ? () => URL.revokeObjectURL(tile) : undefined), [tile]);
  return optionsKey ? tile : undefined;
}
