/**
 * Which tab shows first, worked out before any data: the tabs' definition
 * uses it to start the calls of the first tab's body while the screen loads
 * (RendererDefinition.rendersAtOnce), and TabsRenderer reads the active key
 * with the same keyFrom.
 */
import { evaluateCondition, evaluateExpression } from '@core/expression';
import type { Scope } from '@core/scope';
import type { TabItem, TabsNode } from './props.schema';

/** The active key an `activeKeyFrom` expression names, as text; undefined when absent or broken. */
export function keyFrom(expression: string | undefined, scope: Scope): string | undefined {
  if (!expression) return undefined;
  try {
    const value = evaluateExpression(expression, scope);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The static tab (`items`) TabsRenderer shows first, in TabsRenderer's order:
 * the key `activeKeyFrom` names, then `defaultActiveKey`, then the first
 * visible tab. Undefined when none shows, or when the choice may fall on a tab
 * that `itemsSource` brings (known only once its answer is in).
 */
export function firstStaticTab(node: TabsNode, scope: Scope): TabItem | undefined {
  const visible = (Array.isArray(node.items) ? node.items : []).filter((item) => evaluateCondition(item.visibleOn, scope, true));
  const sourced = node.itemsSource !== undefined;
  for (const key of [keyFrom(node.activeKeyFrom, scope), node.defaultActiveKey]) {
    if (key === undefined) continue;
    const named = visible.find((item) => item.key === key);
    if (named) return named;
    if (sourced) return undefined;
  }
  return visible[0];
}
