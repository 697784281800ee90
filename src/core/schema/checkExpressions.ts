/**
 * Every expression and template of a document is parsed at save time:
 * a prop the renderers declare as an expression (`visibleOn`,
 * `runOn`, `sendOn`, ...) and every `${...}` inside any string. Syntax errors
 * and refused constructs (`this`, method calls, assignment, ...) are reported
 * at the pointer of the prop that holds them, with the parser's own words.
 */
import { ExpressionError, parseExpression } from '../expression/index';
import { templateExpressions } from '../template';
import type { DocumentProblem } from './problems';
import { problem, walkJson } from './problems';

const short = (source: string): string => (source.length > 80 ? `${source.slice(0, 80)}...` : source);

function parseError(source: string): string | undefined {
  try {
    parseExpression(source);
    return undefined;
  } catch (error) {
    if (error instanceof ExpressionError) return error.message;
    throw error;
  }
}

/** Problems of the expressions and templates of `document`. */
export function checkExpressions(document: unknown, expressionProps: ReadonlySet<string>): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  walkJson(document, (value, pointer, key) => {
    if (typeof value !== 'string') return;
    if (key !== undefined && expressionProps.has(key) && !/^\d+$/.test(key)) {
      // An expression prop may itself be written as one template ("${a && b}"): parse what is inside.
      const inner = templateExpressions(value);
      const sources = inner.length === 1 && value.trim().startsWith('${') && value.trim().endsWith('}') ? inner : [value];
      for (const source of sources) {
        const detail = parseError(source);
        if (detail) problems.push(problem(pointer, 'core.schema.badExpression', { source: short(source), detail }));
      }
      return;
    }
    for (const source of templateExpressions(value)) {
      const detail = parseError(source);
      if (detail) problems.push(problem(pointer, 'core.schema.badTemplate', { source: short(source), detail }));
    }
  });
  return problems;
}
