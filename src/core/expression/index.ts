/** The safe expression language: parse, evaluate, and the helper whitelist. */
export { ExpressionError, parseExpression, MAX_EXPRESSION_LENGTH, MAX_EXPRESSION_DEPTH } from './parse';
export { evaluateExpression, evaluateCondition } from './evaluate';
export { EXPRESSION_FUNCTION_NAMES } from './functions';
