/**
 * The node tree of a screen document for the studio's outline: every
 * renderer node with its JSON pointer, its type and a readable name (its
 * title, label, name or field), found wherever nodes may sit (`body`,
 * tabs' items, a button's dialog...). Values that are not nodes but hold a
 * `type` (a form's JSON Schema, request params) are never entered.
 */
import type { LocalizedText } from '../../core/schema/types';
import { insertAt, setAt, setPath, valueAt, type TextEdit } from './textPatch';

export interface OutlineNode {
  pointer: string;
  type: string;
  /** A readable name from the node's own props; undefined when it has none. */
  name: LocalizedText | undefined;
  children: OutlineNode[];
  /** The array holding this node and its index there, when it is an item of one (it can move up and down). */
  list?: { pointer: string; index: number; length: number };
}

/** Props whose values are data or other schemas, never screen nodes. */
const NOT_NODES: ReadonlySet<string> = new Set(['schema', 'uiSchema', 'initialValues', 'params', 'data', 'style', 'responseData', 'value']);

/** The props a readable name is read from, first found wins. */
const NAME_PROPS = ['title', 'label', 'name', 'text', 'content', 'placeholder', 'dataIndex', 'id'] as const;

const escapeSegment = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function isText(value: unknown): value is LocalizedText {
  if (typeof value === 'string') return value.trim() !== '' && !value.includes('${');
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).length > 0 && Object.values(value).every((v) => typeof v === 'string');
}

function nameOf(node: Record<string, unknown>): LocalizedText | undefined {
  for (const prop of NAME_PROPS) if (isText(node[prop])) return node[prop] as LocalizedText;
  return undefined;
}

/** Collects the nodes inside `value` (not `value` itself) as children. */
function collect(value: unknown, pointer: string, isType: (type: string) => boolean, into: OutlineNode[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const at = `${pointer}/${index}`;
      const node = nodeOf(item, at, isType);
      if (node) into.push({ ...node, list: { pointer, index, length: value.length } });
      else collect(item, at, isType, into);
    });
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    if (NOT_NODES.has(key)) continue;
    const at = `${pointer}/${escapeSegment(key)}`;
    const node = nodeOf(child, at, isType);
    if (node) into.push(node);
    else collect(child, at, isType, into);
  }
}

function nodeOf(value: unknown, pointer: string, isType: (type: string) => boolean): OutlineNode | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.type !== 'string' || !isType(record.type)) return undefined;
  const children: OutlineNode[] = [];
  collect(record, pointer, isType, children);
  return { pointer, type: record.type, name: nameOf(record), children };
}

/**
 * The outline of `document`; undefined when its root is not a node.
 * @example outlineOf(document, (type) => registry.has(type))
 */
export function outlineOf(document: unknown, isType: (type: string) => boolean): OutlineNode | undefined {
  return nodeOf(document, '', isType);
}

/** Every pointer of the outline, depth first (the order the outline lists them). */
export function outlinePointers(root: OutlineNode | undefined): string[] {
  const out: string[] = [];
  const walk = (node: OutlineNode): void => {
    out.push(node.pointer);
    node.children.forEach(walk);
  };
  if (root) walk(root);
  return out;
}

/** The node at `pointer` in the outline. */
export function findOutlineNode(root: OutlineNode | undefined, pointer: string): OutlineNode | undefined {
  if (!root) return undefined;
  if (root.pointer === pointer) return root;
  for (const child of root.children) {
    const found = findOutlineNode(child, pointer);
    if (found) return found;
  }
  return undefined;
}

/** The deepest outline node at or above `pointer` (a click inside a column selects its table). */
export function nearestOutlineNode(root: OutlineNode | undefined, pointer: string): OutlineNode | undefined {
  let best: OutlineNode | undefined;
  for (const candidate of outlinePointers(root)) {
    if ((pointer === candidate || pointer.startsWith(`${candidate}/`)) && (!best || candidate.length > best.pointer.length)) best = findOutlineNode(root, candidate);
  }
  return best;
}

/**
 * Where `pointer` points once item `index` of the array at `list` is taken
 * out: a later item of that array (or anything inside one) moves up by one.
 * @example pointerAfterRemoval('/body/3/body/0', '/body', 1) // '/body/2/body/0'
 */
export function pointerAfterRemoval(pointer: string, list: string, index: number): string {
  const prefix = `${list}/`;
  if (!pointer.startsWith(prefix)) return pointer;
  const [head = '', ...tail] = pointer.slice(prefix.length).split('/');
  const position = Number(head);
  if (!/^\d+$/.test(head) || position <= index) return pointer;
  return [`${list}/${position - 1}`, ...tail].join('/');
}

/** Where a node dragged in the outline goes: an array of nodes and the index there. */
export interface OutlineDrop {
  array: string;
  index: number;
}

/**
 * Where a node dropped on `target` lands: into its `body` (else its first
 * child slot: `items`, `toolbar`...) when dropped on it, else before or after it in its array.
 * Undefined when it cannot go there: onto a node that takes no children, beside
 * one that is not an item of an array, or inside the dragged node itself.
 */
export function dropPlace(dragged: OutlineNode, target: OutlineNode, where: 'into' | 'before' | 'after', slotsOf: (type: string) => readonly string[]): OutlineDrop | undefined {
  if (target.pointer === dragged.pointer || target.pointer.startsWith(`${dragged.pointer}/`)) return undefined;
  if (where === 'into') {
    // `body` when the node has one (a card's `extra` or a page's `toolbar` come first in their schemas).
    const slots = slotsOf(target.type);
    const slot = slots.includes('body') ? 'body' : slots[0];
    return slot === undefined ? undefined : { array: `${target.pointer}/${escapeSegment(slot)}`, index: 0 };
  }
  if (!target.list) return undefined;
  return { array: target.list.pointer, index: target.list.index + (where === 'after' ? 1 : 0) };
}

/**
 * The text edit that moves the node at `from` (an item of an array) to
 * `to`, as one change: taken out, then put in (a slot not there yet is
 * created). `landed` receives the node's new pointer.
 */
export function moveNodeEdit(document: unknown, from: string, to: OutlineDrop, landed: (pointer: string) => void): TextEdit {
  const cut = from.lastIndexOf('/');
  const list = from.slice(0, cut);
  const index = Number(from.slice(cut + 1));
  const value = valueAt(document, from);
  const place = pointerAfterRemoval(`${to.array}/${to.index}`, list, index);
  const array = place.slice(0, place.lastIndexOf('/'));
  const at = Number(place.slice(place.lastIndexOf('/') + 1));
  return (text) => {
    if (value === undefined || !Number.isInteger(index)) return undefined;
    const without = setAt(text, from, undefined);
    if (without === undefined) return undefined;
    const slotExists = Array.isArray(valueAt(JSON.parse(without) as unknown, array));
    const after = slotExists ? insertAt(without, array, at, value) : setPath(without, array, [value]);
    if (after !== undefined) landed(`${array}/${slotExists ? at : 0}`);
    return after;
  };
}

/** Stands for a node that is not in the document yet (one from the palette): nothing is inside it. */
const NEW_NODE: OutlineNode = { pointer: '#new', type: '', name: undefined, children: [] };

/**
 * Where a new node dropped on `target` lands: where a node moved there would (dropPlace).
 * @example newNodePlace(cardNode, 'into', slotsOf) // { array: '/body/0/body', index: 0 }
 */
export function newNodePlace(target: OutlineNode, where: 'into' | 'before' | 'after', slotsOf: (type: string) => readonly string[]): OutlineDrop | undefined {
  return dropPlace(NEW_NODE, target, where, slotsOf);
}

/**
 * The text edit that puts the new node `value` at `to`, as one change: a slot not there yet is
 * created, a slot holding one node becomes a list of both. `landed` receives the node's pointer.
 */
export function insertNodeEdit(to: OutlineDrop, value: unknown, landed: (pointer: string) => void): TextEdit {
  return (text) => {
    const current = valueAt(JSON.parse(text) as unknown, to.array);
    let after: string | undefined;
    let index = to.index;
    if (Array.isArray(current)) after = insertAt(text, to.array, to.index, value);
    else if (current === undefined) {
      index = 0;
      after = setPath(text, to.array, [value]);
    } else {
      index = to.index === 0 ? 0 : 1;
      after = setAt(text, to.array, index === 0 ? [value, current] : [current, value]);
    }
    if (after !== undefined) landed(`${to.array}/${index}`);
    return after;
  };
}
