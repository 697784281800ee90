/**
 * Which prop names hold an expression or a text, read from the meta-schema:
 * every property whose schema is (or refers to) `#/$defs/expression` or
 * `#/$defs/text`, in any renderer's props or the shared defs. The document
 * checks then parse exactly the props the renderers declare as such, and a
 * new renderer's `runOn`-style prop is checked without touching this code.
 */
import type { JsonSchema } from '../registry';

/** Prop names by kind. */
export interface PropKinds {
  expressions: ReadonlySet<string>;
  texts: ReadonlySet<string>;
}

function refersTo(schema: unknown, ref: string): boolean {
  if (schema === null || typeof schema !== 'object') return false;
  const record = schema as Record<string, unknown>;
  if (record.$ref === ref) return true;
  return ['anyOf', 'oneOf'].some((key) => Array.isArray(record[key]) && (record[key] as unknown[]).some((branch) => refersTo(branch, ref)));
}

/** Collects the prop names of `metaSchema` that hold expressions and texts. */
export function propKindsOf(metaSchema: JsonSchema): PropKinds {
  const expressions = new Set<string>();
  const texts = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (schema: unknown): void => {
    if (schema === null || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    if (Array.isArray(schema)) {
      schema.forEach(visit);
      return;
    }
    const record = schema as Record<string, unknown>;
    const properties = record.properties;
    if (properties && typeof properties === 'object') {
      for (const [name, prop] of Object.entries(properties as Record<string, unknown>)) {
        if (refersTo(prop, '#/$defs/expression')) expressions.add(name);
        if (refersTo(prop, '#/$defs/text')) texts.add(name);
      }
    }
    for (const value of Object.values(record)) visit(value);
  };
  visit(metaSchema);
  return { expressions, texts };
}
