/**
 * The studio's editor of one screen: the outline and the selected node's
 * properties, JSON with lint, completion and hover from the meta-schema,
 * and the live preview as the chosen "preview as" user, where a click
 * picks a node (visual/EditorPanes.tsx); all edit one draft text. Save (Ctrl/Cmd+S) stores the draft or
 * lists the server's problems, each a jump to its pointer (the text's
 * warnings are listed live beside them); publish, diff,
 * history with roll back, revert to shipped, delete and restore; leaving
 * with unsaved work asks first. A save or publish refused because someone
 * else saved since shows both versions to choose from (MergeModal).
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Result, Space, Spin, Tag, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useMemo, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';
import { normaliseLanguage } from '../../i18n/resources';
import { menuModelAtom } from '../../shell/routing/portalData';
import { userAtom } from '../../shell/session';
import { lowcodeApi } from '../lowcodeApi';
import { useConfirmAction } from '../useConfirmAction';
import { defaultPreviewAs, type PreviewAs } from '../preview/previewAs';
import { parseDraft } from '../preview/parseDraft';
import { EditorPanes } from '../visual/EditorPanes';
import { DiffModal } from './DiffModal';
import { DirtyGuard } from './DirtyGuard';
import { DriftNotice } from './DriftNotice';
import { HistoryDrawer } from './HistoryDrawer';
import { MergeModal } from './MergeModal';
import type { JsonEditorHandle } from './JsonEditor';
import { ProblemsList } from './ProblemsList';
import { useDocumentCheck } from './useDocumentCheck';
import { useSaveShortcut } from './useSaveShortcut';
import { useScreenDraft } from './useScreenDraft';
import { useScreenKinds } from './useScreenKinds';

export interface ScreenEditorPageProps {
  id: string;
  /** A new `t/` screen starts from this template until it is saved. */
  template?: unknown;
  onBack: () => void;
}

export function ScreenEditorPage({ id, template, onBack }: ScreenEditorPageProps): ReactElement {
  const { t, i18n } = useTranslation();
  const env = useEnv();
  const api = useMemo(() => lowcodeApi(env.api), [env.api]);
  const draft = useScreenDraft(id, template);
  const screenKinds = useScreenKinds(api);
  const { metaSchema, check, warnings } = useDocumentCheck({ screenKinds });
  const editor = useRef<JsonEditorHandle>(null);
  const user = useAtomValue(userAtom);
  const model = useAtomValue(menuModelAtom);
  const sessionKeys = useMemo(() => [...model.permissionKeys].sort(), [model]);
  const [as, setAs] = useState<PreviewAs>(() => defaultPreviewAs(normaliseLanguage(i18n.language), user?.userLevel, user?.type === 1 ? 'su' : 'ep'));
  const [publishing, setPublishing] = useState<{ open: boolean; message: string }>({ open: false, message: '' });
  const [diffOpen, setDiffOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const asked = useConfirmAction();

  // Warnings never block a save: listed as the text changes, not only when the server answers.
  const liveWarnings = useMemo(() => {
    const text = parseDraft(draft.text);
    return text.ok ? warnings(text.value) : [];
  }, [draft.text, warnings]);

  useSaveShortcut(() => {
    if (draft.load.status === 'ready' && !draft.saving) void draft.save().then((ok) => ok && env.notify('success', t('studio.editor.saved')));
  });

  if (draft.load.status === 'loading') return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (draft.load.status === 'failed') {
    return <Result status="error" title={t('studio.editor.loadFailed')} subTitle={draft.load.message} extra={<Button onClick={draft.reload}>{t('studio.retry')}</Button>} />;
  }
  const { detail } = draft.load;
  const tenantOwned = id.startsWith('t/');
  const parsed = parseDraft(draft.text);
  const hasDraft = detail.draft !== null || draft.savedDraft;
  // Revert, delete and roll back reload the editor from the server: with unsaved edits their question says so.
  const unsavedWarning = draft.dirty ? <span data-testid="studio-unsaved-warning">{t('studio.editor.unsavedLost')}</span> : undefined;

  const publish = async (): Promise<void> => {
    if (draft.dirty && !(await draft.save())) return setPublishing({ open: false, message: '' });
    try {
      await api.publish(id, publishing.message.trim());
      env.notify('success', t('studio.editor.published'));
      setPublishing({ open: false, message: '' });
      draft.reload();
    } catch (error) {
      setPublishing({ open: false, message: '' });
      // Someone else saved since: both versions to choose from instead of an error.
      if (!(await draft.openConflict(error, 'publish', draft.text))) env.notify('error', String((error as Error).message ?? error));
    }
  };
  const saveOverTheirs = async (text: string): Promise<void> => {
    if (await draft.saveOverTheirs(text)) env.notify('success', t('studio.merge.saved'));
  };
  const run = async (call: () => Promise<void>, done: string): Promise<void> => {
    try {
      await call();
      env.notify('success', done);
      draft.reload();
    } catch (error) {
      env.notify('error', String((error as Error).message ?? error));
    }
  };

  // A tenant's own screen is deleted (restorable from the list); an override goes back to the shipped file.
  const removeAfterAsking = async (): Promise<void> => {
    const [question, action, done] = tenantOwned ? ['deleteConfirm', 'delete', 'deleted'] : ['revertConfirm', 'revert', 'reverted'];
    if (await asked.confirm({ title: t(`studio.editor.${question}`), content: unsavedWarning, okText: t(`studio.editor.${action}`) })) await run(() => api.remove(id), t(`studio.editor.${done}`));
  };

  return (
    <div className="eps-studio-editor" data-testid="studio-editor" data-screen-id={id}>
      <DirtyGuard dirty={draft.dirty} />
      {asked.holder}
      <Space wrap style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={onBack} aria-label={t('studio.back')} />
          {/* The editor's heading comes right after the layout's h1 (heading order); level 4's size. */}
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            <Typography.Text code>{id}</Typography.Text>
          </Typography.Title>
          {detail.published && <Tag color="green">{t('studio.editor.publishedVersion', { version: detail.published.version })}</Tag>}
          {hasDraft && <Tag color="blue">{t('studio.state.draft')}</Tag>}
          {draft.dirty && <Tag color="orange" data-testid="studio-dirty">{t('studio.editor.unsaved')}</Tag>}
        </Space>
        <Space wrap>
          <Button type="primary" loading={draft.saving} onClick={() => void draft.save().then((ok) => ok && env.notify('success', t('studio.editor.saved')))} data-testid="studio-save">
            {t('studio.editor.save')}
          </Button>
          <Button disabled={!hasDraft && !draft.dirty} onClick={() => setPublishing({ open: true, message: '' })} data-testid="studio-publish">
            {t('studio.editor.publish')}
          </Button>
          <Button onClick={() => setDiffOpen(true)} disabled={!parsed.ok}>{t('studio.editor.diff')}</Button>
          <Button onClick={() => setHistoryOpen(true)} data-testid="studio-history">{t('studio.editor.history')}</Button>
          {(detail.published || hasDraft) && (
            <Button danger onClick={() => void removeAfterAsking()} data-testid="studio-remove">
              {t(tenantOwned ? 'studio.editor.delete' : 'studio.editor.revert')}
            </Button>
          )}
        </Space>
      </Space>
      <DriftNotice detail={detail} draft={draft} />
      <ProblemsList problems={draft.problems} onJump={(pointer) => editor.current?.jumpTo(pointer)} />
      <ProblemsList problems={liveWarnings} severity="warning" onJump={(pointer) => editor.current?.jumpTo(pointer)} />
      <EditorPanes id={id} text={draft.text} setText={draft.setText} metaSchema={metaSchema} check={check} editor={editor} as={as} setAs={setAs} sessionKeys={sessionKeys} savedText={draft.savedText} />
      <Modal
        open={publishing.open}
        title={t('studio.editor.publishTitle', { id })}
        okText={t('studio.editor.publish')}
        onOk={() => void publish()}
        onCancel={() => setPublishing({ open: false, message: '' })}
        destroyOnHidden
      >
        {draft.dirty && <Alert type="info" showIcon message={t('studio.editor.publishSavesFirst')} style={{ marginBottom: 8 }} />}
        <Input.TextArea
          aria-label={t('studio.editor.publishMessage')}
          placeholder={t('studio.editor.publishMessage')}
          value={publishing.message}
          onChange={(event) => setPublishing({ open: true, message: event.target.value })}
          autoSize={{ minRows: 2 }}
          data-testid="studio-publish-message"
        />
      </Modal>
      <DiffModal open={diffOpen} onClose={() => setDiffOpen(false)} draft={parsed.ok ? parsed.value : null} published={detail.published?.document ?? null} shipped={detail.shipped} />
      <MergeModal conflict={draft.conflict} saving={draft.saving} onTakeTheirs={draft.reload} onSave={(text) => void saveOverTheirs(text)} onClose={draft.dismissConflict} />
      <HistoryDrawer id={id} open={historyOpen} unsavedWarning={unsavedWarning} onClose={() => setHistoryOpen(false)} onRolledBack={draft.reload} />
    </div>
  );
}
