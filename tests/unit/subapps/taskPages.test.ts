// @vitest-environment jsdom
/**
 * The demo task apps: which page a portal path names, and the app named by its code in the
 * reader's language (a task's stored appName is one language only).
 */
import { describe, expect, it } from 'vitest';
import { taskIdOf } from '../../../subapps/lib/start';
import { appLabel } from '../../../subapps/lib/taskViews';
import { TEXTS, fill } from '../../../subapps/lib/texts';

const task = { id: 3, appCode: 'contract', appName: '合同管理', taskName: 'x', taskStatus: '01', startTime: null, planTime: null, endTime: null, moduleUrl: null };

describe('demo task apps', () => {
  it('reads a task id from /task/{id} only', () => {
    expect(taskIdOf('/task/12')).toBe(12);
    expect(taskIdOf('task/7/')).toBe(7);
    for (const path of ['/task/0', '/task/-1', '/task/abc', '/task/12/edit', '/sourcing/home', '/', '/task/99999999999']) expect(taskIdOf(path)).toBeUndefined();
  });

  it('names the app by its code in the language, else by its stored name', () => {
    expect(appLabel(task, TEXTS.en)).toBe('Contracts');
    expect(appLabel(task, TEXTS['zh-cn'])).toBe('合同管理');
    expect(appLabel({ ...task, appCode: 'unknown', appName: 'Other' }, TEXTS.en)).toBe('Other');
  });

  it('has every text in both languages', () => {
    expect(Object.keys(TEXTS.en).sort()).toEqual(Object.keys(TEXTS['zh-cn']).sort());
    expect(fill(TEXTS.en.pageOf, { page: 2, pages: 5 })).toBe('Page 2 of 5');
  });
});
