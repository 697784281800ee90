/**
 * "Add a column from the data": the table's call sampled once (useTableSample)
 * and the fields of its first rows listed, each with a value seen, those
 * the table already shows marked; a pick adds a column reading that field,
 * titled from its name in both languages (the configurator rewrites the
 * titles in the column's panel). One undo step per column added.
 */
import { DatabaseOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Space, Spin, Tag, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { columnFor, MAX_SAMPLED_FIELDS, sampleText, type SampledField } from './tableSample';
import type { TableValue } from './tableValue';
import { useTableSample, type TableSample } from './useTableSample';

export interface TableSampleColumnsProps {
  table: TableValue;
  /** Adds the column (one change). */
  onAdd: (column: Record<string, unknown>, field: SampledField) => void;
  disabled: boolean;
}

export function TableSampleColumns({ table, onAdd, disabled }: TableSampleColumnsProps): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { sample, run } = useTableSample(table);
  const toggle = (): void => {
    if (!open && sample.status !== 'done') run();
    setOpen(!open);
  };
  return (
    <div style={{ marginTop: 6 }}>
      <Button size="small" block icon={<DatabaseOutlined />} onClick={toggle} disabled={disabled} aria-expanded={open} data-testid="table-sample">
        {t('studio.visual.sample.open')}
      </Button>
      {open && (
        <div className="eps-studio-sample" data-testid="table-sample-panel" data-status={sample.status} style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 8, marginTop: 4 }}>
          <SampleBody sample={sample} table={table} onAdd={onAdd} onRetry={run} disabled={disabled} />
        </div>
      )}
    </div>
  );
}

function SampleBody({ sample, table, onAdd, onRetry, disabled }: { sample: TableSample; table: TableValue; onAdd: TableSampleColumnsProps['onAdd']; onRetry: () => void; disabled: boolean }): ReactElement {
  const { t } = useTranslation();
  const retry = (
    <Button size="small" icon={<ReloadOutlined />} onClick={onRetry} data-testid="table-sample-retry">
      {t('studio.visual.sample.again')}
    </Button>
  );
  switch (sample.status) {
    case 'idle':
      // The table's call changed since the last sample.
      return (
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry} data-testid="table-sample-retry">
          {t('studio.visual.sample.read')}
        </Button>
      );
    case 'loading':
      return (
        <Space>
          <Spin size="small" />
          <Typography.Text type="secondary">{t('studio.visual.sample.loading')}</Typography.Text>
        </Space>
      );
    case 'noCall':
      return <Typography.Text type="secondary">{t('studio.visual.sample.noCall')}</Typography.Text>;
    case 'held':
      return <Alert type="info" showIcon message={t('studio.visual.sample.held')} action={retry} />;
    case 'failed':
      return <Alert type="error" showIcon message={t('studio.visual.sample.failed')} description={sample.message} action={retry} data-testid="table-sample-failed" />;
    case 'done':
      if (sample.fields.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('studio.visual.sample.empty')}>{retry}</Empty>;
      return <SampledFieldList fields={sample.fields} rows={sample.rows} table={table} onAdd={onAdd} retry={retry} disabled={disabled} />;
  }
}

function SampledFieldList({ fields, rows, table, onAdd, retry, disabled }: { fields: readonly SampledField[]; rows: number; table: TableValue; onAdd: TableSampleColumnsProps['onAdd']; retry: ReactElement; disabled: boolean }): ReactElement {
  const { t } = useTranslation();
  const shown = new Set((table.columns ?? []).map((column) => column.dataIndex));
  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 4 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('studio.visual.sample.caption', { count: rows })}
          {fields.length >= MAX_SAMPLED_FIELDS ? ` ${t('studio.visual.sample.capped', { count: MAX_SAMPLED_FIELDS })}` : ''}
        </Typography.Text>
        {retry}
      </Space>
      <ul aria-label={t('studio.visual.sample.fields')} style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 260, overflow: 'auto' }} data-testid="table-sample-fields">
        {fields.map((field) => (
          <li key={field.path} style={{ display: 'flex', alignItems: 'center', gap: 6, padding: '2px 0' }} data-testid="table-sample-field" data-path={field.path}>
            {/* The path is what a person picks by: it keeps its width (up to most of the row), the value seen gives way. */}
            <Typography.Text code style={{ flex: '0 0 auto', maxWidth: '65%' }} ellipsis={{ tooltip: field.path }}>
              {field.path}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ flex: '1 1 0', minWidth: 0, fontSize: 12 }} ellipsis>
              {sampleText(field.sample)}
            </Typography.Text>
            {shown.has(field.path) ? (
              <Tag color="green" style={{ marginInlineEnd: 0 }}>{t('studio.visual.sample.shown')}</Tag>
            ) : (
              <Button size="small" type="link" icon={<PlusOutlined />} disabled={disabled} onClick={() => onAdd(columnFor(field), field)} aria-label={t('studio.visual.sample.addField', { field: field.path })} data-testid={`table-sample-add-${field.path}`}>
                {t('studio.visual.sample.add')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
