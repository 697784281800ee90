/**
 * `ui:widget: verifyCode`: a code input with a send button (spec portal-shell
 * 4 and 5, "Code-send button"). On click it checks the target field (a
 * phone or e-mail sibling; a warning when malformed), runs the pre-check
 * call (when its data equals `blockWhen`, default true, an error shows and
 * nothing is sent), sends the code, stores the returned key into the
 * `keyField` sibling and counts down (60 s by default) before the button
 * can be used again.
 *
 * @example uiSchema: { "code": { "ui:widget": "verifyCode", "ui:options": {
 *   "target": "phone", "targetFormat": "mobile", "keyField": "key",
 *   "precheck": { "api": { "method": "post", "url": "/eps/usercenter/uc/register/check", "data": { "phone": "${value}" } } },
 *   "send": { "method": "post", "url": "/eps/usercenter/uc/sms/code", "data": { "phone": "${value}" } } } } }
 */
import { Button, Form, Input, Space } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { resolveRequest } from '@core/dataSource';
import { useEnv } from '@core/react';
import { checkEmail, checkMobile } from '@core/validation';
import { useFormContext } from '../formContext';
import type { WidgetProps } from '../types';
import { defined } from './defined';
import { inputText, textInputProps } from './TextWidget';
import { verifyCodeOptions, type VerifyCodeOptions } from './verifyCodeOptions';

const REQUIRED_KEYS = { mobile: 'validation.mobileRequired', email: 'validation.emailRequired' } as const;

/** The message key when the target is not usable, or undefined. */
function targetProblem(value: string, format: VerifyCodeOptions['targetFormat']): string | undefined {
  if (format === undefined) return value === '' ? 'widgets.verifyCode.targetMissing' : undefined;
  if (value === '') return REQUIRED_KEYS[format];
  return (format === 'mobile' ? checkMobile(value) : checkEmail(value))?.key;
}

/** Seconds left before the button works again; ticks once a second while above 0. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

export function VerifyCodeWidget(props: WidgetProps): ReactElement {
  const { id, value, field, disabled, readOnly } = props;
  const env = useEnv();
  const { scope, text } = useFormContext();
  const form = Form.useFormInstance();
  const options = useMemo(() => verifyCodeOptions(field.ui), [field.ui]);
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const parent = field.path.slice(0, -1);

  const send = useCallback(async (): Promise<void> => {
    if (!options) return;
    const raw: unknown = form.getFieldValue([...parent, options.target]);
    const target = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
    const problem = targetProblem(target, options.targetFormat);
    if (problem) {
      env.notify('warning', env.i18n.t(problem));
      return;
    }
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const callScope = scope.extend({ value: target, values });
    setSending(true);
    try {
      if (options.precheck) {
        // Both run on the person's click on "send code" (src/core/calls: a gesture).
        const { data } = await env.api.request({ ...resolveRequest(options.precheck.api, callScope, env.i18n), trigger: 'gesture' });
        if (data === options.precheck.blockWhen) {
          env.notify('error', text(options.precheck.message));
          return;
        }
      }
      const { data: key } = await env.api.request({ ...resolveRequest(options.send, callScope, env.i18n), trigger: 'gesture' });
      if (options.keyField) form.setFieldValue([...parent, options.keyField], key);
      startCountdown(options.countdown);
    } catch {
      // The api provider has told the user; the button stays usable.
    } finally {
      setSending(false);
    }
    // `parent` is derived from the stable field descriptor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options, form, env, scope, text, startCountdown, field]);

  /** The countdown label with `{{seconds}}` filled in: a translation key or a `{zh-cn, en}` pair. */
  const countdownText = (label: VerifyCodeOptions['countdownLabel'], seconds: number): string =>
    typeof label === 'string' && env.i18n.exists(label)
      ? env.i18n.t(label, { seconds })
      : text(label).replace(/\{\{\s*seconds\s*\}\}/g, String(seconds));

  if (!options) {
    return <Input {...defined({ id })} disabled value={inputText(value)} status="error" placeholder={env.i18n.t('widgets.verifyCode.misconfigured')} />;
  }
  const counting = left > 0;
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        {...textInputProps(props)}
        autoComplete="one-time-code"
        inputMode="numeric"
      />
      <Button
        className="eps-verify-code-send"
        disabled={disabled || readOnly || counting}
        loading={sending}
        onClick={() => void send()}
        style={{ minWidth: 112 }}
      >
        {counting ? countdownText(options.countdownLabel, left) : text(options.sendLabel)}
      </Button>
    </Space.Compact>
  );
}
