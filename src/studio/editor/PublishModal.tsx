/** The publish dialog of the screen editor: an optional message, and a note that unsaved edits are saved first. */
import { Alert, Input, Modal } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export interface PublishState {
  open: boolean;
  message: string;
}

export interface PublishModalProps {
  id: string;
  state: PublishState;
  /** The editor holds unsaved edits (publishing saves them first). */
  dirty: boolean;
  onMessage: (message: string) => void;
  onPublish: () => void;
  onCancel: () => void;
}

export function PublishModal({ id, state, dirty, onMessage, onPublish, onCancel }: PublishModalProps): ReactElement {
  const { t } = useTranslation();
  return (
    <Modal open={state.open} title={t('studio.editor.publishTitle', { id })} okText={t('studio.editor.publish')} onOk={onPublish} onCancel={onCancel} destroyOnHidden>
      {dirty && <Alert type="info" showIcon message={t('studio.editor.publishSavesFirst')} style={{ marginBottom: 8 }} />}
      <Input.TextArea
        aria-label={t('studio.editor.publishMessage')}
        placeholder={t('studio.editor.publishMessage')}
        value={state.message}
        onChange={(event) => onMessage(event.target.value)}
        autoSize={{ minRows: 2 }}
        data-testid="studio-publish-message"
      />
    </Modal>
  );
}
