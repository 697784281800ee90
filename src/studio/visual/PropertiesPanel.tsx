/**
 * The properties of the selected node, as a form generated from its
 * renderer's props schema (the meta-schema's branch for its type): texts in
 * both languages, conditions with a builder, choices, switches, numbers and
 * strings. Props that are structures (data calls, actions) open in the JSON
 * view at their place. A form and a table also get their builder. Every
 * change is an edit of the draft text, checked at once by the editor's own
 * document check: its problems for this node are listed under the form.
 */
import { Alert, Button, Empty, Form, Input, InputNumber, Select, Switch, Tabs, Typography } from 'antd';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '../../core/registry';
import type { LocalizedText } from '../../core/schema/types';
import type { LintProblem } from '../editor/JsonEditor';
import { ActionInput } from './ActionInput';
import { findOutlineNode } from './documentTree';
import { FormBuilder } from './FormBuilder';
import { propKind, propsOf } from './nodeSchemas';
import { TableBuilder } from './TableBuilder';
import { ConditionInput, TextPairInput } from './TextInputs';
import { setAt, valueAt } from './textPatch';
import type { VisualEdits } from './useVisualEdits';

export interface PropertiesPanelProps {
  edits: VisualEdits;
  metaSchema: JsonSchema;
  check: (document: unknown) => readonly LintProblem[];
  /** Shows a pointer in the JSON view. */
  onJump: (pointer: string) => void;
}

/** Props never shown: the node's type and the document's own bookkeeping. */
const HIDDEN = new Set(['type', 'schemaVersion', '$schema', 'style']);
/** Props every node has, listed after the renderer's own. */
const COMMON_LAST = ['visibleOn', 'hiddenOn', 'disabledOn', 'permission', 'id', 'testId', 'className'];

type Schema = Readonly<Record<string, unknown>>;

export function PropertiesPanel({ edits, metaSchema, check, onJump }: PropertiesPanelProps): ReactElement {
  const { t } = useTranslation();
  const node = edits.selected === undefined ? undefined : findOutlineNode(edits.outline, edits.selected);
  const problems = useMemo(() => (edits.document === undefined ? [] : check(edits.document)), [check, edits.document]);
  if (!node) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('studio.visual.selectANode')} />;

  const value = valueAt(edits.document, node.pointer) as Record<string, unknown>;
  const props = propsOf(metaSchema, node.type);
  const names = Object.keys(props).filter((name) => !HIDDEN.has(name) && propKind(props[name] as Schema) !== 'nodes');
  const ordered = [...names.filter((name) => !COMMON_LAST.includes(name)), ...COMMON_LAST.filter((name) => names.includes(name))];
  const own = problems.filter((problem) => problem.pointer === node.pointer || problem.pointer.startsWith(`${node.pointer}/`));
  const set = (prop: string, next: unknown): void => {
    const at = `${node.pointer}/${prop.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    edits.apply((text) => setAt(text, at, next), t('studio.visual.changed', { prop }), at);
  };

  const fields = (
    <Form layout="vertical" size="small" className="eps-studio-props" data-testid="studio-properties">
      {ordered.map((name) => (
        <Form.Item key={name} label={<span title={String((props[name] as Schema).description ?? '')}>{name}</span>} style={{ marginBottom: 8 }}>
          <PropField name={name} metaSchema={metaSchema} schema={props[name] as Schema} value={value?.[name]} disabled={!edits.editable} onChange={(next) => set(name, next)} onJump={() => onJump(`${node.pointer}/${name}`)} />
        </Form.Item>
      ))}
    </Form>
  );
  const builder = node.type === 'form' ? <FormBuilder edits={edits} pointer={node.pointer} /> : node.type === 'table' ? <TableBuilder edits={edits} pointer={node.pointer} /> : undefined;

  return (
    <div data-testid="studio-properties-panel" data-pointer={node.pointer}>
      <Typography.Text strong>{node.type}</Typography.Text>{' '}
      <Typography.Text type="secondary" code style={{ fontSize: 11 }}>{node.pointer || '/'}</Typography.Text>
      {own.length > 0 && (
        <Alert
          type={own.some((problem) => problem.severity !== 'warning') ? 'error' : 'warning'}
          showIcon
          style={{ margin: '6px 0' }}
          data-testid="studio-properties-problems"
          message={own.map((problem) => <div key={`${problem.pointer}:${problem.message}`}>{problem.message}</div>)}
        />
      )}
      {builder ? (
        <Tabs
          size="small"
          items={[
            { key: 'builder', label: t(node.type === 'form' ? 'studio.visual.fields' : 'studio.visual.columns'), children: builder },
            { key: 'props', label: t('studio.visual.properties'), children: fields },
          ]}
        />
      ) : (
        fields
      )}
    </div>
  );
}

interface PropFieldProps {
  name: string;
  metaSchema: JsonSchema;
  schema: Schema;
  value: unknown;
  disabled: boolean;
  onChange: (value: unknown) => void;
  onJump: () => void;
}

function PropField({ name, metaSchema, schema, value, disabled, onChange, onJump }: PropFieldProps): ReactNode {
  const { t } = useTranslation();
  const testId = `prop-${name}`;
  switch (propKind(schema)) {
    case 'text':
      return <TextPairInput value={value as LocalizedText | undefined} onChange={onChange} label={name} testId={testId} disabled={disabled} />;
    case 'expression':
      return <ConditionInput value={typeof value === 'string' ? value : undefined} onChange={onChange} label={name} testId={testId} disabled={disabled} />;
    case 'actions':
      return <ActionInput value={value} onChange={onChange} onJump={onJump} metaSchema={metaSchema} testId={testId} disabled={disabled} />;
    case 'boolean':
      return <Switch size="small" checked={value === true} disabled={disabled} onChange={(checked) => onChange(checked ? true : undefined)} aria-label={name} data-testid={testId} />;
    case 'choice':
      return (
        <Select
          size="small"
          allowClear
          value={value as string | number | undefined}
          disabled={disabled}
          onChange={(next) => onChange(next ?? undefined)}
          aria-label={name}
          data-testid={testId}
          style={{ width: '100%' }}
          options={(schema.enum as (string | number)[]).map((option) => ({ value: option, label: String(option) }))}
        />
      );
    case 'number':
      return <InputNumber size="small" value={typeof value === 'number' ? value : null} disabled={disabled} onChange={(next) => onChange(next ?? undefined)} aria-label={name} data-testid={testId} style={{ width: '100%' }} />;
    case 'string':
      return typeof value === 'string' || value === undefined ? (
        <Input size="small" value={value ?? ''} disabled={disabled} onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)} aria-label={name} data-testid={testId} />
      ) : (
        <Button size="small" onClick={onJump}>{t('studio.visual.editInJson')}</Button>
      );
    default:
      return (
        <Button size="small" onClick={onJump} data-testid={testId}>
          {value === undefined ? t('studio.visual.notSet') : t('studio.visual.editInJson')}
        </Button>
      );
  }
}
