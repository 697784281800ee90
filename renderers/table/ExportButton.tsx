/**
 * The toolbar's export: a menu of formats; while a file is being made the
 * button spins and a second choice waits. What is exported (every row that
 * matches the table's search and filters, up to a limit) is the renderer's.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useState, type ReactElement } from 'react';
import type { ExportFormat } from './tableExport';

export interface ExportButtonProps {
  formats: readonly ExportFormat[];
  onExport: (format: ExportFormat) => Promise<void>;
  text: (key: string) => string;
  disabled: boolean;
}

export function ExportButton({ formats, onExport, text, disabled }: ExportButtonProps): ReactElement {
  const [busy, setBusy] = useState(false);
  const run = (format: ExportFormat): void => {
    if (busy) return;
    setBusy(true);
    void onExport(format).finally(() => setBusy(false));
  };
  const label = text('renderers.table.export.title');
  return (
    <Dropdown
      trigger={['click']}
      disabled={disabled || busy}
      menu={{ items: formats.map((format) => ({ key: format, label: text(`renderers.table.export.${format}`) })), onClick: ({ key }) => run(key as ExportFormat) }}
    >
      <Tooltip title={label}>
        <Button type="text" size="small" aria-label={label} data-testid="table-export" loading={busy} icon={<DownloadOutlined />} />
      </Tooltip>
    </Dropdown>
  );
}
