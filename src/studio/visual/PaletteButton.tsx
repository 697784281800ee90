/**
 * The palette: every node type of the registry, grouped by its
 * definition's category, each with its name and one-line description. A pick is
 * inserted, from a valid starting example, into the selected node when it
 * holds children (its first slot: `body`, `items`...), else after it.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '../../core/registry';
import { useRuntime } from '../../core/react';
import { findOutlineNode } from './documentTree';
import { rendererCategories, rendererDefinition } from '../../../renderers/definitions';
import { childSlots, minimalNode } from './nodeSchemas';
import { insertAt, setAt, valueAt, type TextEdit } from './textPatch';
import type { VisualEdits } from './useVisualEdits';

/** Where a new node goes from the selection: the pointer it will have and the edit that puts it there. */
export function insertionFor(edits: Pick<VisualEdits, 'document' | 'outline' | 'selected'>, metaSchema: JsonSchema, node: unknown): { pointer: string; edit: TextEdit } | undefined {
  const selected = findOutlineNode(edits.outline, edits.selected ?? '') ?? edits.outline;
  if (!selected) return undefined;
  const slot = childSlots(metaSchema, selected.type)[0];
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
  const items = useMemo((): NonNullable<MenuProps['items']> => {
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
              <span data-testid={`palette-${definition.type}`}>
                <b>{t(definition.titleKey)}</b> <span style={{ color: '#8c8c8c', fontSize: 12 }}>{t(definition.descriptionKey)}</span>
              </span>
            ),
          })),
      }))
      .filter((group) => group.children.length > 0);
  }, [registry, t]);

  const insert = (type: string): void => {
    const place = insertionFor(edits, metaSchema, minimalNode(metaSchema, type));
    if (place && edits.apply(place.edit, t('studio.visual.inserted', { type }))) edits.select(place.pointer);
  };

  return (
    <Dropdown
      menu={{ items, onClick: ({ key }) => insert(key), style: { maxHeight: '60vh', overflow: 'auto', maxWidth: 520 } }}
      trigger={['click']}
      disabled={!edits.editable || !edits.outline}
    >
      <Button size="small" type="primary" icon={<PlusOutlined />} data-testid="palette-open">
        {t('studio.visual.insert')}
      </Button>
    </Dropdown>
  );
}
