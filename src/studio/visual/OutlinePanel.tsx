/**
 * The outline: the screen's nodes as a tree (type and readable name),
 * beside the JSON and the preview. Arrow keys move through it (antd Tree),
 * Delete removes the selected node after a question; the toolbar moves it
 * up or down among its siblings, duplicates it, wraps it in a card or tabs
 * and inserts from the palette. A node dragged in the tree goes into another
 * node's child slot (`body`, `toolbar`...) or beside a node in its list; so
 * does a type dragged from the palette (usePaletteDrop).
 */
import { ArrowDownOutlined, ArrowUpOutlined, BorderOutlined, CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Dropdown, Empty, Space, Tooltip, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, type CSSProperties, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '../../core/registry';
import { useEnv } from '../../core/react';
import { resolveText } from '../../core/text';
import { findOutlineNode, outlinePointers, type OutlineNode } from './documentTree';
import { PaletteButton } from './PaletteButton';
import { useOutlineCommands, type OutlineCommands } from './useOutlineCommands';
import { useOutlineTreeDrag } from './useOutlineTreeDrag';
import { usePaletteDrop, type PaletteDropHint } from './usePaletteDrop';
import type { VisualEdits } from './useVisualEdits';

export interface OutlinePanelProps {
  edits: VisualEdits;
  metaSchema: JsonSchema;
}

/** How a row shows where a palette item would land: inside it framed, before or after it a line. */
const DROP_STYLES: Readonly<Record<PaletteDropHint['where'], CSSProperties>> = {
  into: { outline: '1px dashed #1677ff', background: '#e6f4ff' },
  before: { boxShadow: 'inset 0 2px 0 #1677ff' },
  after: { boxShadow: 'inset 0 -2px 0 #1677ff' },
};

function treeData(node: OutlineNode, label: (node: OutlineNode) => string, hint: PaletteDropHint | undefined): DataNode {
  const drop = hint?.pointer === node.pointer ? hint.where : undefined;
  return {
    key: node.pointer,
    title: (
      <span data-testid="outline-node" data-pointer={node.pointer} data-drop={drop} style={{ display: 'inline-block', width: '100%', ...(drop ? DROP_STYLES[drop] : {}) }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{node.type}</Typography.Text> {label(node)}
      </span>
    ),
    children: node.children.map((child) => treeData(child, label, hint)),
  };
}

/** The label a node is known by in the outline and in questions about it. */
export function useNodeLabel(): (node: OutlineNode) => string {
  const env = useEnv();
  return (node) => (node.name === undefined ? '' : resolveText(node.name, env.i18n));
}

export function OutlinePanel({ edits, metaSchema }: OutlinePanelProps): ReactElement {
  const { t } = useTranslation();
  const label = useNodeLabel();
  const { outline, selected } = edits;
  const paletteDrop = usePaletteDrop(edits, metaSchema);
  const { hint } = paletteDrop;
  const data = useMemo(() => (outline ? [treeData(outline, label, hint)] : []), [outline, label, hint]);
  const expanded = useMemo(() => outlinePointers(outline), [outline]);
  const commands = useOutlineCommands(edits, metaSchema, label);
  const treeDrag = useOutlineTreeDrag(edits, metaSchema);

  return (
    <section className="eps-studio-outline" aria-label={t('studio.visual.outline')} data-testid="studio-outline">
      <OutlineToolbar edits={edits} metaSchema={metaSchema} commands={commands} />
      {data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('studio.visual.noNodes')} />
      ) : (
        <div onKeyDown={commands.onKeyDown} {...paletteDrop.handlers} data-testid="outline-drop-area">
          <Tree
            treeData={data}
            blockNode
            showLine
            draggable={edits.editable ? { icon: false, nodeDraggable: (item) => findOutlineNode(outline, String(item.key))?.list !== undefined } : false}
            {...treeDrag}
            expandedKeys={expanded}
            selectedKeys={selected === undefined ? [] : [selected]}
            onSelect={(keys) => keys[0] !== undefined && edits.select(String(keys[0]))}
            // antd's Tree moves its active item with the arrow keys; selecting follows it.
            onActiveChange={(key) => key !== undefined && key !== null && edits.select(String(key))}
            className="eps-studio-outline-tree"
          />
        </div>
      )}
    </section>
  );
}

/** The palette and the selected node's commands. */
function OutlineToolbar({ edits, metaSchema, commands }: OutlinePanelProps & { commands: OutlineCommands }): ReactElement {
  const { t } = useTranslation();
  const { node, move, duplicate, wrap, remove } = commands;
  const list = node?.list;
  return (
    <Space size={4} wrap style={{ marginBottom: 6 }}>
      <PaletteButton edits={edits} metaSchema={metaSchema} />
      <Tooltip title={t('studio.visual.moveUp')}>
        <Button size="small" icon={<ArrowUpOutlined />} aria-label={t('studio.visual.moveUp')} disabled={!edits.editable || !list || list.index === 0} onClick={() => move(-1)} />
      </Tooltip>
      <Tooltip title={t('studio.visual.moveDown')}>
        <Button size="small" icon={<ArrowDownOutlined />} aria-label={t('studio.visual.moveDown')} disabled={!edits.editable || !list || list.index >= list.length - 1} onClick={() => move(1)} />
      </Tooltip>
      <Tooltip title={t('studio.visual.duplicate')}>
        <Button size="small" icon={<CopyOutlined />} aria-label={t('studio.visual.duplicate')} disabled={!edits.editable || !list} onClick={duplicate} />
      </Tooltip>
      <Dropdown
        disabled={!edits.editable || !node || node.pointer === ''}
        menu={{ items: (['card', 'tabs'] as const).map((kind) => ({ key: kind, label: t(`studio.visual.wrapIn.${kind}`), 'data-testid': `outline-wrap-${kind}` })), onClick: ({ key }) => wrap(key as 'card' | 'tabs') }}
      >
        <Button size="small" icon={<BorderOutlined />} aria-label={t('studio.visual.wrap')} data-testid="outline-wrap">
          {t('studio.visual.wrap')}
        </Button>
      </Dropdown>
      <Tooltip title={t('studio.visual.delete')}>
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('studio.visual.delete')} disabled={!edits.editable || !node || node.pointer === ''} onClick={remove} data-testid="outline-delete" />
      </Tooltip>
    </Space>
  );
}
