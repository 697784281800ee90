/**
 * The form builder's "Shown when" of one field: pick another field of the
 * form, an operator and a value (that field's choices when it has them),
 * and the field's `ui:visibleOn` is written as the expression they make
 * (shownWhen.ts); "Advanced" takes a hand-written expression, checked as it
 * is typed; clearing takes the key away. A rule is written once complete,
 * each pick one undo step, typing in a box one step.
 */
import { Button, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { expressionProblem, expressionToRule, OPERATORS, ruleToExpression, takesNoValue, type Operator, type RuleValue, type ShownWhenRule } from './shownWhen';

/** Another field of the form, as the rule offers it. */
export interface OtherField {
  name: string;
  /** Its label in the studio's language (the name when it has none). */
  title: string;
  /** The builder's kind: string, number, integer, boolean, date. */
  kind: string;
  /** Its enum choices, when it has them. */
  choices: readonly RuleValue[] | undefined;
  /** What the form shows for each choice (its `ui:enumNames`), when it names them. */
  choiceLabels?: readonly string[];
}

export interface ShownWhenInputProps {
  /** The field's property name, for test ids. */
  name: string;
  /** The field's `ui:visibleOn` now. */
  value: string | undefined;
  others: readonly OtherField[];
  /** Writes the expression (undefined: removes the key); `typing` merges keystrokes into one undo step. */
  onChange: (expression: string | undefined, typing?: boolean) => void;
  disabled: boolean;
}

type Draft = Partial<ShownWhenRule>;

const draftOf = (value: string | undefined): Draft => expressionToRule(value) ?? {};

export function ShownWhenInput({ name, value, others, onChange, disabled }: ShownWhenInputProps): ReactElement {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [advanced, setAdvanced] = useState(() => value !== undefined && expressionToRule(value) === undefined);
  // The document changed (a pick, undo, the JSON view): show what it now says (React's
  // "adjusting state when a prop changes", during render rather than in an effect).
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(draftOf(value));
    if (value !== undefined && expressionToRule(value) === undefined) setAdvanced(true);
  }

  const update = (next: Draft, typing = false): void => {
    setDraft(next);
    if (next.field === undefined || next.operator === undefined) return;
    const expression = ruleToExpression(next as ShownWhenRule);
    if (expression !== undefined && expression !== value) onChange(expression, typing);
  };
  const other = others.find((field) => field.name === draft.field);
  const testId = `field-${name}-shownWhen`;
  const problem = advanced && value !== undefined ? expressionProblem(value) : undefined;

  return (
    <div data-testid={testId}>
      {advanced ? (
        <Input
          size="small"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value.trim() === '' ? undefined : event.target.value, true)}
          placeholder="values.method == 'other'"
          status={problem ? 'error' : ''}
          aria-label={t('studio.visual.shownWhen.expression')}
          data-testid={`${testId}-expression`}
          disabled={disabled}
        />
      ) : (
        <Space.Compact style={{ width: '100%' }}>
          <Select
            size="small"
            style={{ width: '34%' }}
            value={draft.field ?? null}
            placeholder={t('studio.visual.shownWhen.always')}
            onChange={(field: string) => update({ field, operator: draft.operator ?? 'equals' })}
            options={others.map((field) => ({ value: field.name, label: field.title }))}
            aria-label={t('studio.visual.shownWhen.field')}
            data-testid={`${testId}-field`}
            disabled={disabled || others.length === 0}
          />
          <Select
            size="small"
            style={{ width: '26%' }}
            value={draft.operator ?? null}
            onChange={(operator: Operator) => update({ ...draft, operator, value: undefined })}
            options={OPERATORS.map((operator) => ({ value: operator, label: t(`studio.visual.shownWhen.operator.${operator}`) }))}
            aria-label={t('studio.visual.shownWhen.operatorLabel')}
            data-testid={`${testId}-operator`}
            disabled={disabled || draft.field === undefined}
          />
          {draft.operator !== undefined && !takesNoValue(draft.operator) && (
            <RuleValueInput testId={`${testId}-value`} other={other} multiple={draft.operator === 'oneOf'} value={draft.value} onChange={(next, typing) => update({ ...draft, value: next }, typing)} disabled={disabled} />
          )}
        </Space.Compact>
      )}
      {problem && (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid={`${testId}-problem`}>
          {t('studio.visual.shownWhen.problem', { detail: problem })}
        </Typography.Text>
      )}
      <Space size={4} style={{ marginTop: 4 }}>
        <Button size="small" type="link" onClick={() => setAdvanced(!advanced)} data-testid={`${testId}-advanced`} disabled={disabled || (advanced && value !== undefined && !expressionToRule(value))}>
          {advanced ? t('studio.visual.shownWhen.simple') : t('studio.visual.shownWhen.advanced')}
        </Button>
        <Button size="small" type="link" onClick={() => onChange(undefined)} data-testid={`${testId}-clear`} disabled={disabled || value === undefined}>
          {t('studio.visual.shownWhen.clear')}
        </Button>
      </Space>
    </div>
  );
}

interface RuleValueInputProps {
  testId: string;
  other: OtherField | undefined;
  multiple: boolean;
  value: ShownWhenRule['value'];
  onChange: (value: ShownWhenRule['value'], typing?: boolean) => void;
  disabled: boolean;
}

/** The value a rule compares with, in the input the other field's kind takes: its choices, yes / no, a number or text. */
function RuleValueInput({ testId, other, multiple, value, onChange, disabled }: RuleValueInputProps): ReactElement {
  const { t } = useTranslation();
  const common = { size: 'small' as const, style: { width: '40%' }, 'aria-label': t('studio.visual.shownWhen.value'), 'data-testid': testId, disabled };
  const numeric = other?.kind === 'number' || other?.kind === 'integer';
  const choices: readonly RuleValue[] | undefined = other?.kind === 'boolean' ? [true, false] : other?.choices;
  const label = (choice: RuleValue, index: number): string =>
    typeof choice === 'boolean' ? t(choice ? 'studio.visual.yes' : 'studio.visual.no') : (other?.choiceLabels?.[index] ?? String(choice));
  if (choices && choices.length > 0) {
    // Select options carry strings; the choice is found back by its text.
    const byText = new Map(choices.map((choice) => [String(choice), choice] as const));
    const picked = (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(String);
    return (
      <Select
        {...common}
        {...(multiple ? { mode: 'multiple' as const } : {})}
        value={multiple ? picked : (picked[0] ?? null)}
        onChange={(next: string | string[]) => onChange(Array.isArray(next) ? next.map((text) => byText.get(text) ?? text) : byText.get(next))}
        options={choices.map((choice, index) => ({ value: String(choice), label: label(choice, index) }))}
      />
    );
  }
  if (multiple) {
    const list = Array.isArray(value) ? value.map(String) : [];
    return <Select {...common} mode="tags" value={list} onChange={(next: string[]) => onChange(numeric ? next.map(Number).filter(Number.isFinite) : next)} />;
  }
  if (numeric) return <InputNumber {...common} value={typeof value === 'number' ? value : null} onChange={(next) => onChange(typeof next === 'number' ? next : undefined, true)} />;
  return <Input {...common} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value, true)} />;
}
