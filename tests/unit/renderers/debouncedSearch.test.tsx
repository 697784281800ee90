// @vitest-environment jsdom
/**
 * The debounced, IME-aware search and the match ranking the tiles renderer
 * (home apps, spec portal-shell 2.4: trimmed, 180 ms, skipped during
 * composition) and the my-apps popover share.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { rankBySearch, useDebouncedSearch } from '../../../renderers/shared/debouncedSearch';
import { DEFAULT_SEARCH_DEBOUNCE_MS } from '../../../renderers/tiles/props.schema';
import { MY_APPS_DEBOUNCE_MS } from '../../../src/shell/workbench/appSearch';

describe('search debounces (spec portal-shell 9)', () => {
  it('is 180 ms for the home apps and 300 ms for my apps', () => {
    expect(DEFAULT_SEARCH_DEBOUNCE_MS).toBe(180);
    expect(MY_APPS_DEBOUNCE_MS).toBe(300);
  });
});

describe('app search ranking', () => {
  const apps = ['Sourcing', 'Contracts', 'Data portal', 'Contract archive'];
  it('moves matches to the front in order and marks them; blank marks nothing', () => {
    expect(rankBySearch(apps, '  contr ', (a) => a)).toEqual([
      { item: 'Contracts', matched: true },
      { item: 'Contract archive', matched: true },
      { item: 'Sourcing', matched: false },
      { item: 'Data portal', matched: false },
    ]);
    expect(rankBySearch(apps, '   ', (a) => a).map((r) => r.matched)).toEqual([false, false, false, false]);
  });
});

function SearchProbe(): ReactElement {
  const search = useDebouncedSearch(DEFAULT_SEARCH_DEBOUNCE_MS);
  return (
    <div>
      <input aria-label="q" value={search.text} onChange={search.onChange} onCompositionStart={search.onCompositionStart} onCompositionEnd={search.onCompositionEnd} />
      <output data-testid="query">{search.query}</output>
    </div>
  );
}

describe('debounced search (180 ms, IME aware)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles the trimmed text 180 ms after the last keystroke', () => {
    render(<SearchProbe />);
    const input = screen.getByLabelText('q');
    fireEvent.change(input, { target: { value: ' co' } });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.change(input, { target: { value: ' con ' } });
    act(() => vi.advanceTimersByTime(179));
    expect(screen.getByTestId('query').textContent).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('query').textContent).toBe('con');
  });

  it('does not filter during composition, then filters after it ends', () => {
    render(<SearchProbe />);
    const input = screen.getByLabelText('q');
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'he' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('query').textContent).toBe('');
    fireEvent.change(input, { target: { value: '合' } });
    fireEvent.compositionEnd(input);
    act(() => vi.advanceTimersByTime(179));
    expect(screen.getByTestId('query').textContent).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('query').textContent).toBe('合');
  });
});
