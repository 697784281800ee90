/**
 * The attachment panel's parts beside its tabs: a row's operations (preview of images and PDF in a new window,
 * download, local delete) and the bar to upload into the active tab and save the list.
 */
import { DeleteOutlined, DownloadOutlined, EyeOutlined, SaveOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Typography, Upload } from 'antd';
import type { ReactElement } from 'react';
import type { LocalizedText } from '@core/schema/types';
import { useEnv } from '@core/react';
import { fileExtension } from '@core/validation';
import type { AttachmentOperation } from './props.schema';
import { downloadAttachment } from './downloadAttachment';
import { ATTACHMENT_CALLS, type Attachment, type AttachmentsState } from './useAttachments';

const PREVIEWABLE = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'pdf']);

type Text = (text: LocalizedText | undefined) => string;

export interface RowOperationsProps {
  row: Attachment;
  /** The operations shown (delete only where the panel is not locked). */
  shown: readonly AttachmentOperation[];
  text: Text;
  onRemove: (attachmentId: string) => void;
}

export function RowOperations({ row, shown, text: t, onRemove }: RowOperationsProps): ReactElement {
  const env = useEnv();
  return (
    <Space size={0} wrap>
      {shown.includes('preview') && PREVIEWABLE.has(fileExtension(row.filename)) ? (
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined aria-hidden />}
          aria-label={`${t('renderers.attachments.preview')} ${row.filename}`}
          onClick={() => env.openWindow(`${ATTACHMENT_CALLS.preview}?attachid=${encodeURIComponent(row.attachmentId)}`)}
        >
          {t('renderers.attachments.preview')}
        </Button>
      ) : null}
      {shown.includes('download') ? (
        <Button
          type="link"
          size="small"
          icon={<DownloadOutlined aria-hidden />}
          aria-label={`${t('renderers.attachments.download')} ${row.filename}`}
          onClick={() => void downloadAttachment(env, row)}
        >
          {t('renderers.attachments.download')}
        </Button>
      ) : null}
      {shown.includes('delete') ? (
        <Button type="link" size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`${t('renderers.attachments.delete')} ${row.filename}`} onClick={() => onRemove(row.attachmentId)}>
          {t('renderers.attachments.delete')}
        </Button>
      ) : null}
    </Space>
  );
}

export interface UploadBarProps {
  state: AttachmentsState;
  /** The extensions an upload may have. */
  accept: readonly string[];
  /** The active tab's type, which an upload joins, and its label. */
  active: string;
  labelOf: (type: string) => string;
  text: Text;
}

export function UploadBar({ state, accept, active, labelOf, text: t }: UploadBarProps): ReactElement {
  return (
    <Space wrap>
      <Upload
        multiple
        accept={accept.map((ext) => `.${ext}`).join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          void state.upload(file, active, labelOf(active));
          // The panel uploads itself; antd neither sends nor lists the file.
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} loading={state.uploading}>
          {t('renderers.attachments.upload')}
        </Button>
      </Upload>
      <Button type="primary" icon={<SaveOutlined aria-hidden />} loading={state.saving} disabled={state.uploading} onClick={() => void state.save(labelOf)}>
        {t('renderers.attachments.save')}
      </Button>
      {state.dirty ? (
        <Typography.Text type="warning" className="eps-attachments-unsaved">
          {t('renderers.attachments.unsaved')}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
