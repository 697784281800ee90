import { describe, expect, it } from 'vitest';
import { resolveText } from '@core/text';
import { Scope } from '@core/scope';
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

  it('never looks up text with whitespace as a key', () => {
    const i18n = createI18n({ en: { 'home.title': 'Home' } }, 'en');
    const asked: string[] = [];
    const exists = i18n.exists.bind(i18n);
    i18n.exists = (key) => (asked.push(key), exists(key));
    expect(resolveText('Field 12', i18n)).toBe('Field 12');
    expect(resolveText('home.title', i18n)).toBe('Home');
    expect(asked).toEqual(['home.title']);
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

  it('renders a key that ends in templates, then translates it (the data picks a key under a fixed prefix)', () => {
    const days = {
      en: { 'week.day.0': 'Sun', 'week.day.3': 'Wed', 'home.hello.morning': 'Good morning, ${user.name}' },
    };
    const i18n = createI18n(days, 'en');
    const at = new Scope({ d: 3, part: 'morning', user: { name: 'Ann' }, title: 'week.day.0' });
    expect(resolveText('week.day.${d}', i18n, at)).toBe('Wed');
    expect(resolveText('week.day.${d - 3}', i18n, at)).toBe('Sun');
    // The translation's own templates render too.
    expect(resolveText('home.hello.${part}', i18n, at)).toBe('Good morning, Ann');
    // A rendered key that does not exist shows as rendered.
    expect(resolveText('week.day.${d + 10}', i18n, at)).toBe('week.day.13');
    // Only a dotted key prefix makes a key: data in a sentence or alone is never looked up.
    expect(resolveText('${title}', i18n, at)).toBe('week.day.0');
    expect(resolveText('Day ${title}', i18n, at)).toBe('Day week.day.0');
    expect(resolveText('week${title}', i18n, at)).toBe('weekweek.day.0');
    // Without a scope nothing is rendered or looked up.
    expect(resolveText('week.day.${d}', i18n)).toBe('week.day.${d}');
  });

  it('gives empty text for nothing', () => {
    expect(resolveText(undefined, createI18n(dictionaries))).toBe('');
    expect(resolveText('', createI18n(dictionaries))).toBe('');
  });
});
