/**
 * Delivery of verification codes. The reference server has no SMS or e-mail
 * gateway: with the test-only EPS_DEV_ROUTES=1 a code is written to the server
 * log and kept as the latest code per recipient for GET /eps/dev/codes (tests
 * read it there); otherwise (whatever NODE_ENV says) only the fact of sending
 * is logged, never the code, until a real gateway is passed to buildApp as `outbox`.
 */
import type { FastifyBaseLogger } from 'fastify';

/** One code on its way to a phone or mailbox. */
export interface OutgoingCode {
  channel: 'sms' | 'email';
  to: string;
  purpose: string;
  key: string;
  code: string;
  text: string;
  sentAt: string;
}

/** Where codes go. */
export interface CodeOutbox {
  deliver(message: OutgoingCode): Promise<void>;
  /** The latest code sent to `to` (EPS_DEV_ROUTES=1 only; otherwise undefined). */
  latest(to: string): OutgoingCode | undefined;
}

/** The log-based outbox described above. */
export function createLogOutbox(log: FastifyBaseLogger, keepForDev: boolean): CodeOutbox {
  const latestByRecipient = new Map<string, OutgoingCode>();
  return {
    deliver(message) {
      if (keepForDev) {
        latestByRecipient.set(message.to, message);
        log.info({ channel: message.channel, to: message.to, purpose: message.purpose, code: message.code }, `dev code: ${message.text}`);
      } else {
        log.warn({ channel: message.channel, purpose: message.purpose }, 'verification code issued but no gateway is configured');
      }
      return Promise.resolve();
    },
    latest(to) {
      return keepForDev ? latestByRecipient.get(to) : undefined;
    },
  };
}
