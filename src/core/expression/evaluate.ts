/**
 * Evaluates a checked expression tree against a {@link Scope}. Reads go
 * through own properties only (the rule of `readPath`), so nothing reachable
 * through a prototype is ever visible; reading from null/undefined gives
 * undefined. Values from the data never have their methods called: objects
 * take part in arithmetic and comparison as their JSON text.
 */
import { FORBIDDEN_NAMES, type Scope } from '../scope';
import { getExpressionFunction, toText } from './functions';
import { ExpressionError, parseTree, type BinaryOperator, type ExprNode } from './parse';
import { warnOnce } from './warnOnce';

const hasOwn = (value: object, key: string): boolean => Object.prototype.hasOwnProperty.call(value, key);

/** A primitive stand-in for a value, without calling anything the value defines. */
const primitive = (value: unknown): unknown =>
  value !== null && (typeof value === 'object' || typeof value === 'function') ? toText(value) : value;

function readMember(object: unknown, key: unknown): unknown {
  if (object === null || typeof object !== 'object') return undefined;
  let name: string;
  if (typeof key === 'string') name = key;
  else if (typeof key === 'number' && Number.isInteger(key)) name = String(key);
  else return undefined;
  if (FORBIDDEN_NAMES.has(name) || !hasOwn(object, name)) return undefined;
  return (object as Record<string, unknown>)[name];
}

// Operands are primitives here (see `primitive`); the casts only let
// TypeScript apply JavaScript's own operator semantics to them.
type Num = number;
function binary(operator: BinaryOperator, leftValue: unknown, rightValue: unknown): unknown {
  if (operator === '===') return leftValue === rightValue;
  if (operator === '!==') return leftValue !== rightValue;
  const objectInvolved =
    (leftValue !== null && typeof leftValue === 'object') || (rightValue !== null && typeof rightValue === 'object');
  // Loose equality with an object would call its valueOf/toString: compare identity instead.
  if (operator === '==') return objectInvolved ? leftValue === rightValue : leftValue == rightValue;
  if (operator === '!=') return objectInvolved ? leftValue !== rightValue : leftValue != rightValue;
  const a = primitive(leftValue) as Num;
  const b = primitive(rightValue) as Num;
  switch (operator) {
    case '+': return a + b;
    case '-': return a - b;
    case '*': return a * b;
    case '/': return a / b;
    case '%': return a % b;
    case '<': return a < b;
    case '<=': return a <= b;
    case '>': return a > b;
    case '>=': return a >= b;
    default: return undefined; // logical operators are handled by the caller
  }
}

function evaluateNode(node: ExprNode, scope: Scope): unknown {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'identifier':
      return scope.get(node.name);
    case 'member': {
      const object = evaluateNode(node.object, scope);
      const key = typeof node.property === 'string' ? node.property : evaluateNode(node.property, scope);
      return readMember(object, key);
    }
    case 'unary': {
      const value = evaluateNode(node.argument, scope);
      switch (node.operator) {
        case '!': return !value;
        case 'typeof': return typeof value;
        case '-': return -(primitive(value) as Num);
        case '+': return +(primitive(value) as Num);
      }
      return undefined;
    }
    case 'binary': {
      const left = evaluateNode(node.left, scope);
      if (node.operator === '&&') return left ? evaluateNode(node.right, scope) : left;
      if (node.operator === '||') return left ? left : evaluateNode(node.right, scope);
      if (node.operator === '??') return left ?? evaluateNode(node.right, scope);
      return binary(node.operator, left, evaluateNode(node.right, scope));
    }
    case 'conditional':
      return evaluateNode(node.test, scope) ? evaluateNode(node.consequent, scope) : evaluateNode(node.alternate, scope);
    case 'array':
      return node.elements.map((element) => evaluateNode(element, scope));
    case 'call': {
      const fn = getExpressionFunction(node.name);
      if (!fn) return undefined; // checked at parse time; kept for safety
      return fn(...node.args.map((arg) => evaluateNode(arg, scope)));
    }
  }
}

/**
 * Evaluates `source` against `scope`. Unknown names are undefined.
 * Throws {@link ExpressionError} on a syntax error, an exceeded limit or a
 * refused construct (and, wrapped, on the rare runtime error such as mixing
 * BigInt and number).
 * @example evaluateExpression('user.age >= 18 ? "adult" : "minor"', scope)
 */
export function evaluateExpression(source: string, scope: Scope): unknown {
  const tree = parseTree(source);
  try {
    return evaluateNode(tree, scope);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ExpressionError(`Expression failed: ${message}`, source);
  }
}

/**
 * The truth of a `*On` expression. Never throws: an absent or empty source
 * gives `fallback`, and so does a broken one (with one console.warn per
 * distinct source). A boolean (as JSON may carry) is taken as is.
 * @example evaluateCondition(node.visibleOn, scope, true)
 */
export function evaluateCondition(source: string | undefined, scope: Scope, fallback: boolean): boolean {
  if (typeof source === 'boolean') return source;
  if (typeof source !== 'string' || source.trim() === '') return fallback;
  try {
    return Boolean(evaluateExpression(source, scope));
  } catch (error) {
    warnOnce(`condition:${source}`, `[expression] cannot evaluate "${source.slice(0, 200)}":`, error instanceof Error ? error.message : error);
    return fallback;
  }
}
