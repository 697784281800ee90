/**
 * Parses the safe expression language (ARCHITECTURE "No eval";
 * renderer core) with jsep and turns its AST into our own small, checked
 * tree. Everything the evaluator must not do is refused here, once per
 * source: `this`, method calls, calls of anything but a whitelisted helper,
 * assignment, bitwise operators, compound statements. The evaluator then only
 * ever walks nodes it knows.
 */
import jsep from 'jsep';
import ternary from '@jsep-plugin/ternary';
import { getExpressionFunction } from './functions';

/** A syntax error, a limit exceeded or a refused construct in an expression. */
export class ExpressionError extends Error {
  /** The expression text, cut to 200 characters for messages. */
  readonly source: string;
  constructor(message: string, source: string) {
    super(message);
    this.name = 'ExpressionError';
    this.source = source.length > 200 ? `${source.slice(0, 200)}...` : source;
  }
}

/** Longest expression accepted, in characters. */
export const MAX_EXPRESSION_LENGTH = 2000;
/** Deepest tree accepted; deeper input is refused before it is walked. */
export const MAX_EXPRESSION_DEPTH = 64;
const CACHE_SIZE = 500;

export type UnaryOperator = '!' | '-' | '+' | 'typeof';
export type BinaryOperator =
  | '+' | '-' | '*' | '/' | '%'
  | '==' | '!=' | '===' | '!==' | '<' | '<=' | '>' | '>='
  | '&&' | '||' | '??';

/** Our checked expression tree; only these nodes are ever evaluated. */
export type ExprNode =
  | { readonly kind: 'literal'; readonly value: string | number | boolean | null | undefined }
  | { readonly kind: 'identifier'; readonly name: string }
  | { readonly kind: 'member'; readonly object: ExprNode; readonly property: string | ExprNode }
  | { readonly kind: 'unary'; readonly operator: UnaryOperator; readonly argument: ExprNode }
  | { readonly kind: 'binary'; readonly operator: BinaryOperator; readonly left: ExprNode; readonly right: ExprNode }
  | { readonly kind: 'conditional'; readonly test: ExprNode; readonly consequent: ExprNode; readonly alternate: ExprNode }
  | { readonly kind: 'array'; readonly elements: readonly ExprNode[] }
  | { readonly kind: 'call'; readonly name: string; readonly args: readonly ExprNode[] };

const UNARY: ReadonlySet<string> = new Set<UnaryOperator>(['!', '-', '+', 'typeof']);
const BINARY: ReadonlySet<string> = new Set<BinaryOperator>([
  '+', '-', '*', '/', '%', '==', '!=', '===', '!==', '<', '<=', '>', '>=', '&&', '||', '??',
]);

// jsep keeps its configuration in module state. Only this module uses jsep,
// so configuring it here, once, is the whole setup.
jsep.plugins.register(ternary);
jsep.addUnaryOp('typeof');

const UNDEFINED_LITERAL: ExprNode = Object.freeze({ kind: 'literal', value: undefined });

function convert(node: jsep.Expression, depth: number, source: string): ExprNode {
  if (depth > MAX_EXPRESSION_DEPTH) {
    throw new ExpressionError(`Expression nested deeper than ${MAX_EXPRESSION_DEPTH} levels`, source);
  }
  const next = (child: unknown): ExprNode => convert(child as jsep.Expression, depth + 1, source);
  switch (node.type) {
    case 'Literal': {
      const { value } = node as jsep.Literal;
      if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        return { kind: 'literal', value };
      }
      throw new ExpressionError('Unsupported literal', source);
    }
    case 'Identifier': {
      const { name } = node as jsep.Identifier;
      return name === 'undefined' ? UNDEFINED_LITERAL : { kind: 'identifier', name };
    }
    case 'MemberExpression': {
      const member = node as jsep.MemberExpression;
      const property = member.computed ? next(member.property) : (member.property as jsep.Identifier).name;
      return { kind: 'member', object: next(member.object), property };
    }
    case 'UnaryExpression': {
      const unary = node as jsep.UnaryExpression;
      if (!UNARY.has(unary.operator)) throw new ExpressionError(`Operator "${unary.operator}" is not allowed`, source);
      return { kind: 'unary', operator: unary.operator as UnaryOperator, argument: next(unary.argument) };
    }
    case 'BinaryExpression': {
      const binary = node as jsep.BinaryExpression;
      if (!BINARY.has(binary.operator)) throw new ExpressionError(`Operator "${binary.operator}" is not allowed`, source);
      return { kind: 'binary', operator: binary.operator as BinaryOperator, left: next(binary.left), right: next(binary.right) };
    }
    case 'ConditionalExpression': {
      const conditional = node as jsep.ConditionalExpression;
      return {
        kind: 'conditional',
        test: next(conditional.test),
        consequent: next(conditional.consequent),
        alternate: next(conditional.alternate),
      };
    }
    case 'ArrayExpression': {
      const array = node as jsep.ArrayExpression;
      return { kind: 'array', elements: array.elements.map((element) => (element ? next(element) : UNDEFINED_LITERAL)) };
    }
    case 'CallExpression': {
      const call = node as jsep.CallExpression;
      // Only bare helper names: `a.b()`, `a[0]()`, `f()()` never reach a function value.
      if (call.callee.type !== 'Identifier') throw new ExpressionError('Only helper functions may be called', source);
      const name = (call.callee as jsep.Identifier).name;
      if (!getExpressionFunction(name)) throw new ExpressionError(`Unknown function "${name}"`, source);
      return { kind: 'call', name, args: call.arguments.map(next) };
    }
    case 'ThisExpression':
      throw new ExpressionError('"this" is not available in expressions', source);
    case 'Compound':
    case 'SequenceExpression':
      throw new ExpressionError('An expression must be a single expression', source);
    default:
      throw new ExpressionError(`Unsupported syntax "${node.type}"`, source);
  }
}

// Bounded LRU of parse results (trees and errors), so re-renders never re-parse.
const cache = new Map<string, ExprNode | ExpressionError>();

function remember(source: string, entry: ExprNode | ExpressionError): void {
  if (cache.size >= CACHE_SIZE) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(source, entry);
}

function parseUncached(source: string): ExprNode {
  if (source.length > MAX_EXPRESSION_LENGTH) {
    throw new ExpressionError(`Expression longer than ${MAX_EXPRESSION_LENGTH} characters`, source);
  }
  if (source.trim() === '') throw new ExpressionError('Empty expression', source);
  let tree: jsep.Expression;
  try {
    tree = jsep(source);
  } catch (error) {
    // jsep throws plain Errors on syntax; deep input may also overflow its stack.
    const message = error instanceof Error ? error.message : String(error);
    throw new ExpressionError(`Invalid expression: ${message}`, source);
  }
  return convert(tree, 1, source);
}

/** The checked tree of `source`; throws {@link ExpressionError}. Cached. */
export function parseTree(source: string): ExprNode {
  if (typeof source !== 'string') throw new ExpressionError('An expression must be a string', String(source));
  let entry = cache.get(source);
  if (entry) {
    cache.delete(source);
    cache.set(source, entry);
  } else {
    try {
      entry = parseUncached(source);
    } catch (error) {
      entry = error instanceof ExpressionError ? error : new ExpressionError(String(error), source);
    }
    // Over-long sources are not cached, so the cache stays small in memory.
    if (source.length <= MAX_EXPRESSION_LENGTH) remember(source, entry);
  }
  if (entry instanceof ExpressionError) throw entry;
  return entry;
}

/**
 * Parses an expression and returns its tree (opaque to callers; use it to
 * check an expression without evaluating it). Throws {@link ExpressionError}.
 */
export function parseExpression(source: string): unknown {
  return parseTree(source);
}
