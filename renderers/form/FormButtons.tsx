import { Alert, Button, Form, Space } from 'antd';
import { memo, type ReactElement } from 'react';
import { evaluateCondition } from '../../src/core/expression';
import type { Scope } from '../../src/core/scope';
import { useFormContext } from './formContext';
import { useFormStatus, type FormStatusStore } from './formStatus';
import type { FormButton } from './types';
import type { FormController } from './useFormController';

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
 * `visibleOn`/`disabledOn` of a button read the scope (not the values).
 */
export const FormButtons = memo(function FormButtons({ buttons, controller, status, scope, indent }: FormButtonsProps): ReactElement | null {
  const { text, readOnly } = useFormContext();
  const { submitting, formErrors } = useFormStatus(status);
  const shown = buttons.filter(
    (button) => evaluateCondition(button.visibleOn, scope, true) && !(readOnly && (button.kind === 'submit' || button.kind === 'reset')),
  );
  if (shown.length === 0 && formErrors.length === 0) return null;
  return (
    <>
      {formErrors.length > 0 ? <Alert type="error" showIcon message={formErrors.join('\n')} style={{ marginBottom: 16 }} /> : null}
      {shown.length > 0 ? (
        <Form.Item label={indent ? ' ' : undefined} colon={false} className="eps-form-actions">
          <Space wrap>
            {shown.map((button, index) => {
              const kind = button.kind ?? 'button';
              const onClick = (): void => {
                if (kind === 'submit') void controller.submitAndRun(button.onClick);
                else if (kind === 'reset') {
                  controller.reset();
                  void controller.run(button.onClick);
                } else void controller.run(button.onClick);
              };
              return (
                <Button
                  key={index}
                  type={button.level ?? (kind === 'submit' ? 'primary' : 'default')}
                  danger={button.danger === true}
                  htmlType="button"
                  loading={kind === 'submit' && submitting}
                  disabled={evaluateCondition(button.disabledOn, scope, false) || (submitting && kind !== 'submit')}
                  onClick={onClick}
                >
                  {text(button.label)}
                </Button>
              );
            })}
          </Space>
        </Form.Item>
      ) : null}
    </>
  );
});
