/** The versions of a screen, newest first, each with what it changed and roll back (a new published version equal to it). */
import { Alert, Button, Drawer, Table, Tag } from 'antd';
import { useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';
import { lowcodeApi, type VersionEntry } from '../lowcodeApi';
import { useConfirmAction } from '../useConfirmAction';
import { VersionChanges } from './VersionChanges';

export interface HistoryDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** After a rollback: the editor reloads what is now published. */
  onRolledBack: () => void;
  /** Said in the rollback question when the editor holds unsaved edits (the rollback reloads it). */
  unsavedWarning?: ReactNode;
}

const STATE_COLORS: Readonly<Record<string, string>> = { published: 'green', draft: 'blue', archived: 'default' };

export function HistoryDrawer({ id, open, onClose, onRolledBack, unsavedWarning }: HistoryDrawerProps): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const api = useMemo(() => lowcodeApi(env.api), [env.api]);
  const [state, setState] = useState<{ rows: VersionEntry[]; error?: string; loading: boolean }>({ rows: [], loading: true });
  const [attempt, setAttempt] = useState(0);
  const asked = useConfirmAction();
  const [changesOf, setChangesOf] = useState<number | undefined>(undefined);

  useEffect(() => {
    if (!open) return;
    let live = true;
    api
      .versions(id)
      .then((rows) => live && setState({ rows, loading: false }))
      .catch((error: unknown) => live && setState({ rows: [], loading: false, error: String((error as Error).message ?? error) }));
    return () => {
      live = false;
    };
  }, [api, id, open, attempt]);

  const rollback = async (version: number): Promise<void> => {
    if (!(await asked.confirm({ title: t('studio.history.rollbackConfirm', { version }), content: unsavedWarning, okText: t('studio.history.rollback') }))) return;
    try {
      await api.rollback(id, version);
      env.notify('success', t('studio.history.rolledBack', { version }));
      setAttempt((n) => n + 1);
      onRolledBack();
    } catch (error) {
      env.notify('error', String((error as Error).message ?? error));
    }
  };

  return (
    <Drawer open={open} onClose={onClose} width={720} title={t('studio.history.title', { id })} destroyOnHidden>
      {asked.holder}
      {state.error && <Alert type="error" showIcon message={state.error} style={{ marginBottom: 8 }} />}
      <Table<VersionEntry>
        rowKey="version"
        size="small"
        loading={state.loading}
        dataSource={state.rows}
        pagination={false}
        locale={{ emptyText: t('studio.history.empty') }}
        columns={[
          { title: t('studio.history.version'), dataIndex: 'version', width: 70 },
          { title: t('studio.history.state'), dataIndex: 'state', width: 100, render: (value: string) => <Tag color={STATE_COLORS[value] ?? 'default'}>{t(`studio.versionState.${value}`, { defaultValue: value })}</Tag> },
          { title: t('studio.history.author'), dataIndex: 'author', width: 110 },
          { title: t('studio.history.time'), dataIndex: 'time', width: 170, render: (value: string) => (value ? new Date(value).toLocaleString() : '') },
          { title: t('studio.history.message'), dataIndex: 'message' },
          {
            title: t('studio.changes.show'),
            width: 80,
            render: (_: unknown, row) => (
              <Button size="small" type="link" onClick={() => setChangesOf(row.version)} aria-label={t('studio.changes.showOf', { version: row.version })} data-testid={`changes-${row.version}`}>
                {t('studio.changes.show')}
              </Button>
            ),
          },
          {
            title: '',
            width: 100,
            render: (_: unknown, row) =>
              row.state === 'archived' ? (
                <Button size="small" onClick={() => void rollback(row.version)} data-testid={`rollback-${row.version}`}>
                  {t('studio.history.rollback')}
                </Button>
              ) : null,
          },
        ]}
      />
      <VersionChanges id={id} version={changesOf} onClose={() => setChangesOf(undefined)} />
    </Drawer>
  );
}
