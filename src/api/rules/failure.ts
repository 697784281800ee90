/**
 * What a failed call turns into: the rejection's fields, the notice to show
 * (dropped when the call is silent) and whether the session ends.
 */
import type { ApiEnvelope } from '../../core/env';
import type { LogoutReason } from '../types';

/** A notice for the user; the client drops it for silent calls. */
export interface FailureNotice {
  level: 'error' | 'warning';
  text: string;
}

/** A failed call, before it becomes an {@link ApiCallError}. */
export interface CallFailure {
  /** The rejection's message: the notice text, else the server's message. */
  message: string;
  code?: string | number | undefined;
  status?: number | undefined;
  envelope?: ApiEnvelope | undefined;
  notice?: FailureNotice | undefined;
  logout?: LogoutReason | undefined;
}
