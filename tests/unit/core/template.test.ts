import { describe, expect, it, vi } from 'vitest';
import { hasTemplate, renderTemplate, resolveTemplates } from '@core/template';
import { Scope } from '@core/scope';

const scope = new Scope({
  user: { id: 42, name: 'Ann', tenantId: 3 },
  row: { ids: [1, 2], active: false, note: null },
});

describe('hasTemplate', () => {
  it('finds complete ${...} only', () => {
    expect(hasTemplate('Hello ${user.name}')).toBe(true);
    expect(hasTemplate('${a}')).toBe(true);
    expect(hasTemplate('plain')).toBe(false);
    expect(hasTemplate('costs $5 {x}')).toBe(false);
    expect(hasTemplate('unterminated ${user.name')).toBe(false);
  });
});

describe('renderTemplate', () => {
  it('renders expressions into text', () => {
    expect(renderTemplate('Hello ${user.name}!', scope)).toBe('Hello Ann!');
    expect(renderTemplate('/eps/user/${user.id}/t/${user.tenantId}', scope)).toBe('/eps/user/42/t/3');
    expect(renderTemplate('${user.id + 1}', scope)).toBe('43');
    expect(renderTemplate('${row.active ? "on" : "off"}', scope)).toBe('off');
    expect(renderTemplate('no templates', scope)).toBe('no templates');
  });

  it('renders undefined and null as empty, objects as JSON', () => {
    expect(renderTemplate('[${missing}][${row.note}]', scope)).toBe('[][]');
    expect(renderTemplate('ids=${row.ids}', scope)).toBe('ids=[1,2]');
    expect(renderTemplate('${row.active}', scope)).toBe('false');
  });

  it('does not end an expression at a } inside a string', () => {
    expect(renderTemplate("${user.name == 'x' ? '}' : '{ok}'}", scope)).toBe('{ok}');
  });

  it('keeps an unterminated ${ as text', () => {
    expect(renderTemplate('a ${user.name} b ${c', scope)).toBe('a Ann b ${c');
  });

  it('renders a broken expression as empty and warns once per expression', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(renderTemplate('x${user.}y', scope)).toBe('xy');
    expect(renderTemplate('again ${user.}', scope)).toBe('again ');
    expect(renderTemplate('${constructor.constructor("x")()}', scope)).toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('resolveTemplates', () => {
  it('gives the raw value for a string that is exactly one template', () => {
    expect(resolveTemplates('${row.ids}', scope)).toEqual([1, 2]);
    expect(resolveTemplates('${user.id}', scope)).toBe(42);
    expect(resolveTemplates('${row.active}', scope)).toBe(false);
    expect(resolveTemplates('${missing}', scope)).toBeUndefined();
    expect(resolveTemplates(' ${user.id}', scope)).toBe(' 42');
    expect(resolveTemplates('${user.id}${user.id}', scope)).toBe('4242');
  });

  it('maps deep into arrays and plain objects without changing the input', () => {
    const input = {
      tenantId: '${user.tenantId}',
      label: 'user ${user.name}',
      nested: { list: ['${user.id}', 'x', 3, true, null], ids: '${row.ids}' },
      untouched: 5,
    };
    const copy = structuredClone(input);
    expect(resolveTemplates(input, scope)).toEqual({
      tenantId: 3,
      label: 'user Ann',
      nested: { list: [42, 'x', 3, true, null], ids: [1, 2] },
      untouched: 5,
    });
    expect(input).toEqual(copy);
  });

  it('keeps a __proto__ key as data, not as a prototype', () => {
    const input = JSON.parse('{"__proto__": {"polluted": "${user.name}"}}') as unknown;
    const out = resolveTemplates(input, scope) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(out, '__proto__')).toBe(true);
    expect((out as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('leaves non-plain values alone', () => {
    const date = new Date(0);
    expect(resolveTemplates(date, scope)).toBe(date);
    expect(resolveTemplates(7, scope)).toBe(7);
  });
});
