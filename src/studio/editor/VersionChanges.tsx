/**
 * What one version of a screen changed: its document against the version
 * before it (the shipped file before a first override; nothing before a
 * tenant's first version), as the diff the editor's Diff shows. Opened from
 * History and from the audit log's screen entries.
 */
import { Alert, Modal, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';
import { lowcodeApi } from '../lowcodeApi';
import { LazyDocumentDiff } from './lazyParts';

export interface VersionChangesProps {
  id: string;
  /** The version whose changes are shown; undefined: closed. */
  version: number | undefined;
  onClose: () => void;
}

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; before: unknown; after: unknown; beforeVersion: number | undefined };

/** Finds `version` in the newest-first list and reads it and the one after it in the list (the older one). */
async function loadPair(api: ReturnType<typeof lowcodeApi>, id: string, version: number): Promise<Loaded> {
  const versions = await api.versions(id);
  const index = versions.findIndex((entry) => entry.version === version);
  if (index < 0) return { status: 'failed', message: `v${version}` };
  const [after, before] = await Promise.all([api.versionAt(id, index), api.versionAt(id, index + 1)]);
  // Before a first override: the shipped file it changed.
  const shipped = before ? undefined : id.startsWith('t/') ? null : (await api.screen(id)).shipped;
  return { status: 'ready', after: after?.document ?? null, before: before ? before.document : shipped, beforeVersion: before?.version };
}

export function VersionChanges({ id, version, onClose }: VersionChangesProps): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const api = useMemo(() => lowcodeApi(env.api), [env.api]);
  const key = `${id}@${String(version)}`;
  const [result, setResult] = useState<{ key: string; loaded: Loaded } | undefined>(undefined);
  // Until this pair's answer is in, it is loading (an answer for another version is never shown).
  const loaded: Loaded = result?.key === key ? result.loaded : { status: 'loading' };

  useEffect(() => {
    if (version === undefined) return;
    let live = true;
    const done = (next: Loaded): void => {
      if (live) setResult({ key: `${id}@${String(version)}`, loaded: next });
    };
    loadPair(api, id, version).then(done, (error: unknown) => done({ status: 'failed', message: error instanceof Error ? error.message : String(error) }));
    return () => {
      live = false;
    };
  }, [api, id, version]);

  return (
    <Modal open={version !== undefined} onCancel={onClose} footer={null} width={760} title={t('studio.changes.title', { id, version })} destroyOnHidden>
      <div data-testid="studio-version-changes">
        {loaded.status === 'loading' && <Spin style={{ display: 'block', margin: '24px auto' }} />}
        {loaded.status === 'failed' && <Alert type="error" showIcon message={t('studio.changes.failed')} description={loaded.message} />}
        {loaded.status === 'ready' && (
          <>
            <Typography.Paragraph type="secondary">
              {loaded.beforeVersion !== undefined ? t('studio.changes.against', { version: loaded.beforeVersion }) : t(id.startsWith('t/') ? 'studio.changes.first' : 'studio.changes.againstShipped')}
            </Typography.Paragraph>
            <LazyDocumentDiff left={loaded.before} right={loaded.after} />
          </>
        )}
      </div>
    </Modal>
  );
}
