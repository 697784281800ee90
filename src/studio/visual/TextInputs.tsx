/**
 * The inputs of the properties panel for texts and conditions. A text is
 * edited in both languages side by side: a `{ zh-cn, en }` pair directly; a
 * translation key shows what it says in each language and can become the
 * node's own pair (the key's texts as the start). A condition is a text
 * field with a small builder for who sees a node (buyers, suppliers, a
 * supplier level).
 */
import { Button, Input, Select, Space, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';
import type { LocalizedText } from '../../core/schema/types';
import { usePreviewTexts } from '../preview/usePreviewTexts';

const LANGUAGES = [
  ['zh-cn', '中文'],
  ['en', 'English'],
] as const;

export interface TextPairInputProps {
  value: LocalizedText | undefined;
  onChange: (value: LocalizedText | undefined) => void;
  /** Accessible name prefix (the prop's name). */
  label: string;
  testId: string;
  disabled?: boolean;
}

export function TextPairInput({ value, onChange, label, testId, disabled = false }: TextPairInputProps): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  // Each language's own texts: the portal's instance holds only the language it shows (the other would fall back).
  const zh = usePreviewTexts('zh-cn');
  const en = usePreviewTexts('en');
  const isKey = typeof value === 'string' && value !== '' && env.i18n.exists(value);
  if (isKey) {
    const texts = { 'zh-cn': zh.i18n, en: en.i18n };
    const loading = !texts['zh-cn'] || !texts.en;
    const pair = Object.fromEntries(LANGUAGES.map(([lang]) => [lang, texts[lang]?.t(value) ?? '…'])) as Record<string, string>;
    return (
      <div data-testid={testId}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('studio.visual.textKey', { key: value })}</Typography.Text>
        {LANGUAGES.map(([lang, name]) => (
          <div key={lang} style={{ fontSize: 13 }}>
            <Typography.Text type="secondary">{name}: </Typography.Text>
            {pair[lang]}
          </div>
        ))}
        <Button size="small" disabled={disabled || loading} onClick={() => onChange(pair)} data-testid={`${testId}-own`}>
          {t('studio.visual.ownTexts')}
        </Button>
      </div>
    );
  }
  // A plain string (no key) is the same text in every language until one is changed.
  const pair: Record<string, string> = typeof value === 'string' ? { 'zh-cn': value, en: value } : { ...(value ?? {}) };
  const change = (lang: string, text: string): void => {
    const next = { ...pair, [lang]: text };
    onChange(Object.values(next).every((part) => part === '') ? undefined : next);
  };
  return (
    <Space.Compact direction="vertical" style={{ width: '100%' }} data-testid={testId}>
      {LANGUAGES.map(([lang, name]) => (
        <Input
          key={lang}
          size="small"
          addonBefore={<span style={{ display: 'inline-block', width: 48 }}>{name}</span>}
          aria-label={`${label} (${name})`}
          value={pair[lang] ?? ''}
          disabled={disabled}
          onChange={(event) => change(lang, event.target.value)}
          data-testid={`${testId}-${lang}`}
        />
      ))}
    </Space.Compact>
  );
}

/** Who a condition is about: a platform and, for suppliers, a level. */
function conditionFor(platform: string, level: string): string {
  const parts = [platform === 'any' ? '' : `platform == '${platform}'`, level === 'any' ? '' : `user.userLevel == '${level}'`].filter(Boolean);
  return parts.join(' && ');
}

export interface ConditionInputProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  label: string;
  testId: string;
  disabled?: boolean;
}

export function ConditionInput({ value, onChange, label, testId, disabled = false }: ConditionInputProps): ReactElement {
  const { t } = useTranslation();
  const [platform, setPlatform] = useState('su');
  const [level, setLevel] = useState('any');
  return (
    <div data-testid={testId}>
      <Input
        size="small"
        aria-label={label}
        value={value ?? ''}
        disabled={disabled}
        placeholder={t('studio.visual.conditionPlaceholder')}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        data-testid={`${testId}-text`}
      />
      <Space size={4} wrap style={{ marginTop: 4 }}>
        <Select
          size="small"
          value={platform}
          onChange={setPlatform}
          aria-label={t('studio.visual.conditionWho')}
          data-testid={`${testId}-platform`}
          style={{ width: 110 }}
          options={[
            { value: 'any', label: t('studio.visual.anyone') },
            { value: 'ep', label: t('studio.visual.buyers') },
            { value: 'su', label: t('studio.visual.suppliers') },
          ]}
        />
        <Select
          size="small"
          value={level}
          onChange={setLevel}
          aria-label={t('studio.visual.conditionLevel')}
          data-testid={`${testId}-level`}
          style={{ width: 110 }}
          options={[{ value: 'any', label: t('studio.visual.anyLevel') }, ...['1', '2', '3'].map((n) => ({ value: n, label: t('studio.visual.level', { level: n }) }))]}
        />
        <Button size="small" disabled={disabled || conditionFor(platform, level) === ''} onClick={() => onChange(conditionFor(platform, level))} data-testid={`${testId}-use`}>
          {t('studio.visual.useCondition')}
        </Button>
      </Space>
    </div>
  );
}
