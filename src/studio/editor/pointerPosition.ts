/**
 * Where a JSON pointer (`/body/0/columns/2`) points in a JSON text: the
 * start and end offsets of that value, so a problem from the server or the
 * meta-schema check can be jumped to in the editor. A pointer to something
 * the text does not hold (a missing required prop) lands on the deepest
 * value that exists on its way. Text that is not JSON gives undefined.
 */

export interface TextRange {
  from: number;
  to: number;
}

interface Cursor {
  text: string;
  at: number;
}

const unescapeSegment = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The segments of a pointer; '' is the whole document. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer.replace(/^\//, '').split('/').map(unescapeSegment);
}

function skipSpace(c: Cursor): void {
  while (c.at < c.text.length && /\s/.test(c.text[c.at] as string)) c.at += 1;
}

function readString(c: Cursor): string {
  const start = c.at;
  c.at += 1;
  while (c.at < c.text.length && c.text[c.at] !== '"') c.at += c.text[c.at] === '\\' ? 2 : 1;
  if (c.at >= c.text.length) throw new Error('unterminated string');
  c.at += 1;
  return JSON.parse(c.text.slice(start, c.at)) as string;
}

/** Skips one value; returns its range. Throws on text that is not JSON. */
function skipValue(c: Cursor): TextRange {
  skipSpace(c);
  const from = c.at;
  // The same walk as recordValue, recording nothing.
  recordValue(c, '', undefined);
  return { from, to: c.at };
}

/** A number, true, false or null at c.at (sticky: no copy of the rest of the text per literal). */
const LITERAL = /(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/y;

function skipLiteral(c: Cursor): void {
  LITERAL.lastIndex = c.at;
  const match = LITERAL.exec(c.text);
  if (!match) throw new Error('unexpected token');
  c.at += match[0].length;
}

const escapeSegment = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Reads one value, recording the range of it and of every value inside it by pointer (none without `ranges`). */
function recordValue(c: Cursor, pointer: string, ranges: Map<string, TextRange> | undefined): void {
  skipSpace(c);
  const from = c.at;
  const ch = c.text[c.at];
  if (ch === '"') readString(c);
  else if (ch === '{' || ch === '[') {
    const close = ch === '{' ? '}' : ']';
    c.at += 1;
    skipSpace(c);
    if (c.text[c.at] === close) c.at += 1;
    else {
      for (let index = 0; ; index += 1) {
        let segment = String(index);
        if (ch === '{') {
          skipSpace(c);
          segment = readString(c);
          skipSpace(c);
          if (c.text[c.at] !== ':') throw new Error('expected :');
          c.at += 1;
        }
        recordValue(c, ranges ? `${pointer}/${escapeSegment(segment)}` : '', ranges);
        skipSpace(c);
        const next = c.text[c.at];
        c.at += 1;
        if (next === close) break;
        if (next !== ',') throw new Error('expected , or close');
      }
    }
  } else skipLiteral(c);
  // The first of duplicate keys, as pointerRange finds it.
  if (ranges && !ranges.has(pointer)) ranges.set(pointer, { from, to: c.at });
}

/**
 * pointerRange for many pointers of one text: the text is read once (the
 * lint places every problem of a large screen with it, per check).
 * @example const rangeOf = pointerRanges(text); rangeOf('/a/1/b')
 */
export function pointerRanges(text: string): (pointer: string) => TextRange | undefined {
  const ranges = new Map<string, TextRange>();
  try {
    recordValue({ text, at: 0 }, '', ranges);
  } catch {
    return () => undefined;
  }
  return (pointer) => {
    const segments = pointerSegments(pointer).map(escapeSegment);
    for (let length = segments.length; length >= 0; length -= 1) {
      const found = ranges.get(segments.slice(0, length).map((segment) => `/${segment}`).join(''));
      if (found) return found;
    }
    return undefined;
  };
}

/** Finds the child `segment` of the container starting at c.at; leaves c.at at its value. */
function enterChild(c: Cursor, segment: string): boolean {
  skipSpace(c);
  const open = c.text[c.at];
  if (open !== '{' && open !== '[') return false;
  const close = open === '{' ? '}' : ']';
  c.at += 1;
  skipSpace(c);
  if (c.text[c.at] === close) return false;
  for (let index = 0; ; index += 1) {
    let matches: boolean;
    if (open === '{') {
      skipSpace(c);
      matches = readString(c) === segment;
      skipSpace(c);
      c.at += 1; // ':'
    } else matches = String(index) === segment;
    skipSpace(c);
    if (matches) return true;
    skipValue(c);
    skipSpace(c);
    const next = c.text[c.at];
    c.at += 1;
    if (next !== ',') return false;
  }
}

/**
 * The range of the value at `pointer` in `text` (or of the deepest value on
 * its way that exists); undefined when `text` is not JSON.
 * @example pointerRange('{"a":[1,{"b":2}]}', '/a/1/b') // { from: 13, to: 14 }
 */
export function pointerRange(text: string, pointer: string): TextRange | undefined {
  try {
    const probe: Cursor = { text, at: 0 };
    skipValue(probe);
    let start = 0;
    for (const segment of pointerSegments(pointer)) {
      const c: Cursor = { text, at: start };
      if (!enterChild(c, segment)) break;
      start = c.at;
    }
    const c: Cursor = { text, at: start };
    return skipValue(c);
  } catch {
    return undefined;
  }
}

/** Line (1-based) and column (1-based) of an offset, for messages. */
export function lineColumnOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
