/**
 * Edits of a JSON text at a JSON pointer that change only the value edited:
 * every other key keeps its place, its spacing and its line breaks, so a
 * change made in the studio's panels reads in the JSON view (and in a diff)
 * as if a person had typed it there. A new value is written with two-space
 * indentation at the depth where it lands. Each edit returns the new text,
 * or undefined when the text is not JSON or the pointer leads nowhere.
 */
import { pointerSegments } from '../editor/pointerPosition';

/** One edit: the new text from the current one, or undefined when it cannot apply. */
export type TextEdit = (text: string) => string | undefined;

/** Where one value sits: `start` is its key's opening quote in an object (else the value), `from`/`to` the value. */
interface Span {
  start: number;
  from: number;
  to: number;
  /** Spans of the members of an object or array, in text order. */
  members?: Span[];
  /** The member keys of an object, in text order (an array has none). */
  keys?: string[];
}

interface Cursor {
  text: string;
  at: number;
}

const LITERAL = /(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/y;

function skipSpace(c: Cursor): void {
  while (c.at < c.text.length && /\s/.test(c.text[c.at] as string)) c.at += 1;
}

function readString(c: Cursor): string {
  const start = c.at;
  if (c.text[c.at] !== '"') throw new Error('expected a string');
  c.at += 1;
  while (c.at < c.text.length && c.text[c.at] !== '"') c.at += c.text[c.at] === '\\' ? 2 : 1;
  if (c.at >= c.text.length) throw new Error('unterminated string');
  c.at += 1;
  return JSON.parse(c.text.slice(start, c.at)) as string;
}

/** Reads one value at c.at with the spans of everything inside it. */
function readSpan(c: Cursor, start: number): Span {
  skipSpace(c);
  const from = c.at;
  const ch = c.text[c.at];
  if (ch === '"') {
    readString(c);
    return { start: start < 0 ? from : start, from, to: c.at };
  }
  if (ch !== '{' && ch !== '[') {
    LITERAL.lastIndex = c.at;
    const match = LITERAL.exec(c.text);
    if (!match) throw new Error('unexpected token');
    c.at += match[0].length;
    return { start: start < 0 ? from : start, from, to: c.at };
  }
  const close = ch === '{' ? '}' : ']';
  const members: Span[] = [];
  const keys: string[] = [];
  c.at += 1;
  skipSpace(c);
  if (c.text[c.at] === close) c.at += 1;
  else {
    for (;;) {
      skipSpace(c);
      let memberStart = -1;
      if (ch === '{') {
        memberStart = c.at;
        keys.push(readString(c));
        skipSpace(c);
        if (c.text[c.at] !== ':') throw new Error('expected :');
        c.at += 1;
      }
      members.push(readSpan(c, memberStart));
      skipSpace(c);
      const next = c.text[c.at];
      c.at += 1;
      if (next === close) break;
      if (next !== ',') throw new Error('expected , or close');
    }
  }
  return { start: start < 0 ? from : start, from, to: c.at, members, ...(ch === '{' ? { keys } : {}) };
}

function parseSpans(text: string): Span | undefined {
  try {
    const c = { text, at: 0 };
    const root = readSpan(c, -1);
    skipSpace(c);
    return c.at === text.length ? root : undefined;
  } catch {
    return undefined;
  }
}

/** The member of `span` named `segment` (the last of duplicate keys, as JSON.parse keeps it). */
function memberIndex(span: Span, segment: string): number {
  if (span.keys) return span.keys.lastIndexOf(segment);
  if (!/^(0|[1-9]\d*)$/.test(segment)) return -1;
  const index = Number(segment);
  return index < (span.members?.length ?? 0) ? index : -1;
}

function spanAt(root: Span, pointer: string): Span | undefined {
  let span: Span | undefined = root;
  for (const segment of pointerSegments(pointer)) {
    if (!span?.members) return undefined;
    const index = memberIndex(span, segment);
    span = index < 0 ? undefined : span.members[index];
  }
  return span;
}

/** The spaces that open the line on which `offset` sits. */
function indentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? '';
}

/** `value` as JSON, two-space indented, its later lines shifted to `indent`. */
function serialise(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);
}

const splice = (text: string, from: number, to: number, insert: string): string => text.slice(0, from) + insert + text.slice(to);

/** The text between a container's members: the separator a new member gets, and the indent of a member line. */
function layoutOf(text: string, container: Span): { multiline: boolean; indent: string } {
  const first = container.members?.[0];
  if (!first) return { multiline: true, indent: `${indentAt(text, container.from)}  ` };
  const between = text.slice(container.from + 1, first.start);
  return between.includes('\n') ? { multiline: true, indent: indentAt(text, first.start) } : { multiline: false, indent: '' };
}

/** Adds a member (key/value in an object, item in an array) at `index` of `container`. */
function insertMember(text: string, container: Span, index: number, member: string, value: unknown): string {
  const members = container.members ?? [];
  const { multiline, indent } = layoutOf(text, container);
  // A one-line container gets a one-line member (`{ "a": 1 }`); JSON strings hold no raw line breaks.
  const written = `${member}${multiline ? serialise(value, indent) : JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ')}`;
  if (members.length === 0) {
    const outer = indentAt(text, container.from);
    return splice(text, container.from + 1, container.to - 1, `\n${indent}${written}\n${outer}`);
  }
  const separator = multiline ? `,\n${indent}` : ', ';
  if (index >= members.length) {
    const last = members[members.length - 1] as Span;
    return splice(text, last.to, last.to, `${separator}${written}`);
  }
  const before = members[index] as Span;
  return splice(text, before.start, before.start, `${written}${separator}`);
}

/** Removes member `index` of `container` with its separator. */
function removeMember(text: string, container: Span, index: number): string {
  const members = container.members ?? [];
  const member = members[index] as Span;
  if (members.length === 1) return splice(text, container.from + 1, container.to - 1, '');
  if (index > 0) return splice(text, (members[index - 1] as Span).to, member.to, '');
  return splice(text, member.start, (members[1] as Span).start, '');
}

function parentOf(pointer: string): { parent: string; last: string } | undefined {
  const segments = pointerSegments(pointer);
  const last = segments.pop();
  if (last === undefined) return undefined;
  return { parent: segments.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join(''), last };
}

/**
 * Sets the value at `pointer`: replaces it where it is, or adds the key at
 * the end of its object; `undefined` removes it.
 * @example setAt('{"a": 1, "b": 2}', '/a', 3) // '{"a": 3, "b": 2}'
 */
export function setAt(text: string, pointer: string, value: unknown): string | undefined {
  const root = parseSpans(text);
  if (!root) return undefined;
  const target = spanAt(root, pointer);
  const place = parentOf(pointer);
  if (target && value !== undefined) return splice(text, target.from, target.to, serialise(value, indentAt(text, target.start)));
  if (!place) return value === undefined ? undefined : serialise(value, '');
  const container = spanAt(root, place.parent);
  if (!container?.members) return undefined;
  if (value === undefined) {
    const index = memberIndex(container, place.last);
    return index < 0 ? text : removeMember(text, container, index);
  }
  if (!container.keys) return undefined; // a new array item goes through insertAt
  return insertMember(text, container, container.members.length, `${JSON.stringify(place.last)}: `, value);
}

/** Inserts `value` into the array at `arrayPointer` before item `index` (at the end when past it). */
export function insertAt(text: string, arrayPointer: string, index: number, value: unknown): string | undefined {
  const root = parseSpans(text);
  const container = root && spanAt(root, arrayPointer);
  if (!container?.members || container.keys) return undefined;
  return insertMember(text, container, index, '', value);
}

/**
 * Swaps member `index` of the array or object at `pointer` with its
 * neighbour (`delta` ±1): an array's items, or an object's keys with their
 * values (a form's fields keep their order by their keys' order).
 */
export function moveItem(text: string, pointer: string, index: number, delta: -1 | 1): string | undefined {
  const root = parseSpans(text);
  const members = (root && spanAt(root, pointer))?.members;
  if (!members) return undefined;
  const [first, second] = delta < 0 ? [members[index - 1], members[index]] : [members[index], members[index + 1]];
  if (!first || !second) return undefined;
  const firstText = text.slice(first.start, first.to);
  const secondText = text.slice(second.start, second.to);
  return text.slice(0, first.start) + secondText + text.slice(first.to, second.start) + firstText + text.slice(second.to);
}

/**
 * setAt that also creates the objects on the way (`/uiSchema/name/ui:messages/required`
 * on a form without a uiSchema). Removing (`undefined`) a value that is not there changes nothing.
 */
export function setPath(text: string, pointer: string, value: unknown): string | undefined {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return undefined;
  }
  const segments = pointerSegments(pointer);
  let depth = 0;
  let at: unknown = document;
  while (depth < segments.length - 1) {
    const next = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[segments[depth] as string] : undefined;
    if (next === null || typeof next !== 'object') break;
    at = next;
    depth += 1;
  }
  if (value === undefined && depth < segments.length - 1) return text;
  let nested: unknown = value;
  for (let index = segments.length - 1; index > depth; index -= 1) nested = { [segments[index] as string]: nested };
  const escape = (segment: string): string => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  return setAt(text, segments.slice(0, depth + 1).map(escape).join(''), nested);
}

/** The value at `pointer` in `document`, or undefined. */
export function valueAt(document: unknown, pointer: string): unknown {
  let value: unknown = document;
  for (const segment of pointerSegments(pointer)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}
