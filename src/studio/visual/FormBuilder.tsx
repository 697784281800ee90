/**
 * The form builder: the form's fields as a list (add, remove, reorder),
 * each with its kind, its label in both languages, required with its
 * message in both languages, its choices, and the options of
 * FormBuilderOptions.tsx (help, widget, checks, default, read-only, shown
 * when). It
 * writes the form's JSON Schema and uiSchema as a person would:
 * `schema.properties.<name>`, `schema.required`,
 * `uiSchema.<name>["ui:messages"].required`, `enum`.
 */
import { Button, Form, Input, Select, Space, Switch, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';
import type { LocalizedText } from '../../core/schema/types';
import { resolveText } from '../../core/text';
import { FieldOptions, type FieldSchema, type FieldUi } from './FormBuilderOptions';
import type { OtherField } from './FormBuilderShownWhen';
import type { RuleValue } from './shownWhen';
import { ItemList } from './ItemList';
import { TextPairInput } from './TextInputs';
import { moveItem, setAt, setPath, valueAt, type TextEdit } from './textPatch';
import type { VisualEdits } from './useVisualEdits';

interface FormValue {
  schema?: { properties?: Record<string, FieldSchema>; required?: string[] };
  uiSchema?: Record<string, FieldUi | undefined>;
}

const KINDS = ['string', 'number', 'integer', 'boolean', 'date'] as const;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const escape = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Runs edits one after another as one change (one undo step); undefined when one cannot apply. */
const chain =
  (...edits: TextEdit[]): TextEdit =>
  (text) =>
    edits.reduce<string | undefined>((current, edit) => (current === undefined ? undefined : edit(current)), text);

function kindOf(field: FieldSchema): string {
  return field.type === 'string' && field.format === 'date' ? 'date' : (field.type ?? 'string');
}

const isRuleValue = (value: unknown): value is RuleValue => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The fields "Shown when" may compare, with their labels and choices (named by `ui:enumNames` when the form names them). */
function otherFieldsOf(form: FormValue, text: (value: LocalizedText | undefined) => string): OtherField[] {
  return Object.entries(form.schema?.properties ?? {}).map(([name, field]) => {
    const choices = Array.isArray(field.enum) ? field.enum.filter(isRuleValue) : undefined;
    const names = form.uiSchema?.[name]?.['ui:enumNames'];
    const choiceLabels = choices && Array.isArray(names) && names.length === choices.length ? names.map((entry) => text(entry as LocalizedText)) : undefined;
    return { name, title: text(field.title) || name, kind: kindOf(field), choices, ...(choiceLabels ? { choiceLabels } : {}) };
  });
}

export function FormBuilder({ edits, pointer }: { edits: VisualEdits; pointer: string }): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const [newName, setNewName] = useState('');
  const form = (valueAt(edits.document, pointer) ?? {}) as FormValue;
  const properties = form.schema?.properties ?? {};
  const required = Array.isArray(form.schema?.required) ? form.schema.required : [];
  const names = Object.keys(properties);
  const disabled = !edits.editable;
  const at = (path: string): string => `${pointer}${path}`;
  const fields = otherFieldsOf(form, (value) => resolveText(value, env.i18n));
  const apply = (edit: TextEdit, label: string, mergeKey?: string): boolean => edits.apply(edit, label, mergeKey);

  const setRequired = (name: string, on: boolean): void => {
    const next = on ? [...required, name] : required.filter((entry) => entry !== name);
    apply((text) => setPath(text, at('/schema/required'), next), t('studio.visual.required'));
  };
  const setKind = (name: string, kind: string): void => {
    const base = `/schema/properties/${escape(name)}`;
    apply(chain((text) => setAt(text, at(`${base}/type`), kind === 'date' ? 'string' : kind), (text) => setPath(text, at(`${base}/format`), kind === 'date' ? 'date' : undefined)), t('studio.visual.fieldKind'));
  };
  const remove = (name: string): void => {
    apply(
      chain(
        (text) => setAt(text, at(`/schema/properties/${escape(name)}`), undefined),
        (text) => (required.includes(name) ? setAt(text, at('/schema/required'), required.filter((entry) => entry !== name)) : text),
        (text) => setPath(text, at(`/uiSchema/${escape(name)}`), undefined),
      ),
      t('studio.visual.removeItem'),
    );
  };
  const add = (): void => {
    if (!NAME.test(newName) || names.includes(newName)) return;
    if (apply((text) => setPath(text, at(`/schema/properties/${newName}`), { type: 'string', title: { 'zh-cn': newName, en: newName } }), t('studio.visual.addField'))) setNewName('');
  };

  const items = names.map((name) => {
    const field = properties[name] ?? {};
    const base = `/schema/properties/${escape(name)}`;
    const isRequired = required.includes(name);
    const message = form.uiSchema?.[name]?.['ui:messages']?.required;
    return {
      key: name,
      title: (
        <span data-testid={`form-field-${name}`}>
          {resolveText(field.title, env.i18n) || name} <Typography.Text type="secondary" style={{ fontSize: 12 }}>{name}{isRequired ? ' *' : ''}</Typography.Text>
        </span>
      ),
      body: (
        <Form layout="vertical" size="small">
          <Form.Item label={t('studio.visual.fieldKind')} style={{ marginBottom: 6 }}>
            <Select value={kindOf(field)} onChange={(kind: string) => setKind(name, kind)} options={KINDS.map((kind) => ({ value: kind, label: t(`studio.visual.kind.${kind}`) }))} aria-label={t('studio.visual.fieldKind')} data-testid={`field-${name}-kind`} disabled={disabled} />
          </Form.Item>
          <Form.Item label={t('studio.visual.fieldLabel')} style={{ marginBottom: 6 }}>
            <TextPairInput value={field.title} onChange={(value) => apply((text) => setPath(text, at(`${base}/title`), value), t('studio.visual.fieldLabel'), at(`${base}/title`))} label={t('studio.visual.fieldLabel')} testId={`field-${name}-title`} disabled={disabled} />
          </Form.Item>
          <Form.Item label={t('studio.visual.required')} style={{ marginBottom: 6 }}>
            <Switch size="small" checked={isRequired} onChange={(on) => setRequired(name, on)} aria-label={t('studio.visual.required')} data-testid={`field-${name}-required`} disabled={disabled} />
          </Form.Item>
          {isRequired && (
            <Form.Item label={t('studio.visual.requiredMessage')} style={{ marginBottom: 6 }}>
              <TextPairInput
                value={message}
                onChange={(value) => apply((text) => setPath(text, at(`/uiSchema/${escape(name)}/ui:messages/required`), value), t('studio.visual.requiredMessage'), at(`/uiSchema/${name}/required`))}
                label={t('studio.visual.requiredMessage')}
                testId={`field-${name}-message`}
                disabled={disabled}
              />
            </Form.Item>
          )}
          {kindOf(field) === 'string' && (
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
          <FieldOptions name={name} kind={kindOf(field)} field={field} ui={form.uiSchema?.[name]} schemaAt={at(base)} uiAt={at(`/uiSchema/${escape(name)}`)} apply={apply} disabled={disabled} others={fields.filter((other) => other.name !== name)} />
        </Form>
      ),
    };
  });

  return (
    <div data-testid="form-builder">
      <ItemList
        testId="form-fields"
        items={items}
        disabled={disabled}
        onMove={(index, delta) => apply((text) => moveItem(text, at('/schema/properties'), index, delta), t('studio.visual.moved', { type: 'field' }))}
        onRemove={(index) => remove(names[index] as string)}
      />
      <Space.Compact style={{ width: '100%', marginTop: 6 }}>
        <Input
          size="small"
          value={newName}
          onChange={(event) => setNewName(event.target.value.trim())}
          onPressEnter={add}
          placeholder={t('studio.visual.newFieldName')}
          aria-label={t('studio.visual.newFieldName')}
          status={newName !== '' && (!NAME.test(newName) || names.includes(newName)) ? 'error' : ''}
          data-testid="form-new-field"
          disabled={disabled}
        />
        <Button size="small" onClick={add} disabled={disabled || !NAME.test(newName) || names.includes(newName)} data-testid="form-new-field-add">
          {t('studio.visual.addField')}
        </Button>
      </Space.Compact>
    </div>
  );
}
