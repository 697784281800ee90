import { describe, expect, it } from 'vitest';
import { resolveText } from '../../../src/core/text';
import { Scope } from '../../../src/core/scope';
import { createI18n } from './testEnv';

const dictionaries = {
  'zh-cn': { 'home.title': '首页', 'user.greeting': '你好，${user.name}' },
  en: { 'home.title': 'Home', 'user.greeting': 'Hello, ${user.name}' },
};
const scope = new Scope({ user: { name: 'Ann' } });

describe('resolveText', () => {
  it('translates a key in the active language', () => {
    expect(resolveText('home.title', createI18n(dictionaries, 'zh-cn'))).toBe('首页');
    expect(resolveText('home.title', createI18n(dictionaries, 'en'))).toBe('Home');
  });

  it('shows a string that is not a key as written', () => {
    expect(resolveText('Submit now', createI18n(dictionaries, 'en'))).toBe('Submit now');
    expect(resolveText('home.missing', createI18n(dictionaries, 'en'))).toBe('home.missing');
  });

  it('picks the pair entry of the language, else zh-cn, else any', () => {
    const pair = { 'zh-cn': '保存', en: 'Save' };
    expect(resolveText(pair, createI18n({}, 'en'))).toBe('Save');
    expect(resolveText(pair, createI18n({}, 'zh-cn'))).toBe('保存');
    expect(resolveText(pair, createI18n({}, 'en-US'))).toBe('Save');
    expect(resolveText(pair, createI18n({}, 'ja'))).toBe('保存');
    expect(resolveText({ en: 'Only English' }, createI18n({}, 'zh-cn'))).toBe('Only English');
    expect(resolveText({}, createI18n({}, 'zh-cn'))).toBe('');
  });

  it('renders templates against the scope, after translation', () => {
    expect(resolveText('user.greeting', createI18n(dictionaries, 'en'), scope)).toBe('Hello, Ann');
    expect(resolveText({ 'zh-cn': '欢迎 ${user.name}', en: 'Welcome ${user.name}' }, createI18n({}, 'en'), scope)).toBe(
      'Welcome Ann',
    );
    expect(resolveText('Dear ${user.name}', createI18n(dictionaries, 'en'), scope)).toBe('Dear Ann');
    // Without a scope, templates are left as they are.
    expect(resolveText('Dear ${user.name}', createI18n(dictionaries, 'en'))).toBe('Dear ${user.name}');
  });

  it('gives empty text for nothing', () => {
    expect(resolveText(undefined, createI18n(dictionaries))).toBe('');
    expect(resolveText('', createI18n(dictionaries))).toBe('');
  });
});
