import { describe, expect, it } from 'vitest';
import { PATTERN_PRESETS, widgetsFor } from '../../../src/studio/visual/FormBuilderOptions';
import { tableSorts } from '../../../src/studio/visual/TableBuilder';

describe('the form builder offers what the form renderer does', () => {
  it('widgets by kind, choices or not', () => {
    expect(widgetsFor('string', false)).toEqual(['text', 'textarea', 'password', 'email', 'uri', 'color', 'hidden']);
    expect(widgetsFor('string', true)).toEqual(['select', 'radio', 'hidden']);
    expect(widgetsFor('integer', false)).toEqual(['number', 'range', 'rating', 'hidden']);
    expect(widgetsFor('boolean', false)).toContain('switch');
    expect(widgetsFor('date', false)).toEqual(['date', 'hidden']);
  });
  it('the phone preset: 1, then 3 to 9, then nine digits', () => {
    const phone = new RegExp(PATTERN_PRESETS.phone as string);
    expect(phone.test('13812345678')).toBe(true);
    expect(phone.test('12812345678')).toBe(false);
    expect(phone.test('1381234567')).toBe(false);
    expect(phone.test('138123456789')).toBe(false);
    const email = new RegExp(PATTERN_PRESETS.email as string);
    expect(email.test('a.b@example.cn')).toBe(true);
    expect(email.test('a b@example')).toBe(false);
  });
});

describe('a table may sort', () => {
  it('when its call declares orderBy, or its rows come from the scope', () => {
    expect(tableSorts({ api: { url: '/eps/sse/workbench/Task/pageWorkbenchTaskList' } })).toBe(true);
    expect(tableSorts({ api: { url: '/eps/config/uc/news/visitorPage' } })).toBe(false);
    expect(tableSorts({ api: { url: '/eps/config/uc/news/visitorPage' }, sortParams: { field: 'keyword' } })).toBe(true);
    expect(tableSorts({ source: '${rows}' })).toBe(true);
    expect(tableSorts({ api: { url: '/not/declared' } })).toBe(false);
  });
});
