/**
 * The shipped file an override was based on has changed in a new release
 * (issue 11): says so and shows the three documents (old shipped, new
 * shipped, the tenant's), with what the release changed as a diff, so the
 * configurator can carry the change over.
 */
import { Alert, Button, Col, Modal, Row, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDocumentDiff } from './lazyParts';

export interface DriftNoticeProps {
  oldShipped: unknown;
  newShipped: unknown;
  tenant: unknown;
}

function Pane({ title, document }: { title: string; document: unknown }): ReactElement {
  return (
    <Col span={8}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <pre className="eps-studio-pre">{JSON.stringify(document, null, 2)}</pre>
    </Col>
  );
}

export function DriftNotice({ oldShipped, newShipped, tenant }: DriftNoticeProps): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Alert
        type="warning"
        showIcon
        data-testid="studio-drift"
        message={t('studio.drift.title')}
        description={t('studio.drift.description')}
        action={<Button size="small" onClick={() => setOpen(true)}>{t('studio.drift.show')}</Button>}
        style={{ marginBottom: 8 }}
      />
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} width="90vw" title={t('studio.drift.title')} destroyOnHidden>
        <Typography.Title level={5}>{t('studio.drift.releaseChanged')}</Typography.Title>
        <LazyDocumentDiff left={oldShipped} right={newShipped} />
        <Row gutter={12} style={{ marginTop: 12 }}>
          <Pane title={t('studio.drift.oldShipped')} document={oldShipped} />
          <Pane title={t('studio.drift.newShipped')} document={newShipped} />
          <Pane title={t('studio.drift.tenant')} document={tenant} />
        </Row>
      </Modal>
    </>
  );
}
