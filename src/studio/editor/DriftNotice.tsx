/**
 * The shipped file an override was based on has changed in a new release:
 * this says so and shows the three documents (old shipped, new
 * shipped, the tenant's), with what the release changed as a diff, so the
 * configurator can carry the change over. Carrying over saves the editor's
 * document as the draft based on the new shipped file (`rebase=true`); the
 * reload that follows no longer reports drift, so the notice goes.
 */
import { Alert, Button, Col, Modal, Row, Space, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';
import type { ScreenDetail } from '../lowcodeApi';
import { LazyDocumentDiff } from './lazyParts';
import type { ScreenDraft } from './useScreenDraft';

export interface DriftNoticeProps {
  detail: ScreenDetail;
  /** The editor's draft: its text is what is carried over. */
  draft: Pick<ScreenDraft, 'save' | 'reload' | 'saving'>;
}

function Pane({ title, document }: { title: string; document: unknown }): ReactElement {
  return (
    <Col span={8}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <pre className="eps-studio-pre">{JSON.stringify(document, null, 2)}</pre>
    </Col>
  );
}

export function DriftNotice({ detail, draft }: DriftNoticeProps): ReactElement | null {
  const { t } = useTranslation();
  const env = useEnv();
  const [open, setOpen] = useState(false);
  if (!detail.drift) return null;
  // The drift is measured from the draft's line of work when there is one (server screenViews.ts).
  const tenant = detail.draft?.document ?? detail.published?.document ?? null;

  const carryOver = async (): Promise<void> => {
    // A refused save keeps the notice; the editor lists the problems.
    if (!(await draft.save({ rebase: true }))) return;
    setOpen(false);
    env.notify('success', t('studio.drift.carried'));
    draft.reload();
  };
  const carryButton = (testId: string): ReactElement => (
    <Button size="small" type="primary" loading={draft.saving} onClick={() => void carryOver()} data-testid={testId}>
      {t('studio.drift.carryOver')}
    </Button>
  );

  return (
    <>
      <Alert
        type="warning"
        showIcon
        data-testid="studio-drift"
        message={t('studio.drift.title')}
        description={t('studio.drift.description')}
        action={
          <Space direction="vertical" size={4}>
            <Button size="small" onClick={() => setOpen(true)}>{t('studio.drift.show')}</Button>
            {carryButton('studio-drift-carry')}
          </Space>
        }
        style={{ marginBottom: 8 }}
      />
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        footer={
          <Space>
            <Typography.Text type="secondary">{t('studio.drift.carryOverHint')}</Typography.Text>
            {carryButton('studio-drift-carry-modal')}
          </Space>
        }
        width="90vw"
        title={t('studio.drift.title')}
        destroyOnHidden
      >
        <Typography.Title level={5}>{t('studio.drift.releaseChanged')}</Typography.Title>
        <LazyDocumentDiff left={detail.basedOn} right={detail.shipped} />
        <Row gutter={12} style={{ marginTop: 12 }}>
          <Pane title={t('studio.drift.oldShipped')} document={detail.basedOn} />
          <Pane title={t('studio.drift.newShipped')} document={detail.shipped} />
          <Pane title={t('studio.drift.tenant')} document={tenant} />
        </Row>
      </Modal>
    </>
  );
}
