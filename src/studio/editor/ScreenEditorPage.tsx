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
import { Button, Result, Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { useMemo, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';
import { normaliseLanguage } from '../../i18n/resources';
import { menuModelAtom } from '../../shell/routing/portalData';
import { userAtom } from '../../shell/session';
import { lowcodeApi } from '../lowcodeApi';
import { defaultPreviewAs, type PreviewAs } from '../preview/previewAs';
import { parseDraft } from '../preview/parseDraft';
import { EditorPanes } from '../visual/EditorPanes';
import { DiffModal } from './DiffModal';
import { DirtyGuard } from './DirtyGuard';
import { DriftNotice } from './DriftNotice';
import { EditorToolbar } from './EditorToolbar';
import { HistoryDrawer } from './HistoryDrawer';
import { MergeModal } from './MergeModal';
import type { JsonEditorHandle } from './JsonEditor';
import { ProblemsList } from './ProblemsList';
import { PublishModal } from './PublishModal';
import { useDocumentCheck } from './useDocumentCheck';
import { useSaveShortcut } from './useSaveShortcut';
import { useScreenCommands } from './useScreenCommands';
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
  const [diffOpen, setDiffOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const { publishing, setPublishing, publish, saveNow, saveOverTheirs, removeAfterAsking, confirmHolder } = useScreenCommands(api, id, draft);

  // Warnings never block a save: listed as the text changes, not only when the server answers.
  const liveWarnings = useMemo(() => {
    const text = parseDraft(draft.text);
    return text.ok ? warnings(text.value) : [];
  }, [draft.text, warnings]);

  useSaveShortcut(() => {
    if (draft.load.status === 'ready' && !draft.saving) saveNow();
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

  return (
    <div className="eps-studio-editor" data-testid="studio-editor" data-screen-id={id}>
      <DirtyGuard dirty={draft.dirty} />
      {confirmHolder}
      <EditorToolbar
        id={id}
        detail={detail}
        draft={draft}
        hasDraft={hasDraft}
        tenantOwned={tenantOwned}
        canDiff={parsed.ok}
        onBack={onBack}
        onSave={saveNow}
        onPublish={() => setPublishing({ open: true, message: '' })}
        onDiff={() => setDiffOpen(true)}
        onHistory={() => setHistoryOpen(true)}
        onRemove={() => void removeAfterAsking(unsavedWarning)}
      />
      <DriftNotice detail={detail} draft={draft} />
      <ProblemsList problems={draft.problems} onJump={(pointer) => editor.current?.jumpTo(pointer)} />
      <ProblemsList problems={liveWarnings} severity="warning" onJump={(pointer) => editor.current?.jumpTo(pointer)} />
      <EditorPanes id={id} text={draft.text} setText={draft.setText} metaSchema={metaSchema} check={check} editor={editor} as={as} setAs={setAs} sessionKeys={sessionKeys} savedText={draft.savedText} />
      <PublishModal
        id={id}
        state={publishing}
        dirty={draft.dirty}
        onMessage={(message) => setPublishing({ open: true, message })}
        onPublish={() => void publish()}
        onCancel={() => setPublishing({ open: false, message: '' })}
      />
      <DiffModal open={diffOpen} onClose={() => setDiffOpen(false)} draft={parsed.ok ? parsed.value : null} published={detail.published?.document ?? null} shipped={detail.shipped} />
      <MergeModal conflict={draft.conflict} saving={draft.saving} onTakeTheirs={draft.reload} onSave={(text) => void saveOverTheirs(text)} onClose={draft.dismissConflict} />
      <HistoryDrawer id={id} open={historyOpen} unsavedWarning={unsavedWarning} onClose={() => setHistoryOpen(false)} onRolledBack={draft.reload} />
    </div>
  );
}
