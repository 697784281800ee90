/**
 * The form builder's "Shown when" rule of a field and the `ui:visibleOn`
 * expression it stands for. A rule is one comparison of another field of
 * the same form: equals / not equals a value, is filled, is empty, one of
 * some values. Written as the plain expression a person would type
 * (`values.method == 'other'`) and read back from the expression's tree, so
 * a hand-written expression of the same shape shows as a rule too; any
 * other expression stays text (the builder's advanced entry).
 */
import { ExpressionError } from '@core/expression';
import { parseTree, type ExprNode } from '@core/expression/parse';

export const OPERATORS = ['equals', 'notEquals', 'filled', 'empty', 'oneOf'] as const;
export type Operator = (typeof OPERATORS)[number];

/** A value a rule compares with: what a JSON Schema enum of a simple field holds. */
export type RuleValue = string | number | boolean;

export interface ShownWhenRule {
  /** The other field's property name. */
  field: string;
  operator: Operator;
  /** One value (equals, not equals), the values (one of), nothing (filled, empty, or not picked yet). */
  value?: RuleValue | RuleValue[] | undefined;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A literal in the expression language: text in single quotes (readable inside the JSON's double quotes). */
function literal(value: RuleValue): string {
  if (typeof value !== 'string') return String(value);
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** `values.name`, or `values['odd-name']` for a name that is not an identifier. */
const reader = (field: string): string => (IDENTIFIER.test(field) ? `values.${field}` : `values[${literal(field)}]`);

/** True when the operator needs no value. */
export const takesNoValue = (operator: Operator): boolean => operator === 'filled' || operator === 'empty';

/** The expression of a complete rule; undefined while a value it needs is missing. */
export function ruleToExpression(rule: ShownWhenRule): string | undefined {
  const read = reader(rule.field);
  const { value } = rule;
  switch (rule.operator) {
    case 'filled':
      return `${read} != null && ${read} !== ''`;
    case 'empty':
      return `${read} == null || ${read} === ''`;
    case 'oneOf':
      return Array.isArray(value) && value.length > 0 ? `includes([${value.map(literal).join(', ')}], ${read})` : undefined;
    default:
      if (value === undefined || Array.isArray(value) || value === '') return undefined;
      return `${read} ${rule.operator === 'equals' ? '==' : '!='} ${literal(value)}`;
  }
}

/** The field a node reads, when it is `values.<name>` (or `values['<name>']`). */
function fieldRead(node: ExprNode): string | undefined {
  if (node.kind !== 'member' || node.object.kind !== 'identifier' || node.object.name !== 'values') return undefined;
  if (typeof node.property === 'string') return node.property;
  return node.property.kind === 'literal' && typeof node.property.value === 'string' ? node.property.value : undefined;
}

function literalOf(node: ExprNode): RuleValue | undefined {
  if (node.kind !== 'literal') return undefined;
  const { value } = node;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}

/** `values.x <op> null` and `values.x <op> ''` joined by `joiner`: the filled / empty shapes. */
function presenceOf(node: ExprNode, joiner: '&&' | '||', nullOp: string, textOp: string): string | undefined {
  if (node.kind !== 'binary' || node.operator !== joiner) return undefined;
  const { left, right } = node;
  if (left.kind !== 'binary' || right.kind !== 'binary' || left.operator !== nullOp || right.operator !== textOp) return undefined;
  const field = fieldRead(left.left);
  const isNull = left.right.kind === 'literal' && left.right.value === null;
  const isEmptyText = right.right.kind === 'literal' && right.right.value === '';
  return field !== undefined && isNull && isEmptyText && fieldRead(right.left) === field ? field : undefined;
}

function ruleOfTree(tree: ExprNode): ShownWhenRule | undefined {
  const filled = presenceOf(tree, '&&', '!=', '!==');
  if (filled !== undefined) return { field: filled, operator: 'filled' };
  const empty = presenceOf(tree, '||', '==', '===');
  if (empty !== undefined) return { field: empty, operator: 'empty' };
  if (tree.kind === 'binary' && (tree.operator === '==' || tree.operator === '!=')) {
    const field = fieldRead(tree.left);
    const value = literalOf(tree.right);
    if (field !== undefined && value !== undefined) return { field, operator: tree.operator === '==' ? 'equals' : 'notEquals', value };
  }
  if (tree.kind === 'call' && tree.name === 'includes' && tree.args.length === 2) {
    const [list, item] = tree.args as [ExprNode, ExprNode];
    const field = fieldRead(item);
    const values = list.kind === 'array' ? list.elements.map(literalOf) : [];
    if (field !== undefined && values.length > 0 && values.every((v) => v !== undefined)) return { field, operator: 'oneOf', value: values as RuleValue[] };
  }
  return undefined;
}

/** The rule an expression states, when it is one the builder writes; undefined for any other (or a broken) one. */
export function expressionToRule(source: string | undefined): ShownWhenRule | undefined {
  if (typeof source !== 'string' || source.trim() === '') return undefined;
  try {
    return ruleOfTree(parseTree(source));
  } catch (error) {
    if (error instanceof ExpressionError) return undefined;
    throw error;
  }
}

/** The parser's complaint about a hand-written expression, or undefined when it is good. */
export function expressionProblem(source: string): string | undefined {
  try {
    parseTree(source);
    return undefined;
  } catch (error) {
    if (error instanceof ExpressionError) return error.message;
    throw error;
  }
}
