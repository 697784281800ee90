/**
 * What the outline's toolbar and keys do to the selected node, each as one
 * edit: delete (after a question), move up or down among its siblings,
 * duplicate, wrap in a card or tabs.
 */
import { Modal } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '../../core/registry';
import { findOutlineNode, type OutlineNode } from './documentTree';
import { minimalNode } from './nodeSchemas';
import { insertAt, moveItem, setAt, valueAt } from './textPatch';
import type { VisualEdits } from './useVisualEdits';

export interface OutlineCommands {
  node: OutlineNode | undefined;
  remove: () => void;
  move: (delta: -1 | 1) => void;
  duplicate: () => void;
  wrap: (kind: 'card' | 'tabs') => void;
  /** Delete removes, Alt+Up/Down moves. */
  onKeyDown: (event: KeyboardEvent) => void;
}

export function useOutlineCommands(edits: VisualEdits, metaSchema: JsonSchema, label: (node: OutlineNode) => string): OutlineCommands {
  const { t } = useTranslation();
  const node = edits.selected === undefined ? undefined : findOutlineNode(edits.outline, edits.selected);
  const list = node?.list;

  const remove = (): void => {
    if (!node || node.pointer === '') return;
    Modal.confirm({
      title: t('studio.visual.deleteNodeTitle', { type: node.type, name: label(node) }),
      content: t('studio.visual.deleteNodeHint'),
      okText: t('studio.visual.delete'),
      okButtonProps: { danger: true, 'data-testid': 'outline-delete-confirm' } as { danger: boolean },
      onOk: () => {
        if (edits.apply((text) => setAt(text, node.pointer, undefined), t('studio.visual.deleted', { type: node.type }))) edits.select(list?.pointer.replace(/\/[^/]*$/, '') ?? '');
      },
    });
  };
  const move = (delta: -1 | 1): void => {
    if (!list) return;
    if (edits.apply((text) => moveItem(text, list.pointer, list.index, delta), t('studio.visual.moved', { type: node?.type }))) edits.select(`${list.pointer}/${list.index + delta}`);
  };
  const duplicate = (): void => {
    if (!list || !node) return;
    const copy = structuredClone(valueAt(edits.document, node.pointer)) as Record<string, unknown>;
    delete copy.id; // ids are unique in a document
    if (edits.apply((text) => insertAt(text, list.pointer, list.index + 1, copy), t('studio.visual.duplicated', { type: node.type }))) edits.select(`${list.pointer}/${list.index + 1}`);
  };
  const wrap = (kind: 'card' | 'tabs'): void => {
    if (!node || node.pointer === '') return;
    const inner = valueAt(edits.document, node.pointer);
    const wrapper = minimalNode(metaSchema, kind);
    if (kind === 'card') wrapper.body = [inner];
    else wrapper.items = [{ ...((wrapper.items as Record<string, unknown>[] | undefined)?.[0] ?? { key: 'first' }), body: [inner] }];
    if (edits.apply((text) => setAt(text, node.pointer, wrapper), t('studio.visual.wrapped', { type: kind }))) edits.select(node.pointer);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove();
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      move(event.key === 'ArrowUp' ? -1 : 1);
    }
  };
  return { node, remove, move, duplicate, wrap, onKeyDown };
}
