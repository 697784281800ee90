/** The safe expression language: parse, evaluate, and the helper whitelist. */
export { ExpressionError, parseExpression } from './parse';
export { evaluateExpression, evaluateCondition } from './evaluate';

