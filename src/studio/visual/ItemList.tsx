/**
 * A list of a builder's items (a table's columns, a form's fields): each a
 * collapsible card with its own inputs, moved up or down or removed with
 * buttons, and an add button under the list.
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Collapse, Popconfirm, Space, Tooltip } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ItemListProps {
  /** Name and body of each item, in order. */
  items: readonly { key: string; title: ReactNode; body: ReactNode }[];
  onMove: (index: number, delta: -1 | 1) => void;
  onRemove: (index: number) => void;
  /** Without it there is no add button (the form builder asks a field's name first). */
  onAdd?: () => void;
  addLabel?: string;
  testId: string;
  disabled?: boolean;
}

export function ItemList({ items, onMove, onRemove, onAdd, addLabel, testId, disabled = false }: ItemListProps): ReactElement {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <Collapse
        size="small"
        accordion
        items={items.map((item, index) => ({
          key: item.key,
          label: <span data-testid={`${testId}-item`}>{item.title}</span>,
          extra: (
            // The buttons act on the item; a click on them does not open or close it.
            <Space size={2} onClick={(event) => event.stopPropagation()}>
              <Tooltip title={t('studio.visual.moveUp')}>
                <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={t('studio.visual.moveUp')} disabled={disabled || index === 0} onClick={() => onMove(index, -1)} />
              </Tooltip>
              <Tooltip title={t('studio.visual.moveDown')}>
                <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={t('studio.visual.moveDown')} disabled={disabled || index === items.length - 1} onClick={() => onMove(index, 1)} />
              </Tooltip>
              <Popconfirm title={t('studio.visual.removeItem')} onConfirm={() => onRemove(index)} okText={t('studio.visual.delete')} okButtonProps={{ danger: true }}>
                <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('studio.visual.delete')} disabled={disabled} />
              </Popconfirm>
            </Space>
          ),
          children: item.body,
        }))}
      />
      {onAdd && (
        <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={onAdd} disabled={disabled} style={{ marginTop: 6 }} block data-testid={`${testId}-add`}>
          {addLabel}
        </Button>
      )}
    </div>
  );
}
