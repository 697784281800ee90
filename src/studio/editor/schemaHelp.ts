/**
 * Completion and hover from the meta-schema, cheap enough to run on every
 * keystroke of the largest screen.
 *
 * codemirror-json-schema (used before) asked json-schema-library for the
 * schema at the cursor with the document's data: that validates the data
 * against every branch of every `oneOf` on the way down (25 node types per
 * nested node, each again with its own nodes), and builds a new Draft07 per
 * property candidate. On home/index that took seconds to minutes of main
 * thread per keystroke, and gave no list.
 *
 * Here nothing is validated: one linear scan of the text (tolerant of the
 * half-typed token) gives the path of containers around the cursor and each
 * object's `type`; the schema is walked along that path, picking the node
 * branch by the object's `type` (the meta-schema's discriminator). Each
 * schema's expansion ($ref, allOf, anyOf, oneOf) is computed once per `type`
 * value and cached.
 */

type Schema = Readonly<Record<string, unknown>>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One object or array around the cursor, from the outermost in. */
export interface Frame {
  kind: 'object' | 'array';
  /** Offset of its `{` or `[`. */
  start: number;
  /** How its parent reaches it: a key of the parent object or an index of the parent array (undefined at the root). */
  step: string | number | undefined;
  /** The string value of its `type` key (objects), wherever it stands in the object. */
  typeValue: string | undefined;
  /** Keys present in the object (the one being typed excluded). */
  keys: Set<string>;
  /** Internal scan state. */
  currentKey: string | undefined;
  expectKey: boolean;
  index: number;
}

/** Where the cursor is: in a key, a value (of an object key or an array item), or elsewhere. */
export interface CursorContext {
  frames: Frame[];
  kind: 'key' | 'value' | 'none';
  /** For a value in an object: the key it belongs to. */
  key: string | undefined;
  /** The token under the cursor: from, to and the typed text before the cursor (no quote). */
  from: number;
  to: number;
  prefix: string;
  /** The token is a string (with its opening quote at `from`). */
  quoted: boolean;
  /** A `:` already follows the key being typed. */
  colonFollows: boolean;
  /** The full text of the token under the cursor, unquoted (for hover). */
  word: string;
}

const WORD_END = new Set([' ', '\n', '\r', '\t', '{', '}', '[', ']', ',', ':', '"']);

/** A token read from the text: the offset just past it, its unquoted text, and whether a string was closed. */
interface Token {
  end: number;
  value: string;
  terminated: boolean;
}

/** The string starting at the quote at `start`, to its closing quote or the line end (unescaped). */
function readString(text: string, start: number): Token {
  let j = start + 1;
  let escaped = false;
  for (let code = text.charCodeAt(j); j < text.length && code !== 34 && code !== 10; code = text.charCodeAt(j)) {
    if (code === 92) {
      escaped = true;
      j += 2;
    } else j += 1;
  }
  j = Math.min(j, text.length);
  const terminated = text[j] === '"';
  const raw = text.slice(start + 1, j);
  return { end: terminated ? j + 1 : j, value: escaped ? raw.replace(/\\(.)/g, '$1') : raw, terminated };
}

/** The bare word (number, true, half-typed text) starting at `start`: at least one character. */
function readWord(text: string, start: number): Token {
  let j = start;
  while (j < text.length && !WORD_END.has(text[j] as string)) j += 1;
  const end = Math.max(j, start + 1);
  return { end, value: text.slice(start, end), terminated: true };
}

/**
 * Scans `text` once and describes the position `pos`: the containers around
 * it (each object's `type` and keys known from the whole text, also past the
 * cursor) and the token it is in. A string stops at a line end, so a lone `"`
 * just typed does not swallow the rest of the document.
 */
export function cursorContext(text: string, pos: number): CursorContext {
  const stack: Frame[] = [];
  let snapshot: CursorContext | undefined;
  let lastPunct = '';
  let i = 0;
  const top = (): Frame | undefined => stack[stack.length - 1];
  const capture = (from: number, to: number, quoted: boolean, value: string, terminated: boolean): void => {
    const frame = top();
    const prefix = text.slice(quoted ? from + 1 : from, Math.min(pos, quoted && terminated ? to - 1 : to));
    let kind: CursorContext['kind'] = 'none';
    let key: string | undefined;
    if (frame?.kind === 'object') {
      if (frame.expectKey && (lastPunct === '{' || lastPunct === ',')) kind = 'key';
      else if (lastPunct === ':') {
        kind = 'value';
        key = frame.currentKey;
      }
    } else if (frame?.kind === 'array' && (lastPunct === '[' || lastPunct === ',')) kind = 'value';
    let after = to;
    while (after < text.length && /[ \t]/.test(text[after] ?? '')) after += 1;
    snapshot = { frames: [...stack], kind, key, from, to, prefix, quoted, colonFollows: text[after] === ':', word: value };
  };
  while (i < text.length) {
    if (snapshot === undefined && i >= pos) capture(pos, pos, false, '', true);
    const c = text[i] as string;
    if (c === ' ' || c === '\n' || c === '\r' || c === '\t') {
      i += 1;
      continue;
    }
    const frame = top();
    if (c === '{' || c === '[') {
      const step = frame?.kind === 'object' ? frame.currentKey : frame?.index;
      stack.push({ kind: c === '{' ? 'object' : 'array', start: i, step, typeValue: undefined, keys: new Set(), currentKey: undefined, expectKey: true, index: 0 });
      lastPunct = c;
      i += 1;
      continue;
    }
    if (c === '}' || c === ']') {
      stack.pop();
      lastPunct = c;
      i += 1;
      continue;
    }
    if (c === ',') {
      if (frame?.kind === 'array') frame.index += 1;
      else if (frame) {
        frame.expectKey = true;
        frame.currentKey = undefined;
      }
      lastPunct = c;
      i += 1;
      continue;
    }
    if (c === ':') {
      if (frame) frame.expectKey = false;
      lastPunct = c;
      i += 1;
      continue;
    }
    // A string (to its closing quote or the line end) or a bare word.
    const start = i;
    const { end, value, terminated } = c === '"' ? readString(text, i) : readWord(text, i);
    i = end;
    const inToken = snapshot === undefined && pos > start && (pos < i || (pos === i && (!terminated || c !== '"')));
    if (inToken) capture(start, i, c === '"', value, terminated);
    if (frame?.kind === 'object') {
      if (frame.expectKey && lastPunct !== ':') {
        frame.currentKey = value;
        if (!inToken) frame.keys.add(value);
      } else if (frame.currentKey === 'type' && c === '"' && frame.typeValue === undefined) frame.typeValue = value;
    }
    lastPunct = 'token';
  }
  if (snapshot === undefined) capture(pos, pos, false, '', true);
  return snapshot as unknown as CursorContext;
}

/** The meta-schema's help: properties and values at a position, and the schema of a key. */
export interface SchemaHelp {
  /** The schemas a value at the innermost frame may follow (expanded). */
  frameSchemas(context: CursorContext): Schema[];
  /** Property names (with their schema) an object at the context may hold. */
  properties(context: CursorContext): Map<string, Schema>;
  /** The schemas of a key's value in the innermost object (expanded), `ignoreType` for the `type` key itself. */
  valueSchemas(context: CursorContext, key: string | undefined): Schema[];
  /** The expansion of one schema ($ref, allOf, anyOf, oneOf), once per `type` value. */
  expand(schema: unknown, typeValue: string | undefined): Schema[];
}

/** A `oneOf` whose branches each fix `type` to a constant: the branch for `typeValue`, or all of them. */
function discriminated(branches: readonly unknown[], typeValue: string | undefined): unknown[] {
  if (typeValue === undefined) return [...branches];
  const match = branches.filter((branch) => isSchema(branch) && isSchema(branch.properties) && isSchema(branch.properties.type) && branch.properties.type.const === typeValue);
  return match.length ? match : [...branches];
}

/** The schemas (unexpanded) of a schema's child reached by a key or an array index. */
function child(schema: Schema, step: string | number): unknown[] {
  if (typeof step === 'number') {
    if (Array.isArray(schema.items)) return [schema.items[step] ?? schema.additionalItems];
    return [schema.items];
  }
  if (isSchema(schema.properties) && step in schema.properties) return [schema.properties[step]];
  if (isSchema(schema.additionalProperties)) return [schema.additionalProperties];
  return [];
}

export function createSchemaHelp(root: object): SchemaHelp {
  const cache = new WeakMap<object, Map<string, Schema[]>>();

  const deref = (ref: string): Schema | undefined => {
    if (!ref.startsWith('#')) return undefined;
    let at: unknown = root;
    for (const part of ref.slice(1).split('/').filter(Boolean)) {
      if (!isSchema(at)) return undefined;
      at = at[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return isSchema(at) ? at : undefined;
  };

  const expandInto = (schema: unknown, typeValue: string | undefined, out: Set<Schema>, depth: number): void => {
    if (!isSchema(schema) || out.has(schema) || depth > 12) return;
    out.add(schema);
    if (typeof schema.$ref === 'string') expandInto(deref(schema.$ref), typeValue, out, depth + 1);
    if (Array.isArray(schema.allOf)) for (const part of schema.allOf) expandInto(part, typeValue, out, depth + 1);
    if (Array.isArray(schema.anyOf)) for (const part of schema.anyOf) expandInto(part, typeValue, out, depth + 1);
    if (Array.isArray(schema.oneOf)) {
      const branches = isSchema(schema.discriminator) ? discriminated(schema.oneOf, typeValue) : schema.oneOf;
      for (const part of branches) expandInto(part, typeValue, out, depth + 1);
    }
  };

  const expand = (schema: unknown, typeValue: string | undefined): Schema[] => {
    if (!isSchema(schema)) return [];
    let byType = cache.get(schema);
    if (!byType) cache.set(schema, (byType = new Map()));
    const key = typeValue ?? '\u0000';
    let found = byType.get(key);
    if (!found) {
      const out = new Set<Schema>();
      expandInto(schema, typeValue, out, 0);
      found = [...out];
      byType.set(key, found);
    }
    return found;
  };

  const frameSchemasWith = (context: CursorContext, innermostType: 'own' | 'ignore'): Schema[] => {
    let schemas: Schema[] = [];
    context.frames.forEach((frame, index) => {
      const typeValue = innermostType === 'ignore' && index === context.frames.length - 1 ? undefined : frame.typeValue;
      if (index === 0) {
        schemas = expand(root, typeValue);
        return;
      }
      const next = new Set<Schema>();
      for (const schema of schemas) {
        if (frame.step === undefined) continue;
        for (const sub of child(schema, frame.step)) for (const expanded of expand(sub, typeValue)) next.add(expanded);
      }
      schemas = [...next];
    });
    return schemas;
  };

  const properties = (context: CursorContext): Map<string, Schema> => {
    const found = new Map<string, Schema>();
    for (const schema of frameSchemasWith(context, 'own')) {
      if (!isSchema(schema.properties)) continue;
      for (const [name, sub] of Object.entries(schema.properties)) if (isSchema(sub) && !found.has(name)) found.set(name, sub);
    }
    return found;
  };

  const valueSchemas = (context: CursorContext, key: string | undefined): Schema[] => {
    const frame = context.frames[context.frames.length - 1];
    if (!frame) return [];
    const step = frame.kind === 'array' ? frame.index : key;
    if (step === undefined) return [];
    const out = new Set<Schema>();
    for (const schema of frameSchemasWith(context, key === 'type' ? 'ignore' : 'own')) for (const sub of child(schema, step)) for (const expanded of expand(sub, undefined)) out.add(expanded);
    return [...out];
  };

  return { frameSchemas: (context) => frameSchemasWith(context, 'own'), properties, valueSchemas, expand };
}

/** A value completion: its label and the JSON text it inserts. */
export interface ValueOption {
  label: string;
  apply: string;
  detail?: string | undefined;
}

/** Constants, enums, examples and booleans the schemas allow. */
export function valueOptions(schemas: readonly Schema[]): ValueOption[] {
  const options = new Map<string, ValueOption>();
  const add = (value: unknown, detail?: string): void => {
    const apply = JSON.stringify(value);
    if (apply === undefined) return;
    const label = typeof value === 'string' ? value : apply;
    if (!options.has(label)) options.set(label, { label, apply, detail });
  };
  for (const schema of schemas) {
    const description = typeof schema.description === 'string' ? schema.description : undefined;
    if ('const' in schema) add(schema.const, description);
    if (Array.isArray(schema.enum)) for (const value of schema.enum) add(value);
    if (Array.isArray(schema.examples)) for (const value of schema.examples) add(value);
    if (schema.type === 'boolean') {
      add(true);
      add(false);
    }
  }
  return [...options.values()];
}

/** The JSON type(s) a schema names, for the completion's detail and the hover. */
export function typeOf(schemas: readonly Schema[]): string {
  const types = new Set<string>();
  for (const schema of schemas) {
    if (typeof schema.type === 'string') types.add(schema.type);
    else if (Array.isArray(schema.type)) for (const type of schema.type) types.add(String(type));
  }
  return [...types].join(' | ');
}

/** The first description among the schemas. */
export function descriptionOf(schemas: readonly Schema[]): string | undefined {
  for (const schema of schemas) if (typeof schema.description === 'string') return schema.description;
  return undefined;
}
