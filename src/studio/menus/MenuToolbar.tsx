/**
 * The commands of the studio's menus panel for the selected node: add (a child, or an app with nothing selected),
 * edit, rename, restore the shipped entry, delete or restore; and the switch that lists deleted nodes.
 */
import { Button, Space, Switch } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from './menuMoves';

export interface MenuToolbarProps {
  node: MenuNode | undefined;
  showDeleted: boolean;
  setShowDeleted: (show: boolean) => void;
  onAdd: () => void;
  onEdit: () => void;
  onRename: (node: MenuNode) => void;
  onRestoreShipped: (node: MenuNode) => void;
  onRestore: (node: MenuNode) => void;
  onDelete: (node: MenuNode) => void;
}

export function MenuToolbar({ node, showDeleted, setShowDeleted, onAdd, onEdit, onRename, onRestoreShipped, onRestore, onDelete }: MenuToolbarProps): ReactElement {
  const { t } = useTranslation();
  const live = node !== undefined && node.deletedAt === null;
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Button type="primary" onClick={onAdd} data-testid="menu-add">
        {node ? t('studio.menus.addChild') : t('studio.menus.addRoot')}
      </Button>
      <Button disabled={!live} onClick={onEdit} data-testid="menu-edit">
        {node && !node.editable ? t('studio.menus.editShipped') : t('studio.menus.edit')}
      </Button>
      <Button disabled={!live} onClick={() => node && onRename(node)} data-testid="menu-rename">
        {t('studio.menus.rename')}
      </Button>
      {node?.overlay && (
        <Button onClick={() => onRestoreShipped(node)} data-testid="menu-restore-shipped">
          {t('studio.menus.restoreShipped')}
        </Button>
      )}
      {node?.deletedAt ? (
        <Button onClick={() => onRestore(node)}>{t('studio.menus.restore')}</Button>
      ) : (
        <Button danger disabled={!node?.editable} onClick={() => node && onDelete(node)} data-testid="menu-delete">
          {t('studio.menus.delete')}
        </Button>
      )}
      <Space size={4}>
        <Switch size="small" checked={showDeleted} onChange={setShowDeleted} aria-label={t('studio.menus.showDeleted')} />
        <span>{t('studio.menus.showDeleted')}</span>
      </Space>
    </Space>
  );
}
