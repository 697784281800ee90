/**
 * The screen editor's top bar: back, the screen's id with its state tags (published version, draft, unsaved),
 * and the editor's commands (save, publish, diff, history, and revert or delete when there is something to remove).
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenDetail } from '../lowcodeApi';
import type { ScreenDraft } from './useScreenDraft';

export interface EditorToolbarProps {
  id: string;
  detail: ScreenDetail;
  draft: ScreenDraft;
  /** The server holds a draft (loaded with one, or saved since). */
  hasDraft: boolean;
  /** A tenant's own screen: removing deletes it (an override reverts to the shipped file instead). */
  tenantOwned: boolean;
  /** The text parses, so it can be compared. */
  canDiff: boolean;
  onBack: () => void;
  onSave: () => void;
  onPublish: () => void;
  onDiff: () => void;
  onHistory: () => void;
  onRemove: () => void;
}

export function EditorToolbar({ id, detail, draft, hasDraft, tenantOwned, canDiff, onBack, onSave, onPublish, onDiff, onHistory, onRemove }: EditorToolbarProps): ReactElement {
  const { t } = useTranslation();
  return (
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
        <Button type="primary" loading={draft.saving} onClick={onSave} data-testid="studio-save">
          {t('studio.editor.save')}
        </Button>
        <Button disabled={!hasDraft && !draft.dirty} onClick={onPublish} data-testid="studio-publish">
          {t('studio.editor.publish')}
        </Button>
        <Button onClick={onDiff} disabled={!canDiff}>{t('studio.editor.diff')}</Button>
        <Button onClick={onHistory} data-testid="studio-history">{t('studio.editor.history')}</Button>
        {(detail.published || hasDraft) && (
          <Button danger onClick={onRemove} data-testid="studio-remove">
            {t(tenantOwned ? 'studio.editor.delete' : 'studio.editor.revert')}
          </Button>
        )}
      </Space>
    </Space>
  );
}
