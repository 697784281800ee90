/**
 * Home workbench rules: greeting boundaries, cascader height, app search
 * ranking and its debounce / IME composition handling, task status codes.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { HOME_APPS_DEBOUNCE_MS, rankBySearch, useDebouncedSearch } from '../../../src/shell/workbench/appSearch';
import { cascaderHeight } from '../../../src/shell/workbench/cascaderHeight';
import { greetingPart } from '../../../src/shell/workbench/greeting';
import { SHELL_ENUMS, TASK_STATUS, taskRowAction } from '../../../src/shell/constants/enums';
import zh from '../../../src/i18n/locales/zh-cn/workbench.json';
import en from '../../../src/i18n/locales/en/workbench.json';

const at = (hh: number, mm: number): Date => new Date(2026, 0, 5, hh, mm);

describe('greeting by hour (spec portal-shell 2.4)', () => {
  it.each([
    [5, 59, 'evening'],
    [6, 0, 'morning'],
    [11, 59, 'morning'],
    [12, 0, 'afternoon'],
    [17, 59, 'afternoon'],
    [18, 0, 'evening'],
    [0, 0, 'evening'],
  ] as const)('%i:%i is %s', (hh, mm, part) => {
    expect(greetingPart(at(hh, mm))).toBe(part);
  });
});

describe('cascader height (spec portal-shell 2.3)', () => {
  it('is 258 up to 7 apps, grows by 34, caps at 428', () => {
    expect([0, 1, 7, 8, 11, 12, 40].map(cascaderHeight)).toEqual([258, 258, 258, 292, 394, 428, 428]);
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
  const search = useDebouncedSearch(HOME_APPS_DEBOUNCE_MS);
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

describe('task status codes (spec portal-shell 4)', () => {
  it('maps 01-04 to blue/orange/green/red with translated labels in both languages', () => {
    expect(Object.fromEntries(Object.entries(TASK_STATUS).map(([k, v]) => [k, v.color]))).toEqual({ '01': 'blue', '02': 'orange', '03': 'green', '04': 'red' });
    for (const code of ['01', '02', '03', '04'] as const) {
      expect(TASK_STATUS[code]?.text).toBe(`workbench.taskStatus.${code}`);
      expect(zh.taskStatus[code]).toBeTruthy();
      expect(en.taskStatus[code]).toBeTruthy();
    }
    expect(SHELL_ENUMS['taskStatus']).toBe(TASK_STATUS);
  });

  it("gives 'handle' for 01/02, 'view' for 03/04, disabled without a target URL", () => {
    expect(taskRowAction({ taskStatus: '01', moduleUrl: '/x' })).toEqual({ kind: 'handle', disabled: false });
    expect(taskRowAction({ taskStatus: '02', moduleUrl: null })).toEqual({ kind: 'handle', disabled: true });
    expect(taskRowAction({ taskStatus: '03', moduleUrl: 'https://a' })).toEqual({ kind: 'view', disabled: false });
    expect(taskRowAction({ taskStatus: '04' })).toEqual({ kind: 'view', disabled: true });
  });
});
