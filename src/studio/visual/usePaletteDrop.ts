/**
 * Dropping a node type dragged from the palette onto the outline: on a node
 * it goes into that node's child slot (its upper or lower quarter: before or
 * after it among its siblings), where a node moved in the tree would go
 * (documentTree's dropPlace), as one edit from the type's starting example.
 * The tree's own drag handling is for its nodes; a palette drag is caught on
 * the way down (capture) and kept from it.
 */
import { useCallback, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '../../core/registry';
import { findOutlineNode, insertNodeEdit, newNodePlace, type OutlineDrop, type OutlineNode } from './documentTree';
import { childSlots, minimalNode } from './nodeSchemas';
import type { VisualEdits } from './useVisualEdits';

/** The drag data type a palette item carries: the node type. */
export const PALETTE_MIME = 'application/x-eps-node-type';

export type DropWhere = 'into' | 'before' | 'after';
export interface PaletteDropHint {
  pointer: string;
  where: DropWhere;
}

/** Where a drag over a tree row would put a new node: the row's node, and into it or beside it by the pointer's height in the row. */
function placeAt(event: DragEvent<HTMLElement>, outline: OutlineNode | undefined, slotsOf: (type: string) => readonly string[]): { hint: PaletteDropHint; to: OutlineDrop } | undefined {
  const row = event.target instanceof Element ? event.target.closest('.ant-tree-treenode') : null;
  const pointer = row?.querySelector('[data-pointer]')?.getAttribute('data-pointer');
  const target = row && pointer !== null && pointer !== undefined ? findOutlineNode(outline, pointer) : undefined;
  if (!row || !target) return undefined;
  const rect = row.getBoundingClientRect();
  const ratio = rect.height > 0 ? (event.clientY - rect.top) / rect.height : 0.5;
  // What the height asks for first; a node without child slots takes its neighbour's side instead.
  const order: DropWhere[] = ratio < 0.25 ? ['before', 'into'] : ratio > 0.75 ? ['after', 'into'] : ['into', ratio < 0.5 ? 'before' : 'after'];
  for (const where of order) {
    const to = newNodePlace(target, where, slotsOf);
    if (to) return { hint: { pointer: target.pointer, where }, to };
  }
  return undefined;
}

const fromPalette = (event: DragEvent<HTMLElement>): boolean => Array.from(event.dataTransfer.types).includes(PALETTE_MIME);

export interface PaletteDrop {
  /** Where the node being dragged would land, for the tree to show. */
  hint: PaletteDropHint | undefined;
  /** For the element around the tree. */
  handlers: {
    onDragEnterCapture: (event: DragEvent<HTMLElement>) => void;
    onDragOverCapture: (event: DragEvent<HTMLElement>) => void;
    onDropCapture: (event: DragEvent<HTMLElement>) => void;
    onDragLeave: (event: DragEvent<HTMLElement>) => void;
  };
}

export function usePaletteDrop(edits: VisualEdits, metaSchema: JsonSchema): PaletteDrop {
  const { t } = useTranslation();
  const [hint, setHint] = useState<PaletteDropHint | undefined>(undefined);
  const slotsOf = useCallback((type: string) => childSlots(metaSchema, type), [metaSchema]);
  const over = (event: DragEvent<HTMLElement>): void => {
    if (!edits.editable || !fromPalette(event)) return;
    event.stopPropagation();
    const place = placeAt(event, edits.outline, slotsOf);
    // Not cancelled, the browser refuses the drop there.
    if (!place) return setHint(undefined);
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setHint((previous) => (previous?.pointer === place.hint.pointer && previous.where === place.hint.where ? previous : place.hint));
  };
  const onDropCapture = (event: DragEvent<HTMLElement>): void => {
    if (!edits.editable || !fromPalette(event)) return;
    event.stopPropagation();
    event.preventDefault();
    setHint(undefined);
    const type = event.dataTransfer.getData(PALETTE_MIME);
    const place = placeAt(event, edits.outline, slotsOf);
    if (!type || !place) return;
    let landed: string | undefined;
    const done = edits.apply(insertNodeEdit(place.to, minimalNode(metaSchema, type), (pointer) => (landed = pointer)), t('studio.visual.inserted', { type }));
    if (done && landed !== undefined) edits.select(landed);
  };
  const onDragLeave = (event: DragEvent<HTMLElement>): void => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setHint(undefined);
  };
  return { hint, handlers: { onDragEnterCapture: over, onDragOverCapture: over, onDropCapture, onDragLeave } };
}
