/**
 * When a save or publish meets someone else's change (409), both versions
 * side by side, theirs and mine, and three ways on: take theirs (the editor
 * reloads their version), keep mine (saved over theirs), or merge by editing
 * mine (copying their changes over with the arrows) and save that. Either
 * save is checked against their version, which the conflict read; a
 * publish that was refused is not repeated: the person publishes once the
 * draft is what they want.
 */
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDraft } from '../preview/parseDraft';
import type { Conflict } from './conflict';
import { LazyMergePanes } from './lazyParts';

export interface MergeModalProps {
  conflict: Conflict | undefined;
  saving: boolean;
  onTakeTheirs: () => void;
  onSave: (text: string) => void;
  onClose: () => void;
}

export function MergeModal({ conflict, saving, onTakeTheirs, onSave, onClose }: MergeModalProps): ReactElement {
  const { t } = useTranslation();
  const [merged, setMerged] = useState<string | undefined>(undefined);
  const edited = merged !== undefined && merged !== conflict?.mine;
  const mergedParse = edited ? parseDraft(merged) : undefined;
  return (
    <Modal
      open={conflict !== undefined}
      title={t(conflict?.origin === 'publish' ? 'studio.merge.titlePublish' : 'studio.merge.title')}
      width="92%"
      style={{ top: 24 }}
      onCancel={onClose}
      afterClose={() => setMerged(undefined)}
      destroyOnHidden
      data-testid="studio-merge"
      footer={
        <Space wrap>
          <Button onClick={onTakeTheirs} disabled={saving} data-testid="studio-merge-theirs">
            {t('studio.merge.takeTheirs')}
          </Button>
          <Button onClick={() => conflict && onSave(conflict.mine)} loading={saving && !edited} disabled={saving} data-testid="studio-merge-mine">
            {t('studio.merge.keepMine')}
          </Button>
          <Button type="primary" onClick={() => merged !== undefined && onSave(merged)} loading={saving && edited} disabled={!edited || mergedParse?.ok === false || saving} data-testid="studio-merge-save">
            {t('studio.merge.saveMerged')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('studio.merge.explain')}</Typography.Paragraph>
      {mergedParse && !mergedParse.ok && (
        <Alert type="warning" showIcon style={{ marginBottom: 8 }} message={t('studio.preview.syntaxError', { line: mergedParse.line, column: mergedParse.column })} />
      )}
      <div className="eps-studio-merge-heads" aria-hidden="true">
        <Typography.Text strong>{t('studio.merge.theirs')}</Typography.Text>
        <Typography.Text strong>{t('studio.merge.mine')}</Typography.Text>
      </div>
      {conflict && <LazyMergePanes theirs={conflict.theirs} mine={conflict.mine} onChange={setMerged} theirsLabel={t('studio.merge.theirs')} mineLabel={t('studio.merge.mine')} />}
    </Modal>
  );
}
