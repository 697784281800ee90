/**
 * `ui:widget: upload`: files uploaded as they are picked (antd Upload), the
 * field value being the attachment id (one file) or the list of ids. The
 * type, size and count are checked before anything is sent, with the
 * portal's messages (spec portal-shell 5; workflow-enterprise-embedding 5
 * file type groups); the server's refusal shows as the field's error too.
 * Images get a thumbnail and a preview. Every control is a real button, so
 * the keyboard reaches them all.
 *
 * @example uiSchema: { "attachmentId": { "ui:widget": "upload", "ui:options": {
 *   "accept": ["jpeg", "jpg", "bmp", "png"], "maxSize": 2097152, "maxCount": 1, "listType": "picture" } } }
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Image, Typography, Upload, type UploadFile } from 'antd';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import type { PortalEnv } from '@core/env';
import { useEnv } from '@core/react';
import { formatFileSize } from '@core/validation';
import { useFormContext } from '../formContext';
import type { WidgetProps } from '../types';
import { defined } from './defined';
import { acceptAttribute, uploadOptions, type UploadOptions } from './uploadOptions';
import { useUploads, type UploadItem, type Uploads } from './useUploads';

const toAntdFile = (item: UploadItem): UploadFile => ({
  uid: item.uid,
  name: item.name,
  status: item.status,
  // antd shows a progress bar under an uploading file when it has a percentage.
  ...(item.status === 'uploading' && item.percent !== undefined ? { percent: item.percent } : {}),
  ...(item.thumbUrl ? { thumbUrl: item.thumbUrl, url: item.thumbUrl } : {}),
  ...(item.size !== undefined ? { size: item.size } : {}),
});

/** The line under the button: the types, size and count a file may have. */
function hintOf(env: PortalEnv, options: UploadOptions): string {
  return [
    options.accept.length ? env.i18n.t('widgets.upload.hintTypes', { types: options.accept.join(', ') }) : '',
    env.i18n.t('widgets.upload.hintSize', { max: formatFileSize(options.maxSize) }),
    options.maxCount > 1 ? env.i18n.t('widgets.upload.hintCount', { max: options.maxCount }) : '',
  ]
    .filter(Boolean)
    .join(env.i18n.t('widgets.upload.hintSeparator'));
}

/** The field's uploads, wired to the form: its value, its `nameField` sibling and its errors. */
function useFieldUploads({ value, onChange, onBlur, field }: WidgetProps): { options: UploadOptions; uploads: Uploads } {
  const env = useEnv();
  const { scope, armRecheck } = useFormContext();
  const form = Form.useFormInstance();
  const options = useMemo(() => uploadOptions(field.ui), [field.ui]);
  const namePath = useMemo(() => (options.nameField ? [...field.path.slice(0, -1), options.nameField] : undefined), [options.nameField, field.path]);
  const storedName: unknown = namePath ? form.getFieldValue(namePath) : undefined;
  const uploads = useUploads({
    env,
    scope,
    options,
    value,
    emptyValue: field.emptyValue,
    storedName: typeof storedName === 'string' ? storedName : undefined,
    onChange: useCallback((next: unknown) => onChange?.(next), [onChange]),
    setName: useCallback((name: string | undefined) => namePath && form.setFieldValue(namePath, name), [form, namePath]),
    setErrors: useCallback(
      (errors: readonly string[]) => {
        form.setFields([{ name: field.path as string[], errors: [...errors] }]);
        if (errors.length) armRecheck();
      },
      [form, field.path, armRecheck],
    ),
    touched: onBlur,
    values: useCallback(() => form.getFieldsValue(true) as Record<string, unknown>, [form]),
  });
  return { options, uploads };
}

/** The button that opens the file dialog (a card in `picture-card` lists), described by the hint. */
function UploadTrigger({ options, label, locked, hintId }: { options: UploadOptions; label: string; locked: boolean; hintId: string | undefined }): ReactElement {
  if (options.listType === 'picture-card') {
    return (
      <button type="button" className="eps-upload-card-trigger" disabled={locked} aria-describedby={hintId} style={{ border: 0, background: 'none', cursor: 'inherit' }}>
        <UploadOutlined aria-hidden />
        <div style={{ marginTop: 8 }}>{label}</div>
      </button>
    );
  }
  return (
    <Button icon={<UploadOutlined aria-hidden />} disabled={locked} {...defined({ 'aria-describedby': hintId })}>
      {label}
    </Button>
  );
}

export function UploadWidget(props: WidgetProps): ReactElement {
  const { id, field, disabled, readOnly } = props;
  const env = useEnv();
  const { text } = useFormContext();
  const { options, uploads } = useFieldUploads(props);
  const [preview, setPreview] = useState<string | undefined>(undefined);
  const locked = disabled || readOnly;
  const full = options.maxCount > 1 && uploads.items.length >= options.maxCount;
  const hintId = id ? `${id}_hint` : undefined;
  return (
    <div className={`eps-upload eps-upload-${options.listType}`} data-field={field.key}>
      <Upload
        {...defined({ id, accept: acceptAttribute(options.accept) })}
        listType={options.listType === 'picture-card' ? 'picture-card' : options.listType}
        multiple={options.maxCount > 1}
        fileList={uploads.items.map(toAntdFile)}
        disabled={locked}
        openFileDialogOnClick={!locked && !full}
        beforeUpload={(file) => {
          uploads.pick(file);
          // The widget keeps its own list: antd neither uploads nor lists the file.
          return Upload.LIST_IGNORE;
        }}
        onRemove={(file) => {
          uploads.remove(file.uid);
          return false;
        }}
        onPreview={(file) => {
          const item = uploads.items.find((i) => i.uid === file.uid);
          if (item?.isImage && item.thumbUrl) setPreview(item.thumbUrl);
        }}
        showUploadList={{ showRemoveIcon: !locked, showPreviewIcon: options.listType === 'picture-card', showDownloadIcon: false }}
        locale={{
          uploading: env.i18n.t('widgets.upload.uploading'),
          removeFile: env.i18n.t('widgets.upload.remove'),
          previewFile: env.i18n.t('widgets.upload.preview'),
          uploadError: env.i18n.t('widgets.upload.failed'),
        }}
      >
        {readOnly || full ? null : <UploadTrigger options={options} label={text(options.buttonLabel)} locked={locked} hintId={hintId} />}
      </Upload>
      {uploads.refusal ? (
        <Typography.Text type="danger" role="alert" className="eps-upload-refusal" style={{ display: 'block', marginTop: 4 }}>
          {uploads.refusal}
        </Typography.Text>
      ) : null}
      {options.showHint && !readOnly ? (
        <Typography.Text type="secondary" className="eps-upload-hint" style={{ display: 'block', fontSize: 12, marginTop: 4 }} {...defined({ id: hintId })}>
          {hintOf(env, options)}
        </Typography.Text>
      ) : null}
      {preview ? (
        <Image
          style={{ display: 'none' }}
          src={preview}
          alt={env.i18n.t('widgets.upload.preview')}
          preview={{ visible: true, src: preview, onVisibleChange: (visible) => (visible ? undefined : setPreview(undefined)) }}
        />
      ) : null}
    </div>
  );
}
