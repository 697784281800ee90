/**
 * The apps panel's search as the hand-written home had it (copied from
 * src/shell/workbench/appSearch.ts so the baseline stands on its own):
 * trimmed text, debounced, skipped during IME composition; matches first.
 */
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type CompositionEvent } from 'react';

/** An item with whether it matched the search. */
export interface Ranked<T> {
  item: T;
  matched: boolean;
}

/** Matches first (keeping their order), then the rest. */
export function rankBySearch<T>(items: readonly T[], query: string, titleOf: (item: T) => string): Ranked<T>[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return items.map((item) => ({ item, matched: false }));
  const ranked = items.map((item) => ({ item, matched: titleOf(item).toLowerCase().includes(needle) }));
  return [...ranked.filter((r) => r.matched), ...ranked.filter((r) => !r.matched)];
}

/** What a search box binds, and the settled query. */
export interface DebouncedSearch {
  text: string;
  query: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onCompositionStart(event: CompositionEvent<HTMLInputElement>): void;
  onCompositionEnd(event: CompositionEvent<HTMLInputElement>): void;
}

/** A search box whose query settles `delayMs` after the last keystroke outside IME composition. */
export function useDebouncedSearch(delayMs: number): DebouncedSearch {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const composing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const schedule = useCallback(
    (value: string) => {
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = setTimeout(() => setQuery(value.trim()), delayMs);
    },
    [delayMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    text,
    query,
    onChange: (event) => {
      setText(event.target.value);
      if (!composing.current) schedule(event.target.value);
    },
    onCompositionStart: () => {
      composing.current = true;
      if (timer.current !== undefined) clearTimeout(timer.current);
    },
    onCompositionEnd: (event) => {
      composing.current = false;
      schedule(event.currentTarget.value);
    },
  };
}
