import { Alert, Button, Form, Space, Tooltip } from 'antd';
import { memo, type ReactElement } from 'react';
import type { Scope } from '@core/scope';
import { useButtonStates } from './buttonStates';
import { useFormContext } from './formContext';
import { useFormStatus, type FormStatusStore } from './formStatus';
import type { FormButton } from './types';
import type { FormController } from './useFormController';

// Full-width buttons need a bar (and items) as wide as the form.
const BLOCK_BAR = { display: 'flex', flexDirection: 'column', alignItems: 'stretch', width: '100%' } as const;

export interface FormButtonsProps {
  buttons: readonly FormButton[];
  controller: FormController;
  status: FormStatusStore;
  scope: Scope;
  /** Indent the bar under the inputs (horizontal layout). */
  indent: boolean;
}

/**
 * The button bar and the form-level errors. It alone follows the submit
 * status, so a submit re-renders the buttons, not the fields.
 * `visibleOn`/`disabledOn` of a button read the scope, and the form values
 * as `values` when they name them (buttonStates.ts); a disabled button shows
 * its `disabledTip`.
 */
export const FormButtons = memo(function FormButtons({ buttons, controller, status, scope, indent }: FormButtonsProps): ReactElement | null {
  const { text, readOnly } = useFormContext();
  const { submitting, formErrors } = useFormStatus(status);
  const { states, watcher } = useButtonStates(Form.useFormInstance(), buttons, scope);
  const shown = buttons
    .map((button, index) => ({ button, state: states[index] ?? { visible: true, disabled: false } }))
    .filter(({ button, state }) => state.visible && !(readOnly && (button.kind === 'submit' || button.kind === 'reset')));
  // The watcher stays while every button is hidden: a value may show one again.
  if (shown.length === 0 && formErrors.length === 0) return watcher;
  return (
    <>
      {watcher}
      {formErrors.length > 0 ? <Alert type="error" showIcon message={formErrors.join('\n')} style={{ marginBottom: 16 }} /> : null}
      {shown.length > 0 ? (
        <Form.Item label={indent ? ' ' : undefined} colon={false} className="eps-form-actions">
          <Space wrap {...(shown.every(({ button }) => button.block === true) ? { style: BLOCK_BAR } : {})}>
            {shown.map(({ button, state }, index) => {
              const kind = button.kind ?? 'button';
              const onClick = (): void => {
                if (kind === 'submit') void controller.submitAndRun(button.onClick);
                else if (kind === 'reset') {
                  controller.reset();
                  void controller.run(button.onClick);
                } else void controller.run(button.onClick);
              };
              const disabled = state.disabled || (submitting && kind !== 'submit');
              const element = (
                <Button
                  key={index}
                  type={button.level ?? (kind === 'submit' ? 'primary' : 'default')}
                  danger={button.danger === true}
                  htmlType="button"
                  loading={kind === 'submit' && submitting}
                  disabled={disabled}
                  block={button.block === true}
                  onClick={onClick}
                >
                  {text(button.label)}
                </Button>
              );
              // A disabled button gets no pointer events; the tip sits on a wrapper that does.
              return disabled && button.disabledTip !== undefined ? (
                <Tooltip key={index} title={text(button.disabledTip)}>
                  <span className="eps-form-button-tip" style={{ display: button.block === true ? 'block' : 'inline-block', cursor: 'not-allowed' }}>
                    {element}
                  </span>
                </Tooltip>
              ) : (
                element
              );
            })}
          </Space>
        </Form.Item>
      ) : null}
    </>
  );
});
