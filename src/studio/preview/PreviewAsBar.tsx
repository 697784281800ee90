/** The "preview as" controls: platform, user level, language and permission set. */
import { Select, Space, Typography } from 'antd';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewAs } from './previewAs';

export interface PreviewAsBarProps {
  value: PreviewAs;
  onChange: (value: PreviewAs) => void;
  /** The permission keys of the session, offered for the preview's set. */
  sessionKeys: readonly string[];
}

const LEVELS = ['', '1', '2', '3'];

export function PreviewAsBar({ value, onChange, sessionKeys }: PreviewAsBarProps): ReactElement {
  const { t } = useTranslation();
  const keyOptions = useMemo(() => sessionKeys.map((key) => ({ value: key, label: key })), [sessionKeys]);
  return (
    <Space wrap size={[8, 4]} data-testid="preview-as">
      <Typography.Text type="secondary">{t('studio.previewAs.title')}</Typography.Text>
      <Select
        aria-label={t('studio.previewAs.platform')}
        data-testid="preview-as-platform"
        size="small"
        value={value.platform}
        style={{ width: 120 }}
        onChange={(platform) => onChange({ ...value, platform })}
        options={[
          { value: 'ep', label: t('studio.previewAs.ep') },
          { value: 'su', label: t('studio.previewAs.su') },
        ]}
      />
      <Select
        aria-label={t('studio.previewAs.level')}
        data-testid="preview-as-level"
        size="small"
        value={value.userLevel}
        style={{ width: 110 }}
        onChange={(userLevel) => onChange({ ...value, userLevel })}
        options={LEVELS.map((level) => ({ value: level, label: level === '' ? t('studio.previewAs.noLevel') : t('studio.previewAs.levelN', { level }) }))}
      />
      <Select
        aria-label={t('studio.previewAs.language')}
        data-testid="preview-as-language"
        size="small"
        value={value.language}
        style={{ width: 100 }}
        onChange={(language) => onChange({ ...value, language })}
        options={[
          { value: 'zh-cn', label: '中文' },
          { value: 'en', label: 'English' },
        ]}
      />
      <Select
        aria-label={t('studio.previewAs.permissions')}
        data-testid="preview-as-permissions"
        size="small"
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        placeholder={t('studio.previewAs.sessionPermissions')}
        value={value.permissions ? [...value.permissions] : []}
        style={{ minWidth: 200, maxWidth: 320 }}
        onChange={(keys: string[]) => onChange({ ...value, permissions: keys.length > 0 ? keys : undefined })}
        options={keyOptions}
      />
    </Space>
  );
}
