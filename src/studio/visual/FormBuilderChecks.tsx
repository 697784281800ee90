/**
 * The common checks of one field in the form builder, each with its message
 * in both languages: `minLength`/`maxLength` for text, `minimum`/`maximum`
 * for numbers, and `pattern` for text with the phone and e-mail presets. A
 * message goes to `ui:messages.<keyword>`, which the form reads per keyword.
 */
import { Form, Input, InputNumber, Select, Space } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOptionsProps } from './FormBuilderOptions';
import { TextPairInput } from './TextInputs';
import { setPath } from './textPatch';

/** Named patterns: a mainland mobile number (1, then 3-9, then nine digits) and an e-mail address. */
export const PATTERN_PRESETS: Readonly<Record<string, string>> = {
  phone: '^1[3-9]\\d{9}$',
  email: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
};

/** The number checks a field of `kind` may have, by their JSON Schema keyword. */
function checksFor(kind: string): ('minLength' | 'maxLength' | 'minimum' | 'maximum')[] {
  if (kind === 'string') return ['minLength', 'maxLength'];
  if (kind === 'number' || kind === 'integer') return ['minimum', 'maximum'];
  return [];
}

type CheckProps = Omit<FieldOptionsProps, 'others'>;

/** Sets a check; taking it away takes its message too (one undo step). */
function useSetCheck({ schemaAt, uiAt, apply }: Pick<CheckProps, 'schemaAt' | 'uiAt' | 'apply'>): (keyword: string, value: unknown) => void {
  const { t } = useTranslation();
  return (keyword, value) => {
    apply(
      (text) => {
        const next = setPath(text, `${schemaAt}/${keyword}`, value);
        return value === undefined && next !== undefined ? setPath(next, `${uiAt}/ui:messages/${keyword}`, undefined) : next;
      },
      t(`studio.visual.check.${keyword}`),
      `${schemaAt}/${keyword}`,
    );
  };
}

/** The message of a check the field has; nothing while it has not that check. */
function CheckMessage({ keyword, name, field, ui, uiAt, apply, disabled }: CheckProps & { keyword: string }): ReactElement | null {
  const { t } = useTranslation();
  if ((field as Record<string, unknown>)[keyword] === undefined) return null;
  const pointer = `${uiAt}/ui:messages/${keyword}`;
  return (
    <TextPairInput
      value={ui?.['ui:messages']?.[keyword]}
      onChange={(value) => apply((text) => setPath(text, pointer, value), t('studio.visual.checkMessage'), pointer)}
      label={t('studio.visual.checkMessage')}
      testId={`field-${name}-${keyword}-message`}
      disabled={disabled}
    />
  );
}

/** The field's checks: its number checks, then a text field's pattern. */
export function FieldChecks(props: CheckProps): ReactElement {
  const { t } = useTranslation();
  const { name, kind, field, disabled } = props;
  const setCheck = useSetCheck(props);
  return (
    <>
      {checksFor(kind).map((keyword) => (
        <Form.Item key={keyword} label={t(`studio.visual.check.${keyword}`)} style={{ marginBottom: 6 }}>
          <InputNumber
            size="small"
            {...(keyword.endsWith('Length') ? { min: 0 } : {})}
            {...(keyword.endsWith('Length') || kind === 'integer' ? { precision: 0 } : {})}
            value={typeof field[keyword] === 'number' ? field[keyword] : null}
            onChange={(value) => setCheck(keyword, value ?? undefined)}
            aria-label={t(`studio.visual.check.${keyword}`)}
            data-testid={`field-${name}-${keyword}`}
            disabled={disabled}
          />
          <CheckMessage {...props} keyword={keyword} />
        </Form.Item>
      ))}
      {kind === 'string' && <PatternCheck {...props} setCheck={setCheck} />}
    </>
  );
}

/** A text field's pattern: a preset (phone, e-mail) or one of its own, typed in. */
function PatternCheck(props: CheckProps & { setCheck: (keyword: string, value: unknown) => void }): ReactElement {
  const { t } = useTranslation();
  const { name, field, disabled, setCheck } = props;
  const preset = Object.entries(PATTERN_PRESETS).find(([, pattern]) => pattern === field.pattern)?.[0];
  return (
    <Form.Item label={t('studio.visual.check.pattern')} style={{ marginBottom: 6 }}>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          size="small"
          allowClear
          style={{ width: 120 }}
          placeholder={t('studio.visual.patternPreset')}
          value={preset ?? (field.pattern === undefined ? null : 'custom')}
          onChange={(value: string | undefined) => setCheck('pattern', value === undefined ? undefined : (PATTERN_PRESETS[value] ?? field.pattern ?? ''))}
          options={[...Object.keys(PATTERN_PRESETS), 'custom'].map((value) => ({ value, label: t(`studio.visual.pattern.${value}`) }))}
          aria-label={t('studio.visual.patternPreset')}
          data-testid={`field-${name}-pattern-preset`}
          disabled={disabled}
        />
        <Input size="small" value={field.pattern ?? ''} onChange={(event) => setCheck('pattern', event.target.value === '' ? undefined : event.target.value)} aria-label={t('studio.visual.check.pattern')} data-testid={`field-${name}-pattern`} disabled={disabled} />
      </Space.Compact>
      <CheckMessage {...props} keyword="pattern" />
    </Form.Item>
  );
}
