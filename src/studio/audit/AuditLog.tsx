/** The tenant's audit log: every change to screens, texts and menus, newest first, paged; a screen's version shows what it changed. */
import { Alert, Button, Segmented, Table, Tag } from 'antd';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';
import { listOf, numberOf, objectOf, textOf } from '../lowcodeApi';
import { VersionChanges } from '../editor/VersionChanges';
import { useStudioList } from '../useStudioList';

export interface AuditEntry {
  id: number;
  at: string;
  userName: string;
  kind: string;
  action: string;
  target: string;
  version: number | null;
  beforeHash: string;
  afterHash: string;
}

export function toAuditEntry(raw: unknown): AuditEntry {
  const o = objectOf(raw);
  return {
    id: numberOf(o.id) ?? 0,
    at: textOf(o.at),
    userName: textOf(o.userName),
    kind: textOf(o.kind),
    action: textOf(o.action),
    target: textOf(o.target),
    version: numberOf(o.version),
    beforeHash: textOf(o.beforeHash),
    afterHash: textOf(o.afterHash),
  };
}

const KIND_COLORS: Readonly<Record<string, string>> = { screen: 'blue', text: 'purple', menu: 'green' };
const PAGE_SIZE = 20;

export function AuditLog(): ReactElement {
  const { t } = useTranslation();
  const { api } = useEnv();
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const [changesOf, setChangesOf] = useState<{ id: string; version: number } | undefined>(undefined);
  const params = useMemo(() => ({ pageNum: page, pageSize: PAGE_SIZE, ...(kind ? { kind } : {}) }), [page, kind]);
  // The previous page stays on screen while the next one loads.
  const log = useStudioList(api, 'audit', params, async () => {
    const { data } = await api.request<unknown>({ method: 'get', url: '/eps/lowcode/audit', params, silent: true });
    return { items: listOf(data).map(toAuditEntry), total: numberOf(objectOf(data).total) ?? 0 };
  });
  const state = { items: log.data?.items ?? [], total: log.data?.total ?? 0, loading: log.loading, error: log.error };

  const short = (hash: string): string => (hash ? hash.slice(0, 8) : '—');
  return (
    <div data-testid="studio-audit">
      <Segmented
        value={kind}
        onChange={(value) => {
          setKind(String(value));
          setPage(1);
        }}
        options={['', 'screen', 'text', 'menu'].map((value) => ({ value, label: t(`studio.audit.kind.${value || 'all'}`) }))}
        style={{ marginBottom: 12 }}
      />
      {state.error && <Alert type="error" showIcon message={t('studio.loadFailed')} description={state.error} style={{ marginBottom: 12 }} />}
      <Table<AuditEntry>
        rowKey="id"
        size="small"
        loading={state.loading}
        dataSource={state.items}
        locale={{ emptyText: t('studio.audit.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: state.total, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { title: t('studio.audit.at'), dataIndex: 'at', width: 180, render: (at: string) => (at ? new Date(at).toLocaleString() : '') },
          { title: t('studio.audit.who'), dataIndex: 'userName', width: 120 },
          { title: t('studio.audit.kindTitle'), dataIndex: 'kind', width: 90, render: (value: string) => <Tag color={KIND_COLORS[value] ?? 'default'}>{t(`studio.audit.kind.${value}`, { defaultValue: value })}</Tag> },
          { title: t('studio.audit.action'), dataIndex: 'action', width: 100, render: (value: string) => t(`studio.audit.actions.${value}`, { defaultValue: value }) },
          { title: t('studio.audit.target'), dataIndex: 'target', render: (value: string, row) => <code>{row.version === null ? value : `${value} v${row.version}`}</code> },
          { title: t('studio.audit.hashes'), key: 'hashes', width: 180, render: (_: unknown, row) => <code>{`${short(row.beforeHash)} → ${short(row.afterHash)}`}</code> },
          {
            title: t('studio.changes.show'),
            key: 'changes',
            width: 90,
            render: (_: unknown, row) =>
              row.kind === 'screen' && row.version !== null ? (
                <Button size="small" type="link" onClick={() => setChangesOf({ id: row.target, version: row.version as number })} aria-label={t('studio.changes.title', { id: row.target, version: row.version })} data-testid={`audit-changes-${row.id}`}>
                  {t('studio.changes.show')}
                </Button>
              ) : null,
          },
        ]}
      />
      <VersionChanges id={changesOf?.id ?? ''} version={changesOf?.version} onClose={() => setChangesOf(undefined)} />
    </div>
  );
}
