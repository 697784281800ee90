/**
 * The palette: every node type of the registry, grouped by its
 * definition's category, each with its name and one-line description. A pick
 * (a click, or Enter on the keyboard) is inserted, from a valid starting
 * example, last among the selected node's children when it takes children
 * (in its `body`, else its first slot: `items`, `toolbar`...), else after it.
 * An item dragged into the outline lands where it is dropped
 * (usePaletteDrop); while it is dragged the list lets the outline under it
 * take the drop.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useMemo, useRef, useState, type DragEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '../../core/registry';
import { useRuntime } from '../../core/react';
import { findOutlineNode } from './documentTree';
import { rendererCategories, rendererDefinition } from '../../../renderers/definitions';
import { childSlots, minimalNode } from './nodeSchemas';
import { insertAt, setAt, valueAt, type TextEdit } from './textPatch';
import { PALETTE_MIME } from './usePaletteDrop';
import type { VisualEdits } from './useVisualEdits';

/** Where a new node goes from the selection: the pointer it will have and the edit that puts it there. */
export function insertionFor(edits: Pick<VisualEdits, 'document' | 'outline' | 'selected'>, metaSchema: JsonSchema, node: unknown): { pointer: string; edit: TextEdit } | undefined {
  const selected = findOutlineNode(edits.outline, edits.selected ?? '') ?? edits.outline;
  if (!selected) return undefined;
  // `body` when the node has one, as a drop on it (a card's `extra` or a page's `toolbar` come first in their schemas).
  const slots = childSlots(metaSchema, selected.type);
  const slot = slots.includes('body') ? 'body' : slots[0];
  if (slot !== undefined) {
    const at = `${selected.pointer}/${slot}`;
    const current = valueAt(edits.document, at);
    if (Array.isArray(current)) return { pointer: `${at}/${current.length}`, edit: (text) => insertAt(text, at, current.length, node) };
    if (current === undefined) return { pointer: `${at}/0`, edit: (text) => setAt(text, at, [node]) };
    return { pointer: `${at}/1`, edit: (text) => setAt(text, at, [current, node]) };
  }
  const list = selected.list;
  if (!list) return undefined;
  return { pointer: `${list.pointer}/${list.index + 1}`, edit: (text) => insertAt(text, list.pointer, list.index + 1, node) };
}

export function PaletteButton({ edits, metaSchema }: { edits: VisualEdits; metaSchema: JsonSchema }): ReactElement {
  const { t } = useTranslation();
  const { registry } = useRuntime();
  const [open, setOpen] = useState(false);
  const [dragging, setDragging] = useState(false);
  // Whether a drag is still on when the list is made see-through (a drag can end before that).
  const dragOn = useRef(false);
  const items = useMemo((): NonNullable<MenuProps['items']> => {
    const startDrag = (type: string, event: DragEvent<HTMLElement>): void => {
      event.dataTransfer.setData(PALETTE_MIME, type);
      event.dataTransfer.effectAllowed = 'copy';
      dragOn.current = true;
      // After the browser took the drag image: the list steps out of the way of the outline it covers.
      window.setTimeout(() => dragOn.current && setDragging(true), 0);
    };
    const endDrag = (): void => {
      dragOn.current = false;
      setDragging(false);
      setOpen(false);
    };
    // The registry's types with what their UI-free definitions say for the palette.
    const definitions = registry.list().flatMap((renderer) => {
      const definition = rendererDefinition(renderer.type);
      return definition ? [definition] : [];
    });
    return rendererCategories
      .map(({ category, titleKey }) => ({
        type: 'group' as const,
        key: category,
        label: t(titleKey),
        children: definitions
          .filter((definition) => definition.category === category)
          .map((definition) => ({
            key: definition.type,
            label: (
              <span data-testid={`palette-${definition.type}`} draggable onDragStart={(event) => startDrag(definition.type, event)} onDragEnd={endDrag} style={{ display: 'block', cursor: 'grab' }}>
                <b>{t(definition.titleKey)}</b> <span style={{ color: '#8c8c8c', fontSize: 12 }}>{t(definition.descriptionKey)}</span>
              </span>
            ),
          })),
      }))
      .filter((group) => group.children.length > 0);
  }, [registry, t]);

  const insert = (type: string): void => {
    setOpen(false);
    const place = insertionFor(edits, metaSchema, minimalNode(metaSchema, type));
    if (place && edits.apply(place.edit, t('studio.visual.inserted', { type }))) edits.select(place.pointer);
  };

  return (
    <Dropdown
      menu={{ items, onClick: ({ key }) => insert(key), style: { maxHeight: '60vh', overflow: 'auto', maxWidth: 520 } }}
      trigger={['click']}
      open={open}
      onOpenChange={(next) => setOpen(next)}
      overlayStyle={dragging ? { pointerEvents: 'none', opacity: 0 } : {}}
      disabled={!edits.editable || !edits.outline}
    >
      <Button size="small" type="primary" icon={<PlusOutlined />} title={t('studio.visual.palette.dragHint')} data-testid="palette-open">
        {t('studio.visual.insert')}
      </Button>
    </Dropdown>
  );
}
