/**
 * Warnings for nodes that a screen reader cannot name: an
 * icon-only button without `label` or `ariaLabel`, an image without `alt`.
 * Which props name which node type is declared by each renderer
 * (`accessibleName` of its definition), so the check knows no node types.
 * Warnings, not errors: an existing screen still builds and renders.
 */
import type { RendererDefinition } from '../registry';
import type { SchemaIssue } from './issues';

const escape = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function isSet(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).some(isSet);
  return true;
}

/**
 * The unnamed nodes of a document, as `warning` issues (`core.schema.unnamed`).
 * @example nameWarnings({ type: 'button', icon: 'edit' }, registry.list())
 *          // [{ pointer: '', key: 'core.schema.unnamed', vars: { type: 'button', props: 'label, ariaLabel' }, severity: 'warning', ... }]
 */
export function nameWarnings(document: unknown, definitions: readonly Pick<RendererDefinition, 'type' | 'accessibleName'>[]): SchemaIssue[] {
  const rules = new Map(definitions.filter((d) => d.accessibleName).map((d) => [d.type, d.accessibleName!] as const));
  const issues: SchemaIssue[] = [];
  const walk = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${pointer}/${index}`));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const rule = typeof record.type === 'string' ? rules.get(record.type) : undefined;
    if (rule && (rule.when === undefined || isSet(record[rule.when])) && !rule.props.some((prop) => isSet(record[prop]))) {
      issues.push({
        pointer,
        nodePointer: pointer,
        key: 'core.schema.unnamed',
        vars: { type: String(record.type), props: rule.props.join(', ') },
        severity: 'warning',
      });
    }
    for (const [key, child] of Object.entries(record)) walk(child, `${pointer}/${escape(key)}`);
  };
  walk(document, '');
  return issues;
}
