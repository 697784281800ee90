/**
 * The form builder's options of one field, beside its kind, label and
 * required: help text per language (`ui:help`), the widget (only those the
 * form renderer draws for the field's kind), the common checks with their
 * messages in both languages (`minLength`, `maxLength`, `pattern` with the
 * phone and e-mail presets, `minimum`, `maximum`; a message goes to
 * `ui:messages.<keyword>`, which the form reads per keyword), a default
 * value, read-only, and when the field is shown (FormBuilderShownWhen.tsx).
 */
import { Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../core/schema/types';
import { ShownWhenInput, type OtherField } from './FormBuilderShownWhen';
import { TextPairInput } from './TextInputs';
import { setPath, type TextEdit } from './textPatch';

export interface FieldSchema {
  type?: string;
  title?: LocalizedText;
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

export type FieldUi = Record<string, unknown> & { 'ui:messages'?: Record<string, LocalizedText | undefined> };

/** Named patterns: a mainland mobile number (1, then 3-9, then nine digits) and an e-mail address. */
export const PATTERN_PRESETS: Readonly<Record<string, string>> = {
  phone: '^1[3-9]\\d{9}$',
  email: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
};

/** The widgets the form renderer draws for a field of `kind` (with choices or not). */
export function widgetsFor(kind: string, hasChoices: boolean): string[] {
  const choices = hasChoices ? ['select', 'radio'] : [];
  if (kind === 'string') return [...choices, ...(hasChoices ? [] : ['text', 'textarea', 'password', 'email', 'uri', 'color']), 'hidden'];
  if (kind === 'number' || kind === 'integer') return [...choices, ...(hasChoices ? [] : ['number', 'range', 'rating']), 'hidden'];
  if (kind === 'boolean') return ['checkbox', 'switch', 'radio', 'select', 'hidden'];
  if (kind === 'date') return ['date', 'hidden'];
  return [];
}

/** The checks a field of `kind` may have, by their JSON Schema keyword. */
function checksFor(kind: string): ('minLength' | 'maxLength' | 'minimum' | 'maximum')[] {
  if (kind === 'string') return ['minLength', 'maxLength'];
  if (kind === 'number' || kind === 'integer') return ['minimum', 'maximum'];
  return [];
}

export interface FieldOptionsProps {
  name: string;
  kind: string;
  field: FieldSchema;
  ui: FieldUi | undefined;
  /** Pointers of the field's schema and its uiSchema entry. */
  schemaAt: string;
  uiAt: string;
  apply: (edit: TextEdit, label: string, mergeKey?: string) => boolean;
  disabled: boolean;
  /** The form's other fields, which "Shown when" may compare. */
  others?: readonly OtherField[];
}

export function FieldOptions({ name, kind, field, ui, schemaAt, uiAt, apply, disabled, others = [] }: FieldOptionsProps): ReactElement {
  const { t } = useTranslation();
  const widgets = widgetsFor(kind, Array.isArray(field.enum) && field.enum.length > 0);
  const messages = ui?.['ui:messages'] ?? {};
  const set = (pointer: string, value: unknown, label: string): void => {
    apply((text) => setPath(text, pointer, value), label, pointer);
  };
  /** Sets a check; taking it away takes its message too (one undo step). */
  const setCheck = (keyword: string, value: unknown): void => {
    apply(
      (text) => {
        const next = setPath(text, `${schemaAt}/${keyword}`, value);
        return value === undefined && next !== undefined ? setPath(next, `${uiAt}/ui:messages/${keyword}`, undefined) : next;
      },
      t(`studio.visual.check.${keyword}`),
      `${schemaAt}/${keyword}`,
    );
  };
  const messageInput = (keyword: string): ReactElement | null =>
    (field as Record<string, unknown>)[keyword] === undefined ? null : (
      <TextPairInput
        value={messages[keyword]}
        onChange={(value) => set(`${uiAt}/ui:messages/${keyword}`, value, t('studio.visual.checkMessage'))}
        label={t('studio.visual.checkMessage')}
        testId={`field-${name}-${keyword}-message`}
        disabled={disabled}
      />
    );
  const preset = Object.entries(PATTERN_PRESETS).find(([, pattern]) => pattern === field.pattern)?.[0];

  return (
    <>
      <Form.Item label={t('studio.visual.fieldHelp')} style={{ marginBottom: 6 }}>
        <TextPairInput value={ui?.['ui:help'] as LocalizedText | undefined} onChange={(value) => set(`${uiAt}/ui:help`, value, t('studio.visual.fieldHelp'))} label={t('studio.visual.fieldHelp')} testId={`field-${name}-help`} disabled={disabled} />
      </Form.Item>
      {widgets.length > 1 && (
        <Form.Item label={t('studio.visual.fieldWidget')} style={{ marginBottom: 6 }}>
          <Select
            allowClear
            placeholder={t('studio.visual.widgetDefault')}
            value={typeof ui?.['ui:widget'] === 'string' ? ui['ui:widget'] : null}
            onChange={(value: string | undefined) => set(`${uiAt}/ui:widget`, value ?? undefined, t('studio.visual.fieldWidget'))}
            options={widgets.map((widget) => ({ value: widget, label: t(`studio.visual.widget.${widget}`, { defaultValue: widget }) }))}
            aria-label={t('studio.visual.fieldWidget')}
            data-testid={`field-${name}-widget`}
            disabled={disabled}
          />
        </Form.Item>
      )}
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
          {messageInput(keyword)}
        </Form.Item>
      ))}
      {kind === 'string' && (
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
          {messageInput('pattern')}
        </Form.Item>
      )}
      <Form.Item label={t('studio.visual.fieldDefault')} style={{ marginBottom: 6 }}>
        <DefaultInput name={name} kind={kind} field={field} onChange={(value) => set(`${schemaAt}/default`, value, t('studio.visual.fieldDefault'))} disabled={disabled} />
      </Form.Item>
      <Form.Item label={t('studio.visual.readOnly')} style={{ marginBottom: 6 }}>
        <Switch size="small" checked={ui?.['ui:readonly'] === true} onChange={(on) => set(`${uiAt}/ui:readonly`, on ? true : undefined, t('studio.visual.readOnly'))} aria-label={t('studio.visual.readOnly')} data-testid={`field-${name}-readonly`} disabled={disabled} />
      </Form.Item>
      <Form.Item label={t('studio.visual.shownWhen.label')} tooltip={t('studio.visual.shownWhen.help')} style={{ marginBottom: 6 }}>
        <ShownWhenInput
          name={name}
          value={typeof ui?.['ui:visibleOn'] === 'string' ? ui['ui:visibleOn'] : undefined}
          others={others}
          // Each pick is one undo step; keystrokes in a box merge into one.
          onChange={(expression, typing) => apply((text) => setPath(text, `${uiAt}/ui:visibleOn`, expression), t('studio.visual.shownWhen.label'), typing ? `${uiAt}/ui:visibleOn` : undefined)}
          disabled={disabled}
        />
      </Form.Item>
    </>
  );
}

/** The default value in the input its kind takes: a choice, a number, yes/no, a date or text. */
function DefaultInput({ name, kind, field, onChange, disabled }: { name: string; kind: string; field: FieldSchema; onChange: (value: unknown) => void; disabled: boolean }): ReactElement {
  const { t } = useTranslation();
  const common = { size: 'small' as const, 'aria-label': t('studio.visual.fieldDefault'), 'data-testid': `field-${name}-default`, disabled };
  const value = field.default;
  if (Array.isArray(field.enum) && field.enum.length > 0)
    return <Select {...common} allowClear value={value ?? null} onChange={(next: unknown) => onChange(next ?? undefined)} options={field.enum.map((choice) => ({ value: choice as string, label: String(choice) }))} />;
  if (kind === 'number' || kind === 'integer') return <InputNumber {...common} {...(kind === 'integer' ? { precision: 0 } : {})} value={typeof value === 'number' ? value : null} onChange={(next) => onChange(next ?? undefined)} />;
  if (kind === 'boolean')
    return (
      <Select {...common} allowClear value={typeof value === 'boolean' ? String(value) : null} onChange={(next: string | undefined) => onChange(next === undefined ? undefined : next === 'true')} options={[{ value: 'true', label: t('studio.visual.yes') }, { value: 'false', label: t('studio.visual.no') }]} />
    );
  return <Input {...common} value={typeof value === 'string' ? value : ''} placeholder={kind === 'date' ? 'YYYY-MM-DD' : undefined} onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)} />;
}
