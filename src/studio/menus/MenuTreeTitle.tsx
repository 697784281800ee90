/**
 * One node's row in the studio's menu tree: its label (in the studio's
 * language), target and tags; while renamed, a text box in its place (Enter
 * or leaving it saves, Escape cancels), whose keys stay out of the tree's own keyboard
 * handling.
 */
import { Input, Space, Tag, Typography } from 'antd';
import { useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from './menuMoves';

export interface MenuTreeTitleProps {
  node: MenuNode;
  label: string;
  renaming: boolean;
  onRename: (label: string) => void;
  onCancelRename: () => void;
}

function RenameBox({ node, label, onRename, onCancelRename }: Omit<MenuTreeTitleProps, 'renaming'>): ReactElement {
  const { t } = useTranslation();
  const [value, setValue] = useState(label);
  // Enter, Escape and leaving the box each end the rename once (the box may blur as it goes).
  const ended = useRef(false);
  const end = (save: boolean): void => {
    if (ended.current) return;
    ended.current = true;
    if (save && value.trim() && value.trim() !== label) onRename(value);
    else onCancelRename();
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    // The tree moves and expands on arrows and Enter: its keys are not the box's.
    event.stopPropagation();
    if (event.key === 'Escape') end(false);
    if (event.key === 'Enter') end(true);
  };
  return (
    <Input
      size="small"
      autoFocus
      value={value}
      maxLength={100}
      aria-label={t('studio.menus.renameLabel', { name: label })}
      data-testid={`menu-rename-${node.permissionId}`}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={keyDown}
      onClick={(event) => event.stopPropagation()}
      onBlur={() => end(true)}
      style={{ width: 240 }}
    />
  );
}

export function MenuTreeTitle(props: MenuTreeTitleProps): ReactElement {
  const { t } = useTranslation();
  const { node, label, renaming } = props;
  const group = node.type === 1 && !node.uri;
  return (
    <Space size={4} data-testid={`menu-node-${node.permissionId}`}>
      {renaming ? <RenameBox {...props} /> : <span style={node.deletedAt ? { textDecoration: 'line-through' } : undefined}>{label}</span>}
      {node.uri && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{node.uri}</Typography.Text>}
      {group && <Tag color="blue">{t('studio.menus.groupTag')}</Tag>}
      {node.editable && <Tag color="purple">{t('studio.menus.own')}</Tag>}
      {node.overlay && <Tag color="gold">{t('studio.menus.changedTag')}</Tag>}
      {node.hidden && <Tag>{t('studio.menus.hiddenTag')}</Tag>}
      {node.deletedAt && <Tag color="red">{t('studio.state.deleted')}</Tag>}
    </Space>
  );
}
