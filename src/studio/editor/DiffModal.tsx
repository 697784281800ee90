/** The draft against the published version or the shipped file. */
import { Modal, Segmented } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDocumentDiff } from './lazyParts';

export interface DiffModalProps {
  open: boolean;
  onClose: () => void;
  draft: unknown;
  published: unknown;
  shipped: unknown;
}

export function DiffModal({ open, onClose, draft, published, shipped }: DiffModalProps): ReactElement {
  const { t } = useTranslation();
  const [against, setAgainst] = useState<'published' | 'shipped'>(published === null || published === undefined ? 'shipped' : 'published');
  const base = against === 'published' ? published : shipped;
  return (
    <Modal open={open} onCancel={onClose} footer={null} width="80vw" title={t('studio.diff.title')} destroyOnHidden>
      <Segmented
        value={against}
        onChange={(value) => setAgainst(value as 'published' | 'shipped')}
        options={[
          { value: 'published', label: t('studio.diff.againstPublished'), disabled: published === null || published === undefined },
          { value: 'shipped', label: t('studio.diff.againstShipped'), disabled: shipped === null || shipped === undefined },
        ]}
        style={{ marginBottom: 12 }}
      />
      <LazyDocumentDiff left={base ?? null} right={draft} />
    </Modal>
  );
}
