/**
 * The bar above a table: title on the left; keyword search, filters, the
 * schema's toolbar nodes and the options (reload, density, column settings)
 * on the right. Our own small bar on antd parts, in place of ProTable's: the
 * table renderer's chunk no longer carries ProComponents.
 */
import { ColumnHeightOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Popover, Tooltip } from 'antd';
import type { ReactElement, ReactNode } from 'react';

export type Density = 'large' | 'middle' | 'small';

/** A column as the settings list shows it. */
export interface SettingColumn {
  key: string;
  title: string;
}

export interface TableOptionsProps {
  onReload: () => void;
  density: Density;
  onDensity: (density: Density) => void;
  columns: readonly SettingColumn[];
  hidden: ReadonlySet<string>;
  onHidden: (hidden: ReadonlySet<string>) => void;
  text: (key: string) => string;
}

/** Reload, density and column visibility: the three icons ProTable showed. */
export function TableOptions({ onReload, density, onDensity, columns, hidden, onHidden, text }: TableOptionsProps): ReactElement {
  const densities: readonly Density[] = ['large', 'middle', 'small'];
  const shown = columns.filter((column) => !hidden.has(column.key)).map((column) => column.key);
  const settings = (
    <Checkbox.Group
      className="eps-table-column-settings"
      value={shown}
      options={columns.map((column) => ({ label: column.title || column.key, value: column.key }))}
      onChange={(keys) => onHidden(new Set(columns.map((c) => c.key).filter((key) => !keys.includes(key))))}
    />
  );
  return (
    <div className="eps-table-options">
      <Tooltip title={text('renderers.table.reload')}>
        <Button type="text" size="small" aria-label={text('renderers.table.reload')} icon={<ReloadOutlined />} onClick={onReload} />
      </Tooltip>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [density],
          items: densities.map((key) => ({ key, label: text(`renderers.table.density.${key}`) })),
          onClick: ({ key }) => onDensity(key as Density),
        }}
      >
        <Tooltip title={text('renderers.table.density.title')}>
          <Button type="text" size="small" aria-label={text('renderers.table.density.title')} icon={<ColumnHeightOutlined />} />
        </Tooltip>
      </Dropdown>
      <Popover trigger="click" placement="bottomRight" title={text('renderers.table.columns')} content={settings}>
        <Tooltip title={text('renderers.table.columns')}>
          <Button type="text" size="small" aria-label={text('renderers.table.columns')} icon={<SettingOutlined />} />
        </Tooltip>
      </Popover>
    </div>
  );
}

/** The bar; nothing at all when it would be empty. */
export function TableToolbar({ title, search, filters, actions, options }: {
  title: string;
  search: ReactNode;
  filters: ReactNode;
  actions: ReactNode;
  options: ReactNode;
}): ReactElement | null {
  if (!title && !search && !filters && !actions && !options) return null;
  return (
    <div className="eps-table-toolbar">
      <div className="eps-table-toolbar-title">{title}</div>
      <div className="eps-table-toolbar-actions">
        {search}
        {filters}
        {actions}
        {options}
      </div>
    </div>
  );
}
