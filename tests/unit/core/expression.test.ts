import { describe, expect, it, vi } from 'vitest';
import {
  evaluateCondition,
  evaluateExpression,
  ExpressionError,
  parseExpression,
} from '@core/expression';
import { Scope } from '@core/scope';

const scope = new Scope({
  platform: 'su',
  constants: { max: 10 },
}).extend({
  user: { name: 'Ann', age: 30, roles: ['buyer', 'admin'], tenantId: 0, profile: null },
  n: 7,
  empty: '',
  zero: 0,
  list: [1, 2, 3],
  key: 'name',
});

const ev = (source: string): unknown => evaluateExpression(source, scope);

describe('evaluateExpression: the language', () => {
  it('evaluates literals', () => {
    expect(ev('42')).toBe(42);
    expect(ev('"a"')).toBe('a');
    expect(ev("'b'")).toBe('b');
    expect(ev('true')).toBe(true);
    expect(ev('null')).toBeNull();
    expect(ev('undefined')).toBeUndefined();
    expect(ev('[1, "x", n]')).toEqual([1, 'x', 7]);
  });

  it('does arithmetic with the usual precedence', () => {
    expect(ev('1 + 2 * 3')).toBe(7);
    expect(ev('(1 + 2) * 3')).toBe(9);
    expect(ev('10 - 4 - 3')).toBe(3);
    expect(ev('7 % 4')).toBe(3);
    expect(ev('n / 2')).toBe(3.5);
    expect(ev('-n + +"3"')).toBe(-4);
    expect(ev('"a" + n')).toBe('a7');
    expect(ev('1 + 2 > 2 && 3 < 4')).toBe(true);
  });

  it('compares', () => {
    expect(ev('n === 7')).toBe(true);
    expect(ev('n == "7"')).toBe(true);
    expect(ev('n === "7"')).toBe(false);
    expect(ev('n !== 7')).toBe(false);
    expect(ev('n != 8')).toBe(true);
    expect(ev('n <= 7 && n >= 7')).toBe(true);
    expect(ev('user.roles == user.roles')).toBe(true);
    expect(ev('list == "1,2,3"')).toBe(false); // objects compare by identity, not by text
  });

  it('short-circuits && || and ??', () => {
    expect(ev('zero && missing.deep.path')).toBe(0);
    expect(ev('n || missing')).toBe(7);
    expect(ev('empty || "default"')).toBe('default');
    expect(ev('empty ?? "default"')).toBe('');
    expect(ev('user.profile ?? "none"')).toBe('none');
    expect(ev('missing ?? zero')).toBe(0);
    // the right side would be an error-free undefined anyway; check it is not evaluated via a call count
    const spy = vi.spyOn(Date, 'now');
    ev('true || now()');
    ev('false && now()');
    ev('1 ?? now()');
    expect(spy).not.toHaveBeenCalled();
    ev('false || now()');
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('evaluates unary operators and ternaries', () => {
    expect(ev('!user')).toBe(false);
    expect(ev('!!empty')).toBe(false);
    expect(ev('typeof user.name')).toBe('string');
    expect(ev('typeof missing === "undefined"')).toBe(true);
    expect(ev('user.age >= 18 ? "adult" : "minor"')).toBe('adult');
    expect(ev('n > 10 ? "big" : n > 5 ? "mid" : "small"')).toBe('mid');
  });

  it('reads members, inner scopes first, and never throws on unknown names', () => {
    expect(ev('user.name')).toBe('Ann');
    expect(ev('user["age"]')).toBe(30);
    expect(ev('user[key]')).toBe('Ann');
    expect(ev('user.roles[1]')).toBe('admin');
    expect(ev('list[0] + list[2]')).toBe(4);
    expect(ev('constants.max')).toBe(10);
    expect(ev('platform')).toBe('su');
    expect(ev('missing')).toBeUndefined();
    expect(ev('missing.a.b.c')).toBeUndefined();
    expect(ev('user.profile.avatar')).toBeUndefined();
    expect(ev('user.name.length')).toBeUndefined(); // primitives have no readable members
    expect(ev('user[list]')).toBeUndefined();
    expect(ev('user?.name')).toBe('Ann');
  });

  it('calls the whitelisted helpers', () => {
    expect(ev('includes(user.roles, "admin")')).toBe(true);
    expect(ev('includes(user.roles, "guest")')).toBe(false);
    expect(ev('includes("procurement", "cure")')).toBe(true);
    expect(ev('includes(missing, 1)')).toBe(false);
    expect(ev('len(list)')).toBe(3);
    expect(ev('len(user.name)')).toBe(3);
    expect(ev('len(user)')).toBe(5);
    expect(ev('len(missing)')).toBe(0);
    expect(ev('lower("AbC") + upper("x") + trim("  y ")')).toBe('abcXy');
    expect(ev('startsWith(user.name, "A") && !startsWith(missing, "A")')).toBe(true);
    expect(ev('endsWith("file.pdf", ".pdf")')).toBe(true);
    expect(ev('join(list, "-")')).toBe('1-2-3');
    expect(ev('slice(list, 0, 2)')).toEqual([1, 2]);
    expect(ev('slice(list, 1)')).toEqual([2, 3]);
    expect(ev('slice(list, 0, -1)')).toEqual([1, 2]);
    expect(ev('slice("abc", 1)')).toBe('bc');
    expect(ev('slice(missing, 0, 1)')).toEqual([]);
    const people = new Scope({ people: [{ n: { v: 'a' } }, { n: { v: 'b' } }, 3] });
    expect(evaluateExpression('join(pluck(people, "n.v"), ";")', people)).toBe('a;b;');
    expect(ev('pluck(user, "name")')).toEqual([]);
    expect(ev('pluck([user], "constructor")')).toEqual([undefined]);
    expect(ev('number("12.5") + 1')).toBe(13.5);
    expect(Number.isNaN(ev('number("abc")'))).toBe(true);
    expect(Number.isNaN(ev('number(user)'))).toBe(true);
    expect(ev('string(n) + string(null) + string(list)')).toBe('7[1,2,3]');
    expect(ev('[isEmpty(empty), isEmpty(missing), isEmpty([]), isEmpty(zero), isEmpty(list)]')).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    const before = Date.now();
    const now = ev('now()') as number;
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('does not let scope values shadow helpers or be called', () => {
    const withFn = new Scope({ len: () => 'hacked', fn: () => 'ran' });
    expect(evaluateExpression('len("ab")', withFn)).toBe(2);
    expect(() => evaluateExpression('fn()', withFn)).toThrow(ExpressionError);
  });
});

describe('evaluateExpression: hostile input', () => {
  const hostileScope = new Scope({ user: { name: 'x' }, a: {} });
  const attempt = (source: string): unknown => {
    try {
      return evaluateExpression(source, hostileScope);
    } catch (error) {
      expect(error).toBeInstanceOf(ExpressionError);
      return 'refused';
    }
  };

  it('refuses calls that are not bare whitelisted helpers', () => {
    expect(() => parseExpression("constructor.constructor('return process')()")).toThrow(ExpressionError);
    expect(() => parseExpression('toString.call(1)')).toThrow(ExpressionError);
    expect(() => parseExpression('user.name.toUpperCase()')).toThrow(ExpressionError);
    expect(() => parseExpression('eval("1")')).toThrow(/Unknown function "eval"/);
    expect(() => parseExpression('len(1)()')).toThrow(ExpressionError);
    expect(() => parseExpression('[].map(len)')).toThrow(ExpressionError);
  });

  it('never reaches prototypes', () => {
    expect(attempt('a.constructor')).toBeUndefined();
    expect(attempt('constructor')).toBeUndefined();
    expect(attempt('__proto__.x')).toBeUndefined();
    expect(attempt('__proto__')).toBeUndefined();
    expect(attempt("user['__proto__']")).toBeUndefined();
    expect(attempt("user['constructor']['constructor']")).toBeUndefined();
    expect(attempt('user.prototype')).toBeUndefined();
    expect(attempt('[].map')).toBeUndefined();
    expect(attempt('[]["constructor"]')).toBeUndefined();
    expect(attempt('user.hasOwnProperty')).toBeUndefined();
    expect(attempt('"abc".constructor')).toBeUndefined();
    expect(attempt('toString')).toBeUndefined();
  });

  it('refuses this, new, assignment, sequences and bitwise operators', () => {
    for (const source of ['this', 'this.user', 'new Date()', 'a = 1', 'a.b = 1', 'a += 1', '1, 2', '(1, 2)', 'a b', '~1', '1 | 2', '2 ** 3', 'a++', '`x`', 'x => 1', '']) {
      expect(attempt(source), source).toBe('refused');
    }
  });

  it('refuses very long and very deep input without crashing', () => {
    expect(() => parseExpression('1+'.repeat(5000) + '1')).toThrow(/longer than 2000/);
    expect(() => parseExpression('a'.repeat(10_000))).toThrow(ExpressionError);
    expect(attempt('('.repeat(1000) + '1' + ')'.repeat(1000))).toBe('refused');
    expect(attempt('('.repeat(100_000) + '1' + ')'.repeat(100_000))).toBe('refused');
    expect(attempt('!'.repeat(500) + 'a')).toBe('refused');
    expect(attempt('['.repeat(100) + ']'.repeat(100))).toBe('refused');
    expect(attempt('a' + '.b'.repeat(100))).toBe('refused');
    // Within the limits, depth is fine.
    expect(attempt('!'.repeat(10) + 'a')).toBe(true);
  });

  it('never runs code: no global is touched', () => {
    const marker = globalThis as { pwned?: boolean };
    for (const source of [
      "constructor.constructor('globalThis.pwned = true')()",
      "a['constructor']['constructor']('globalThis.pwned = true')()",
      "user.__proto__.polluted = 1",
    ]) {
      attempt(source);
    }
    expect(marker.pwned).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('does not call methods of data through arithmetic', () => {
    let called = false;
    const sneaky = { valueOf: () => { called = true; return 1; }, toString: () => { called = true; return 's'; } };
    const s = new Scope({ sneaky, bare: Object.create(null) as object });
    expect(evaluateExpression('sneaky + 1', s)).toBe('{}1');
    expect(evaluateExpression('sneaky == 1', s)).toBe(false);
    expect(evaluateExpression('bare + 1', s)).toBe('{}1');
    expect(called).toBe(false);
  });
});

describe('evaluateCondition', () => {
  it('uses the fallback for no source, and the truth otherwise', () => {
    expect(evaluateCondition(undefined, scope, true)).toBe(true);
    expect(evaluateCondition('', scope, false)).toBe(false);
    expect(evaluateCondition('   ', scope, true)).toBe(true);
    expect(evaluateCondition('user.age > 18', scope, false)).toBe(true);
    expect(evaluateCondition('user.tenantId > 0', scope, true)).toBe(false);
    expect(evaluateCondition('missing', scope, true)).toBe(false);
  });

  it('falls back on a broken expression and warns once per source', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(evaluateCondition('user.age >', scope, true)).toBe(true);
    expect(evaluateCondition('user.age >', scope, false)).toBe(false);
    expect(evaluateCondition('this.x', scope, false)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('user.age >');
    warn.mockRestore();
  });
});

describe('parseExpression', () => {
  it('returns the same cached tree for the same source', () => {
    const first = parseExpression('a + b');
    expect(parseExpression('a + b')).toBe(first);
    expect(parseExpression('a + c')).not.toBe(first);
  });
});

describe('parseJson (hisBak and other JSON text fields)', () => {
  const item = new Scope({ item: { tenantName: 'New Ltd', hisBak: '{"tenantName":"Old Ltd","__proto__":{"x":1}}' } });
  it('reads a field of the parsed text, compares it, and returns null for bad text', () => {
    expect(evaluateExpression('parseJson(item.hisBak).tenantName', item)).toBe('Old Ltd');
    expect(evaluateExpression('parseJson(item.hisBak).tenantName != item.tenantName', item)).toBe(true);
    expect(evaluateExpression('parseJson(item.hisBak).x', item)).toBeUndefined();
    expect(evaluateExpression('parseJson("{bad")', item)).toBeNull();
    expect(evaluateExpression('parseJson(item.missing)', item)).toBeNull();
    expect(evaluateExpression('parseJson(item).tenantName', item)).toBe('New Ltd');
  });
});

describe('encode (the user centre\'s "encoded" fields)', () => {
  const scope = new Scope({ values: { newPwd: 'Fresh#Pass2026', email: '用户@example.com', code: 482913 } });
  it('is base64 of the UTF-8 text, as the server decodes it; empty for nothing', () => {
    expect(evaluateExpression('encode(values.newPwd)', scope)).toBe(Buffer.from('Fresh#Pass2026').toString('base64'));
    expect(Buffer.from(String(evaluateExpression('encode(values.email)', scope)), 'base64').toString('utf8')).toBe('用户@example.com');
    expect(evaluateExpression('encode(values.code)', scope)).toBe(Buffer.from('482913').toString('base64'));
    expect(evaluateExpression('encode(values.missing)', scope)).toBe('');
  });
});
