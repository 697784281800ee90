/**
 * The menu tree of the studio's menus panel: each node's title (renamed in place with F2 or the panel's button),
 * drag and drop to move and reorder (the tenant's own nodes in place, shipped ones as the tenant's order over them).
 */
import { Tree } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { useCallback, useMemo, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { renameCall, type MenuCalls } from './menuCalls';
import { findNode, moveFor, reorderedSiblings, type MenuNode } from './menuMoves';
import { MenuTreeTitle } from './MenuTreeTitle';

export interface MenuTreeProps {
  nodes: readonly MenuNode[];
  calls: MenuCalls;
  /** Runs a call, tells its outcome and reloads the lists; resolves whether it passed. */
  act: (call: () => Promise<unknown>, done: string) => Promise<boolean>;
  label: (node: MenuNode) => string;
  language: string;
  selected: number | undefined;
  setSelected: (id: number | undefined) => void;
  renaming: number | undefined;
  setRenaming: (id: number | undefined) => void;
  expandedKeys: readonly number[];
  setExpanded: (keys: readonly number[]) => void;
}

export function MenuTree({ nodes, calls, act, label, language, selected, setSelected, renaming, setRenaming, expandedKeys, setExpanded }: MenuTreeProps): ReactElement {
  const { t } = useTranslation();
  const [active, setActive] = useState<number | undefined>(undefined);
  const rename = useCallback(
    (node: MenuNode, text: string) => {
      setRenaming(undefined);
      void act(() => renameCall(calls, node, language, text), t('studio.menus.renamed'));
    },
    [act, calls, language, t, setRenaming],
  );
  const data = useMemo((): TreeDataNode[] => {
    const toData = (list: readonly MenuNode[]): TreeDataNode[] =>
      list.map((node) => ({
        key: node.permissionId,
        title: <MenuTreeTitle node={node} label={label(node)} renaming={renaming === node.permissionId} onRename={(text) => rename(node, text)} onCancelRename={() => setRenaming(undefined)} />,
        children: toData(node.children),
      }));
    return toData(nodes);
  }, [nodes, label, renaming, rename, setRenaming]);

  const onDrop: TreeProps['onDrop'] = (info) => {
    const position = info.dropPosition - Number(info.node.pos.split('-').pop());
    const move = moveFor(nodes, Number(info.dragNode.key), Number(info.node.key), info.dropToGap, position < 0 ? -1 : 1);
    if (!move) return;
    // Every sibling in its new place: the tenant's own in place, shipped ones as the tenant's order over them.
    const order = reorderedSiblings(nodes, move);
    void act(async () => {
      if (move.parentId !== undefined) await calls.patch(findNode(nodes, move.id) ?? { permissionId: move.id }, { parentId: move.parentId });
      await calls.reorder(move.order.parentId, order);
    }, t('studio.menus.moved'));
  };
  const onTreeKey = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'F2') return;
    const target = findNode(nodes, active ?? selected ?? -1);
    if (!target || target.deletedAt) return;
    event.preventDefault();
    setSelected(target.permissionId);
    setRenaming(target.permissionId);
  };

  return (
    <Tree
      treeData={data}
      draggable={{ icon: false, nodeDraggable: (item) => findNode(nodes, Number(item.key))?.deletedAt === null && renaming === undefined }}
      expandedKeys={[...expandedKeys]}
      onExpand={(keys) => setExpanded(keys.map(Number))}
      blockNode
      selectedKeys={selected === undefined ? [] : [selected]}
      onSelect={(keys) => setSelected(keys.length > 0 ? Number(keys[0]) : undefined)}
      onActiveChange={(key) => setActive(key === null || key === undefined ? undefined : Number(key))}
      onKeyDown={onTreeKey}
      onDrop={onDrop}
    />
  );
}
