/**
 * Every screen the tenant can edit, with its state (shipped only,
 * overridden, draft, tenant-owned `t/...`, deleted), filtered by state and
 * searched by id; opens the editor, creates a `t/` screen from a template,
 * deletes a tenant's own screen after asking, restores a deleted one.
 */
import { Alert, Button, Input, Segmented, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';
import { lowcodeApi, type ScreenListEntry, type ScreenState } from '../lowcodeApi';
import { useConfirmAction } from '../useConfirmAction';
import { useStudioList, useStudioWrites } from '../useStudioList';
import { NewScreenDialog } from './NewScreenDialog';
import type { TemplateName } from './screenTemplates';

const STATE_COLORS: Readonly<Record<ScreenState, string>> = { shipped: 'default', overridden: 'green', tenant: 'purple', deleted: 'red' };
const FILTERS = ['all', 'shipped', 'overridden', 'draft', 'tenant', 'deleted'] as const;
export type Filter = (typeof FILTERS)[number];

/** The list's filter: every live screen, a state, or the screens with a draft. */
export function matchesFilter(row: ScreenListEntry, filter: Filter): boolean {
  if (filter === 'all') return row.state !== 'deleted';
  if (filter === 'draft') return row.hasDraft && row.state !== 'deleted';
  return row.state === filter;
}

/** What a row's links and buttons do. */
interface RowActions {
  onOpen: (id: string) => void;
  onRestore: (id: string) => void;
  onRemove: (id: string) => void;
}

/** The list's columns: the id (a link to the editor), the state tags, and the row's actions. */
function screenColumns(t: TFunction, on: RowActions): TableColumnsType<ScreenListEntry> {
  return [
    { title: t('studio.screens.id'), dataIndex: 'id', render: (id: string, row) => (row.state === 'deleted' ? <span>{id}</span> : <a onClick={() => on.onOpen(id)}>{id}</a>) },
    {
      title: t('studio.screens.state'),
      dataIndex: 'state',
      width: 200,
      render: (state: ScreenState, row) => (
        <Space size={4}>
          <Tag color={STATE_COLORS[state]}>{t(`studio.state.${state}`)}</Tag>
          {row.hasDraft && <Tag color="blue">{t('studio.state.draft')}</Tag>}
          {row.publishedVersion !== null && <Tag>{`v${row.publishedVersion}`}</Tag>}
          {row.drift && <Tag color="orange">{t('studio.screens.drift')}</Tag>}
        </Space>
      ),
    },
    {
      // A column header with no text is announced as nothing (axe empty-table-header).
      title: t('studio.screens.actions'),
      width: 150,
      render: (_: unknown, row) =>
        row.state === 'deleted' ? (
          <Button size="small" onClick={() => on.onRestore(row.id)}>{t('studio.screens.restore')}</Button>
        ) : (
          <Space size={4}>
            <Button size="small" onClick={() => on.onOpen(row.id)}>{t('studio.screens.edit')}</Button>
            {row.state === 'tenant' && (
              <Button size="small" danger onClick={() => on.onRemove(row.id)} aria-label={t('studio.screens.deleteNamed', { id: row.id })} data-testid={`screen-delete-${row.id}`}>
                {t('studio.editor.delete')}
              </Button>
            )}
          </Space>
        ),
    },
  ];
}

export interface ScreensListProps {
  onOpen: (id: string) => void;
  onCreate: (id: string, template: TemplateName) => void;
}

export function ScreensList({ onOpen, onCreate }: ScreensListProps): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const api = useMemo(() => lowcodeApi(env.api), [env.api]);
  const list = useStudioList(env.api, 'screens', undefined, api.screens);
  const written = useStudioWrites();
  const items = useMemo(() => list.data ?? [], [list.data]);
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const asked = useConfirmAction();

  const shown = useMemo(
    () => items.filter((row) => matchesFilter(row, filter) && row.id.toLowerCase().includes(search.trim().toLowerCase())),
    [items, filter, search],
  );
  const existing = useMemo(() => new Set(items.map((row) => row.id)), [items]);

  const restore = async (id: string): Promise<void> => {
    try {
      await api.restore(id);
      env.notify('success', t('studio.screens.restored', { id }));
      await written();
    } catch (error) {
      env.notify('error', String((error as Error).message ?? error));
    }
  };

  // A tenant's own screen can be deleted from the list (restorable), after a question naming it.
  const remove = async (id: string): Promise<void> => {
    if (!(await asked.confirm({ title: t('studio.screens.deleteConfirm', { id }), content: t('studio.editor.deleteConfirm'), okText: t('studio.editor.delete') }))) return;
    try {
      await api.remove(id);
      env.notify('success', t('studio.editor.deleted'));
      await written();
    } catch (error) {
      env.notify('error', String((error as Error).message ?? error));
    }
  };

  return (
    <div data-testid="studio-screens">
      {asked.holder}
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Segmented<Filter> value={filter} onChange={setFilter} options={FILTERS.map((f) => ({ value: f, label: t(`studio.state.${f}`) }))} />
          <Input.Search allowClear placeholder={t('studio.screens.search')} onChange={(event) => setSearch(event.target.value)} style={{ width: 220 }} />
        </Space>
        <Button type="primary" onClick={() => setCreating(true)} data-testid="new-screen">
          {t('studio.screens.new')}
        </Button>
      </Space>
      {list.error && <Alert type="error" showIcon message={t('studio.loadFailed')} description={list.error} action={<Button onClick={list.reload}>{t('studio.retry')}</Button>} style={{ marginBottom: 12 }} />}
      <Table<ScreenListEntry>
        rowKey="id"
        size="small"
        loading={list.loading}
        dataSource={shown}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('studio.screens.empty') }}
        onRow={(row) => ({ onDoubleClick: () => row.state !== 'deleted' && onOpen(row.id) })}
        columns={screenColumns(t, { onOpen, onRestore: (id) => void restore(id), onRemove: (id) => void remove(id) })}
      />
      <NewScreenDialog
        open={creating}
        existing={existing}
        onCancel={() => setCreating(false)}
        onCreate={(id, template) => {
          setCreating(false);
          onCreate(id, template);
        }}
      />
    </div>
  );
}
