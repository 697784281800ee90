/**
 * A node dragged within the outline's tree: where antd's Tree says it was
 * dropped (on a node or in the gap before or after it) read as
 * documentTree's dropPlace, and the move made as one edit.
 */
import type { TreeProps } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '../../core/registry';
import { dropPlace, findOutlineNode, moveNodeEdit } from './documentTree';
import { childSlots } from './nodeSchemas';
import type { VisualEdits } from './useVisualEdits';

export function useOutlineTreeDrag(edits: VisualEdits, metaSchema: JsonSchema): Pick<TreeProps, 'allowDrop' | 'onDrop'> {
  const { t } = useTranslation();
  const { outline } = edits;
  const slotsOf = (type: string): string[] => childSlots(metaSchema, type);
  // antd's drop position: 0 on the node, -1 or 1 in the gap before or after it.
  const placeOf = (dragKey: string, dropKey: string, position: number, toGap: boolean): ReturnType<typeof dropPlace> => {
    const dragged = findOutlineNode(outline, dragKey);
    const target = findOutlineNode(outline, dropKey);
    if (!dragged?.list || !target) return undefined;
    return dropPlace(dragged, target, !toGap ? 'into' : position < 0 ? 'before' : 'after', slotsOf);
  };
  const allowDrop: TreeProps['allowDrop'] = ({ dragNode, dropNode, dropPosition }) =>
    edits.editable && placeOf(String(dragNode.key), String(dropNode.key), dropPosition, dropPosition !== 0) !== undefined;
  const onDrop: TreeProps['onDrop'] = (info) => {
    const relative = info.dropPosition - Number(String(info.node.pos).split('-').pop());
    const to = placeOf(String(info.dragNode.key), String(info.node.key), relative, info.dropToGap);
    if (!to) return;
    let landed: string | undefined;
    const dragged = findOutlineNode(outline, String(info.dragNode.key));
    const done = edits.apply(moveNodeEdit(edits.document, String(info.dragNode.key), to, (pointer) => (landed = pointer)), t('studio.visual.moved', { type: dragged?.type }));
    if (done && landed !== undefined) edits.select(landed);
  };
  return { allowDrop, onDrop };
}
