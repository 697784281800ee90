/**
 * Options of the `verifyCode` widget (`ui:options`), read defensively: a
 * uiSchema is data written by hand.
 */
import type { DataSource, LocalizedText } from '../../../src/core/schema/types';

/** spec portal-shell 9: code resend countdown. */
export const DEFAULT_COUNTDOWN_SECONDS = 60;

/** The pre-check before a code is sent (spec portal-shell 5: the registration check). */
export interface VerifyCodePrecheck {
  api: DataSource;
  /** The response data that stops the send (default `true`: "already exists"). */
  blockWhen: unknown;
  /** Shown as an error when the send is stopped. */
  message: LocalizedText;
}

export interface VerifyCodeOptions {
  /** Sibling field holding the address the code goes to (a phone, an e-mail). */
  target: string;
  /** A format the target must have before anything is sent. */
  targetFormat: 'mobile' | 'email' | undefined;
  precheck: VerifyCodePrecheck | undefined;
  /** Sends the code; its response data (the code key) goes to `keyField`. `${value}` is the target. */
  send: DataSource;
  keyField: string | undefined;
  countdown: number;
  sendLabel: LocalizedText;
  countdownLabel: LocalizedText;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is LocalizedText => typeof value === 'string' || isRecord(value);
/** A call: by URL, or by permission code (spec workflow 6; the api client resolves it from the permission sets). */
const isSource = (value: unknown): value is DataSource =>
  isRecord(value) && (typeof value['url'] === 'string' || (typeof value['permission'] === 'string' && value['permission'] !== ''));

/** The widget's options from a field's `ui:options`; undefined when `target` or `send` is missing. */
export function verifyCodeOptions(ui: Readonly<Record<string, unknown>>): VerifyCodeOptions | undefined {
  const target = ui['target'];
  const send = ui['send'];
  if (typeof target !== 'string' || target === '' || !isSource(send)) return undefined;
  const rawPrecheck = ui['precheck'];
  const precheck: VerifyCodePrecheck | undefined =
    isRecord(rawPrecheck) && isSource(rawPrecheck['api'])
      ? {
          api: rawPrecheck['api'],
          blockWhen: Object.prototype.hasOwnProperty.call(rawPrecheck, 'blockWhen') ? rawPrecheck['blockWhen'] : true,
          message: isText(rawPrecheck['message']) ? rawPrecheck['message'] : 'widgets.verifyCode.blocked',
        }
      : undefined;
  const format = ui['targetFormat'];
  const countdown = ui['countdown'];
  return {
    target,
    targetFormat: format === 'mobile' || format === 'email' ? format : undefined,
    precheck,
    send,
    keyField: typeof ui['keyField'] === 'string' && ui['keyField'] !== '' ? ui['keyField'] : undefined,
    countdown: typeof countdown === 'number' && Number.isInteger(countdown) && countdown >= 0 ? countdown : DEFAULT_COUNTDOWN_SECONDS,
    sendLabel: isText(ui['sendLabel']) ? ui['sendLabel'] : 'widgets.verifyCode.send',
    countdownLabel: isText(ui['countdownLabel']) ? ui['countdownLabel'] : 'widgets.verifyCode.countdown',
  };
}
