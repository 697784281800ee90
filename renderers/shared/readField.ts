import { readPath, type Scope } from '@core/scope';
import { resolveTemplates } from '@core/template';

/**
 * A value named by a dotted path in the scope (`data.createTime`): the first
 * segment is looked up through the scope chain, the rest read as own
 * properties.
 */
export function readField(scope: Scope, path: string): unknown {
  const dot = path.indexOf('.');
  if (dot < 0) return scope.get(path);
  return readPath(scope.get(path.slice(0, dot)), path.slice(dot + 1));
}

/** The value of an item with `field` (a path) or `value` (a template; one `${...}` keeps its type). */
export function itemValue(item: { field?: string | undefined; value?: unknown }, scope: Scope): unknown {
  if (item.field !== undefined) return readField(scope, item.field);
  return resolveTemplates(item.value, scope);
}
