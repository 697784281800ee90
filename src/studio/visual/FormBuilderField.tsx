/**
 * One field of the form builder: its card's title (label, name, a star when
 * required) and its editor: kind, label in both languages, required with its
 * message in both languages, choices for a text field, and the options of
 * FormBuilderOptions.tsx.
 */
import { Form, Select, Switch, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldOptions, type FieldSchema, type FieldUi } from './FormBuilderOptions';
import type { OtherField } from './FormBuilderShownWhen';
import { escapeSegment, FIELD_KINDS, kindOf } from './formFields';
import { TextPairInput } from './TextInputs';
import { setPath, type TextEdit } from './textPatch';

/** The field's label (or its name when it has none), then its name and a star when it is required. */
export function FieldTitle({ name, label, isRequired }: { name: string; label: string; isRequired: boolean }): ReactElement {
  return (
    <span data-testid={`form-field-${name}`}>
      {label || name} <Typography.Text type="secondary" style={{ fontSize: 12 }}>{name}{isRequired ? ' *' : ''}</Typography.Text>
    </span>
  );
}

export interface FieldEditorProps {
  name: string;
  field: FieldSchema;
  ui: FieldUi | undefined;
  isRequired: boolean;
  /** The pointer of a path inside the form. */
  at: (path: string) => string;
  apply: (edit: TextEdit, label: string, mergeKey?: string) => boolean;
  onKind: (kind: string) => void;
  onRequired: (on: boolean) => void;
  disabled: boolean;
  /** The form's other fields, which "Shown when" may compare. */
  others: readonly OtherField[];
}

export function FieldEditor({ name, field, ui, isRequired, at, apply, onKind, onRequired, disabled, others }: FieldEditorProps): ReactElement {
  const { t } = useTranslation();
  const base = `/schema/properties/${escapeSegment(name)}`;
  const kind = kindOf(field);
  return (
    <Form layout="vertical" size="small">
      <Form.Item label={t('studio.visual.fieldKind')} style={{ marginBottom: 6 }}>
        <Select value={kind} onChange={onKind} options={FIELD_KINDS.map((option) => ({ value: option, label: t(`studio.visual.kind.${option}`) }))} aria-label={t('studio.visual.fieldKind')} data-testid={`field-${name}-kind`} disabled={disabled} />
      </Form.Item>
      <Form.Item label={t('studio.visual.fieldLabel')} style={{ marginBottom: 6 }}>
        <TextPairInput value={field.title} onChange={(value) => apply((text) => setPath(text, at(`${base}/title`), value), t('studio.visual.fieldLabel'), at(`${base}/title`))} label={t('studio.visual.fieldLabel')} testId={`field-${name}-title`} disabled={disabled} />
      </Form.Item>
      <Form.Item label={t('studio.visual.required')} style={{ marginBottom: 6 }}>
        <Switch size="small" checked={isRequired} onChange={onRequired} aria-label={t('studio.visual.required')} data-testid={`field-${name}-required`} disabled={disabled} />
      </Form.Item>
      {isRequired && (
        <Form.Item label={t('studio.visual.requiredMessage')} style={{ marginBottom: 6 }}>
          <TextPairInput
            value={ui?.['ui:messages']?.required}
            onChange={(value) => apply((text) => setPath(text, at(`/uiSchema/${escapeSegment(name)}/ui:messages/required`), value), t('studio.visual.requiredMessage'), at(`/uiSchema/${name}/required`))}
            label={t('studio.visual.requiredMessage')}
            testId={`field-${name}-message`}
            disabled={disabled}
          />
        </Form.Item>
      )}
      {kind === 'string' && (
        <Form.Item label={t('studio.visual.choices')} help={t('studio.visual.choicesHelp')} style={{ marginBottom: 6 }}>
          <Select
            mode="tags"
            value={Array.isArray(field.enum) ? field.enum.map(String) : []}
            onChange={(values: string[]) => apply((text) => setPath(text, at(`${base}/enum`), values.length ? values : undefined), t('studio.visual.choices'))}
            aria-label={t('studio.visual.choices')}
            data-testid={`field-${name}-choices`}
            disabled={disabled}
          />
        </Form.Item>
      )}
      <FieldOptions name={name} kind={kind} field={field} ui={ui} schemaAt={at(base)} uiAt={at(`/uiSchema/${escapeSegment(name)}`)} apply={apply} disabled={disabled} others={others} />
    </Form>
  );
}
