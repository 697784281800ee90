// @vitest-environment node
/**
 * The "Shown when" rule and the `ui:visibleOn` expression it writes: each
 * operator reads back as the rule it came from, the expressions mean what
 * the rule says when the form evaluates them, and any other expression is
 * left to the advanced entry.
 */
import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '@core/expression';
import { Scope } from '@core/scope';
import { expressionProblem, expressionToRule, ruleToExpression, type ShownWhenRule } from '../../../src/studio/visual/shownWhen';

const shown = (expression: string, values: Record<string, unknown>): boolean => evaluateCondition(expression, new Scope({ values }), true);

describe('shown-when rules', () => {
  const rules: [ShownWhenRule, string][] = [
    [{ field: 'method', operator: 'equals', value: 'other' }, "values.method == 'other'"],
    [{ field: 'count', operator: 'notEquals', value: 3 }, 'values.count != 3'],
    [{ field: 'paid', operator: 'equals', value: true }, 'values.paid == true'],
    [{ field: 'note', operator: 'filled' }, "values.note != null && values.note !== ''"],
    [{ field: 'note', operator: 'empty' }, "values.note == null || values.note === ''"],
    [{ field: 'kind', operator: 'oneOf', value: ['a', "it's"] }, "includes(['a', 'it\\'s'], values.kind)"],
    [{ field: 'odd-name', operator: 'equals', value: 'x' }, "values['odd-name'] == 'x'"],
  ];
  it.each(rules)('%o is written as %s and read back', (rule, expression) => {
    expect(ruleToExpression(rule)).toBe(expression);
    expect(expressionToRule(expression)).toEqual(rule);
    expect(expressionProblem(expression)).toBeUndefined();
  });

  it('the expressions mean what the rule says', () => {
    expect(shown("values.method == 'other'", { method: 'other' })).toBe(true);
    expect(shown("values.method == 'other'", { method: 'bank' })).toBe(false);
    const filled = ruleToExpression({ field: 'n', operator: 'filled' }) as string;
    expect([shown(filled, {}), shown(filled, { n: '' }), shown(filled, { n: 0 }), shown(filled, { n: 'x' })]).toEqual([false, false, true, true]);
    const empty = ruleToExpression({ field: 'n', operator: 'empty' }) as string;
    expect([shown(empty, {}), shown(empty, { n: null }), shown(empty, { n: 'x' })]).toEqual([true, true, false]);
    const oneOf = ruleToExpression({ field: 'k', operator: 'oneOf', value: ['a', 'b'] }) as string;
    expect([shown(oneOf, { k: 'b' }), shown(oneOf, { k: 'c' })]).toEqual([true, false]);
  });

  it('an incomplete rule writes nothing; another expression is no rule', () => {
    expect(ruleToExpression({ field: 'method', operator: 'equals' })).toBeUndefined();
    expect(ruleToExpression({ field: 'kind', operator: 'oneOf', value: [] })).toBeUndefined();
    expect(expressionToRule("user.platform == 'su'")).toBeUndefined();
    expect(expressionToRule("values.a == 'x' && values.b == 'y'")).toBeUndefined();
    expect(expressionToRule('values.a ==')).toBeUndefined();
    expect(expressionProblem('values.a ==')).toBeTruthy();
  });
});
