/**
 * The screen editor's commands that talk to the server beyond the draft itself: save with its notice, publish
 * (saving unsaved edits first), saving over their version after a conflict, and revert or delete after asking.
 * Each reports its outcome as a notice; a stale write opens the conflict instead of an error.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';
import type { lowcodeApi } from '../lowcodeApi';
import { useConfirmAction } from '../useConfirmAction';
import type { PublishState } from './PublishModal';
import type { ScreenDraft } from './useScreenDraft';

const CLOSED: PublishState = { open: false, message: '' };

export function useScreenCommands(api: ReturnType<typeof lowcodeApi>, id: string, draft: ScreenDraft) {
  const { t } = useTranslation();
  const env = useEnv();
  const [publishing, setPublishing] = useState<PublishState>(CLOSED);
  const asked = useConfirmAction();

  const saveNow = (): void => void draft.save().then((ok) => ok && env.notify('success', t('studio.editor.saved')));

  const publish = async (): Promise<void> => {
    if (draft.dirty && !(await draft.save())) return setPublishing(CLOSED);
    try {
      await api.publish(id, publishing.message.trim());
      env.notify('success', t('studio.editor.published'));
      setPublishing(CLOSED);
      draft.reload();
    } catch (error) {
      setPublishing(CLOSED);
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
  const removeAfterAsking = async (unsavedWarning: ReactNode): Promise<void> => {
    const [question, action, done] = id.startsWith('t/') ? ['deleteConfirm', 'delete', 'deleted'] : ['revertConfirm', 'revert', 'reverted'];
    if (await asked.confirm({ title: t(`studio.editor.${question}`), content: unsavedWarning, okText: t(`studio.editor.${action}`) })) await run(() => api.remove(id), t(`studio.editor.${done}`));
  };

  return { publishing, setPublishing, publish, saveNow, saveOverTheirs, removeAfterAsking, confirmHolder: asked.holder };
}
