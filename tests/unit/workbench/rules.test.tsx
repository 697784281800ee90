/**
 * Workbench rules: cascader height and task status codes. (The greeting's
 * hour boundaries are tested with the `dayPart` expression helper in
 * tests/unit/core/dateFunctions.test.ts; the apps search with
 * tests/unit/renderers/debouncedSearch.test.tsx.)
 */
import { cascaderHeight } from '../../../src/shell/workbench/cascaderHeight';
import { SHELL_ENUMS, TASK_STATUS, taskRowAction } from '../../../src/shell/constants/enums';
import zh from '../../../src/i18n/locales/zh-cn/workbench.json';
import en from '../../../src/i18n/locales/en/workbench.json';

describe('cascader height (spec portal-shell 2.3)', () => {
  it('is 258 up to 7 apps, grows by 34, caps at 428', () => {
    expect([0, 1, 7, 8, 11, 12, 40].map(cascaderHeight)).toEqual([258, 258, 258, 292, 394, 428, 428]);
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
