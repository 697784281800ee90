/**
 * The home apps panel's search (spec portal-shell 2.4): the trimmed text
 * filters after a 180 ms debounce, never while an IME composition is under
 * way; matching apps move to the front (in their order) and are marked so the
 * tile can be highlighted. The my-apps popover (spec 2.3) uses 300 ms.
 */
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type CompositionEvent } from 'react';

/** spec portal-shell 9: home apps debounce. */
export const HOME_APPS_DEBOUNCE_MS = 180;
/** spec portal-shell 9: my-apps filter debounce. */
export const MY_APPS_DEBOUNCE_MS = 300;

/** An item with whether it matched the search. */
export interface Ranked<T> {
  item: T;
  matched: boolean;
}

/**
 * Matches first (keeping their order), then the rest; nothing is marked for
 * an empty (or blank) query. Comparison ignores case.
 */
export function rankBySearch<T>(items: readonly T[], query: string, titleOf: (item: T) => string): Ranked<T>[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return items.map((item) => ({ item, matched: false }));
  const ranked = items.map((item) => ({ item, matched: titleOf(item).toLowerCase().includes(needle) }));
  return [...ranked.filter((r) => r.matched), ...ranked.filter((r) => !r.matched)];
}

/** What a search box binds, and the settled (debounced, trimmed) query. */
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
      // Pinyin being composed is not yet the user's text: wait for compositionend.
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
