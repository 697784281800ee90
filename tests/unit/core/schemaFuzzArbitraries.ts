/**
 * fast-check generators of schema nodes for the fuzz test: real node types
 * from the registry (the heavy table and form in a smaller share), unknown
 * types, wrong prop types, hostile strings, `__proto__` keys, deep nesting,
 * huge arrays and expressions in the condition props.
 */
import fc from 'fast-check';
import { registry } from '../../../renderers';

export const SENTINEL = 'fuzz-sentinel-text';

/** Top body nodes, and which of them the core must show as an error box (unknown type, not a node). */
export interface FuzzBody {
  nodes: unknown[];
  badIndexes: number[];
}

const HEAVY = new Set(['table', 'form']);
const lightTypes = registry.types.filter((type) => !HEAVY.has(type));
const heavyTypes = registry.types.filter((type) => HEAVY.has(type));

const hostileStrings = [
  "${constructor.constructor('globalThis.__schemaFuzzPwned=1')()}",
  "${this.constructor.constructor('globalThis.__schemaFuzzPwned=1')()}",
  '${__proto__.polluted = 1}',
  "${eval('globalThis.__schemaFuzzPwned=1')}",
  "${Function('globalThis.__schemaFuzzPwned=1')()}",
  '${user.name}',
  '${items[0] + items[1]}',
  '${',
  '}}}${{{',
  '<img src=x onerror="globalThis.__schemaFuzzPwned=1">',
  'javascript:globalThis.__schemaFuzzPwned=1',
  '\u0000\u202e\ud800',
  'x'.repeat(5000),
  '__proto__',
  'constructor',
];

const expressions = [
  'true',
  'false',
  'user.name == "fuzz"',
  "constructor.constructor('globalThis.__schemaFuzzPwned=1')()",
  '__proto__.x',
  'items.length > 1',
  '((((((((((((((((((((1))))))))))))))))))))',
  '('.repeat(500),
  '1 +',
  'a ? b : c ? d : e',
  "user['constructor']",
  'this',
];

const text = fc.oneof(fc.constantFrom(...hostileStrings), fc.string({ maxLength: 20 }), fc.constant(SENTINEL.slice(0, 4)));
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined));
const localized = fc.oneof(text, fc.record({ 'zh-cn': text, en: text }), fc.dictionary(fc.string({ maxLength: 4 }), scalar, { maxKeys: 3 }));

const propKeys = [
  'text', 'title', 'body', 'items', 'tabs', 'columns', 'actions', 'label', 'content', 'src', 'value', 'tag', 'level',
  'color', 'html', 'description', 'extra', 'toolbar', 'header', 'footer', 'name', 'id', 'span', 'source', 'fields',
  'visibleOn', 'hiddenOn', 'disabledOn', 'permission', 'className', 'style', 'constructor', 'prototype', 'toString',
];

/** Builds an own `__proto__` key, as JSON.parse does for a document read from disk. */
function withProtoKey(node: Record<string, unknown>, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = JSON.parse(JSON.stringify(node) ?? '{}') as Record<string, unknown>;
  Object.defineProperty(copy, '__proto__', { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

const { node } = fc.letrec<{ node: unknown; value: unknown; nodes: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    localized,
    tie('node'),
    tie('nodes'),
    fc.array(scalar, { maxLength: 4 }),
    // A huge array of scalars: renderers that map over a prop must not choke.
    fc.integer({ min: 500, max: 2000 }).map((length) => Array.from({ length }, (_, i) => i)),
  ),
  nodes: fc.array(tie('node'), { maxLength: 4 }),
  node: fc
    .tuple(
      fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...lightTypes) },
        { weight: 1, arbitrary: fc.constantFrom(...heavyTypes) },
        { weight: 1, arbitrary: fc.constantFrom('unknown-type', '__proto__', 'constructor', 'toString', '', 'Page') },
      ),
      fc.dictionary(fc.constantFrom(...propKeys), tie('value'), { maxKeys: 5 }),
      fc.record({
        visibleOn: fc.option(fc.constantFrom(...expressions), { nil: undefined }),
        proto: fc.option(scalar, { freq: 8, nil: undefined }),
      }),
    )
    .map(([type, props, extra]) => {
      const built: Record<string, unknown> = { ...props, type };
      if (extra.visibleOn !== undefined) built.visibleOn = extra.visibleOn;
      return extra.proto === undefined ? built : withProtoKey(built, extra.proto);
    }),
}));

/** Deep nesting: a chain of containers whose leaf is any node. */
const deep = fc
  .tuple(fc.integer({ min: 20, max: 60 }), node)
  .map(([depth, leaf]) => {
    let current: unknown = leaf;
    for (let i = 0; i < depth; i += 1) current = { type: i % 2 ? 'card' : 'page', body: [current] };
    return current;
  });

const knownBad = fc.oneof(
  fc.constantFrom('unknown-type', '__proto__', 'constructor', 'hasOwnProperty').map((type) => ({ type, text: SENTINEL })),
  fc.oneof(scalar, fc.array(scalar, { maxLength: 2 }), fc.constant({ notType: 1 })),
);

type TopNode = { bad: boolean; node: unknown };

const topNode: fc.Arbitrary<TopNode> = fc.oneof(
  { weight: 6, arbitrary: node.map((value) => ({ bad: false, node: value })) },
  { weight: 1, arbitrary: deep.map((value) => ({ bad: false, node: value })) },
  { weight: 2, arbitrary: knownBad.map((value) => ({ bad: true, node: value })) },
);

export const bodyArbitrary: fc.Arbitrary<FuzzBody> = fc.array(topNode, { minLength: 1, maxLength: 5 }).map((tops) => ({
  nodes: tops.map((top) => top.node),
  badIndexes: tops.flatMap((top, index) => (top.bad ? [index] : [])),
}));
