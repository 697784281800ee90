/**
 * What a click does, for props holding actions (a button's `action`): the
 * common cases chosen from a list (open a dialog with a form, go to a
 * page), the rest in the JSON view. A new dialog is a node of the
 * document: it shows in the outline, where its form is built like any other.
 */
import { Button, Input, Select, Space } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '../../core/registry';
import { minimalNode } from './nodeSchemas';

interface ActionValue {
  action?: string;
  to?: string;
}

export interface ActionInputProps {
  value: unknown;
  onChange: (value: unknown) => void;
  onJump: () => void;
  metaSchema: JsonSchema;
  testId: string;
  disabled: boolean;
}

/** A dialog holding a form that closes it once submitted, as a starting point. */
function dialogWithForm(metaSchema: JsonSchema): Record<string, unknown> {
  return {
    action: 'dialog',
    dialog: {
      ...minimalNode(metaSchema, 'dialog'),
      body: [{ ...minimalNode(metaSchema, 'form'), actions: [{ label: { 'zh-cn': '提交', en: 'Submit' }, kind: 'submit', level: 'primary' }], onSuccess: { action: 'close' } }],
    },
  };
}

export function ActionInput({ value, onChange, onJump, metaSchema, testId, disabled }: ActionInputProps): ReactElement {
  const { t } = useTranslation();
  const single = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as ActionValue) : undefined;
  const kind = value === undefined ? 'none' : single?.action === 'dialog' || single?.action === 'navigate' ? single.action : 'other';
  const choose = (next: string): void => {
    if (next === 'none') onChange(undefined);
    else if (next === 'dialog') onChange(dialogWithForm(metaSchema));
    else if (next === 'navigate') onChange({ action: 'navigate', to: '/pages/main/' });
  };
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid={testId}>
      <Select
        size="small"
        value={kind}
        disabled={disabled}
        onChange={choose}
        aria-label={t('studio.visual.onClick')}
        data-testid={`${testId}-kind`}
        style={{ width: '100%' }}
        options={[
          { value: 'none', label: t('studio.visual.action.none') },
          { value: 'dialog', label: t('studio.visual.action.dialog') },
          { value: 'navigate', label: t('studio.visual.action.navigate') },
          ...(kind === 'other' ? [{ value: 'other', label: t('studio.visual.action.other') }] : []),
        ]}
      />
      {kind === 'navigate' && (
        <Input size="small" value={single?.to ?? ''} disabled={disabled} aria-label={t('studio.visual.action.to')} onChange={(event) => onChange({ ...single, to: event.target.value })} data-testid={`${testId}-to`} />
      )}
      {kind !== 'none' && kind !== 'navigate' && (
        <Button size="small" onClick={onJump}>
          {t('studio.visual.editInJson')}
        </Button>
      )}
    </Space>
  );
}
