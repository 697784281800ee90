/**
 * The form builder's options of one field, beside its kind, label and
 * required: help text per language (`ui:help`), the widget (only those the
 * form renderer draws for the field's kind), the common checks with their
 * messages in both languages (`minLength`, `maxLength`, `pattern` with the
 * phone and e-mail presets, `minimum`, `maximum`; a message goes to
 * `ui:messages.<keyword>`, which the form reads per keyword), a default
 * value, read-only, and when the field is shown (FormBuilderShownWhen.tsx).
 * The checks are FormBuilderChecks.tsx.
 */
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../core/schema/types';
import { FieldChecks } from './FormBuilderChecks';
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

export { PATTERN_PRESETS } from './FormBuilderChecks';

/** The widgets the form renderer draws for a field of `kind` (with choices or not). */
export function widgetsFor(kind: string, hasChoices: boolean): string[] {
  const choices = hasChoices ? ['select', 'radio'] : [];
  if (kind === 'string') return [...choices, ...(hasChoices ? [] : ['text', 'textarea', 'password', 'email', 'uri', 'color']), 'hidden'];
  if (kind === 'number' || kind === 'integer') return [...choices, ...(hasChoices ? [] : ['number', 'range', 'rating']), 'hidden'];
  if (kind === 'boolean') return ['checkbox', 'switch', 'radio', 'select', 'hidden'];
  if (kind === 'date') return ['date', 'hidden'];
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

export function FieldOptions(props: FieldOptionsProps): ReactElement {
  const { name, kind, field, ui, schemaAt, uiAt, apply, disabled, others = [] } = props;
  const { t } = useTranslation();
  const set = (pointer: string, value: unknown, label: string): void => {
    apply((text) => setPath(text, pointer, value), label, pointer);
  };

  return (
    <>
      <Form.Item label={t('studio.visual.fieldHelp')} style={{ marginBottom: 6 }}>
        <TextPairInput value={ui?.['ui:help'] as LocalizedText | undefined} onChange={(value) => set(`${uiAt}/ui:help`, value, t('studio.visual.fieldHelp'))} label={t('studio.visual.fieldHelp')} testId={`field-${name}-help`} disabled={disabled} />
      </Form.Item>
      <WidgetSelect name={name} kind={kind} field={field} ui={ui} onChange={(value) => set(`${uiAt}/ui:widget`, value, t('studio.visual.fieldWidget'))} disabled={disabled} />
      <FieldChecks name={name} kind={kind} field={field} ui={ui} schemaAt={schemaAt} uiAt={uiAt} apply={apply} disabled={disabled} />
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

/** The widget, among those the form renderer draws for the field's kind; none when there is no choice to make. */
function WidgetSelect({ name, kind, field, ui, onChange, disabled }: { name: string; kind: string; field: FieldSchema; ui: FieldUi | undefined; onChange: (widget: string | undefined) => void; disabled: boolean }): ReactElement | null {
  const { t } = useTranslation();
  const widgets = widgetsFor(kind, Array.isArray(field.enum) && field.enum.length > 0);
  if (widgets.length <= 1) return null;
  return (
    <Form.Item label={t('studio.visual.fieldWidget')} style={{ marginBottom: 6 }}>
      <Select
        allowClear
        placeholder={t('studio.visual.widgetDefault')}
        value={typeof ui?.['ui:widget'] === 'string' ? ui['ui:widget'] : null}
        onChange={(value: string | undefined) => onChange(value ?? undefined)}
        options={widgets.map((widget) => ({ value: widget, label: t(`studio.visual.widget.${widget}`, { defaultValue: widget }) }))}
        aria-label={t('studio.visual.fieldWidget')}
        data-testid={`field-${name}-widget`}
        disabled={disabled}
      />
    </Form.Item>
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
