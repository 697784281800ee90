/**
 * Per-tile progress while a tile's action chain runs (spec portal-shell 4,
 * app launch: "the tile shows a loading/progress state and a second click is
 * blocked"): the bar creeps towards 90 % while the chain is pending, jumps to
 * 100 % when it ends, then fades out and is removed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { nextPendingPercent, PROGRESS_FADE_MS, PROGRESS_START_PERCENT, PROGRESS_TICK_MS } from '../shared/pendingProgress';

/** The bar of one tile: its percent, and whether the chain has ended (fading out). */
export interface TileProgress {
  percent: number;
  done: boolean;
}

export interface TileProgressState {
  /** Bars by tile key; a tile without an entry shows none; `done: false` while its chain runs. */
  progress: ReadonlyMap<string, TileProgress>;
  /** Runs `chain` for the tile unless one is already running for it; resolves when it ends. */
  track(key: string, chain: () => Promise<unknown>): Promise<void>;
}

export function useTileProgress(): TileProgressState {
  const [progress, setProgress] = useState<ReadonlyMap<string, TileProgress>>(() => new Map());
  const busy = useRef(new Set<string>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout> | ReturnType<typeof setInterval>>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const all = timers.current;
    return () => {
      mounted.current = false;
      for (const timer of all.values()) clearTimeout(timer);
      all.clear();
    };
  }, []);

  const update = useCallback((key: string, next: TileProgress | undefined) => {
    if (!mounted.current) return;
    setProgress((previous) => {
      const copy = new Map(previous);
      if (next) copy.set(key, next);
      else copy.delete(key);
      return copy;
    });
  }, []);

  const stopTimer = useCallback((key: string) => {
    const timer = timers.current.get(key);
    // clearTimeout also clears an interval (one id space in browsers and Node).
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(key);
  }, []);

  const track = useCallback(
    async (key: string, chain: () => Promise<unknown>) => {
      // A ref, not state: a double click arrives before React re-renders.
      if (busy.current.has(key)) return;
      busy.current.add(key);
      stopTimer(key);
      let percent = PROGRESS_START_PERCENT;
      update(key, { percent, done: false });
      timers.current.set(
        key,
        setInterval(() => {
          percent = nextPendingPercent(percent);
          update(key, { percent, done: false });
        }, PROGRESS_TICK_MS),
      );
      try {
        await chain();
      } finally {
        busy.current.delete(key);
        stopTimer(key);
        update(key, { percent: 100, done: true });
        if (mounted.current) {
          const fade = setTimeout(() => {
            timers.current.delete(key);
            update(key, undefined);
          }, PROGRESS_FADE_MS);
          timers.current.set(key, fade);
        }
      }
    },
    [stopTimer, update],
  );

  return { progress, track };
}
