/**
 * GeeTest v3's register (pre-check) step: before the v3 widget can
 * show, the server asks GeeTest for a challenge and hands the page
 * md5(challenge + private key), as GeeTest's v3 server SDK does in online
 * mode (register.php with json_format=1, digestmod md5). The SDK's offline
 * ("failback") mode is left out on purpose: it lets the widget run without
 * GeeTest and accepts any answer, i.e. fails open. Here no key or id, an
 * unreachable service or a bad challenge all answer `{ success: 0 }`, which
 * the page refuses, so the sign-in stops instead.
 */
import { geetestBase, md5 } from './captchaGeetest';

/** What GET /eps/auth/cas/register adds as `v3` (the shape the page's geetest3.ts reads). */
export type Geetest3Register = { success: 1; gt: string; challenge: string; newCaptcha: true } | { success: 0 };

export interface Geetest3RegisterSettings {
  /** EPS_GEE_TEST_CID: the captcha id (GeeTest's `gt`). */
  captchaId: string;
  /** EPS_GEE_TEST_API: the service base (a comma list: the first is used). */
  api: string;
  /** GEETEST_KEY: the private key. */
  key: string | undefined;
  /** The visitor's address, passed on for GeeTest's risk analysis (optional in its API). */
  ipAddress?: string;
  /** Network timeout (ms); GeeTest's SDKs use 5 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const OFFLINE: Geetest3Register = { success: 0 };

/** GeeTest's challenges are 32 hex digits; '0', '' or anything else means its service refused. */
const CHALLENGE = /^[0-9a-f]{32}$/i;

/** Asks GeeTest for a fresh v3 challenge; never throws. */
export async function registerGeetest3(settings: Geetest3RegisterSettings): Promise<Geetest3Register> {
  const captchaId = settings.captchaId.trim();
  if (!settings.key || !captchaId) return OFFLINE;
  const query = new URLSearchParams({ gt: captchaId, json_format: '1', digestmod: 'md5', client_type: 'web', sdk: 'eps-reference' });
  if (settings.ipAddress) query.set('ip_address', settings.ipAddress);
  let answer: unknown;
  try {
    const response = await (settings.fetch ?? fetch)(`${geetestBase(settings.api, 'v3')}/register.php?${query.toString()}`, {
      method: 'GET',
      signal: AbortSignal.timeout(settings.timeoutMs ?? 5000),
    });
    if (!response.ok) return OFFLINE;
    answer = await response.json();
  } catch {
    return OFFLINE;
  }
  const origin = answer && typeof answer === 'object' ? (answer as { challenge?: unknown }).challenge : undefined;
  if (typeof origin !== 'string' || !CHALLENGE.test(origin)) return OFFLINE;
  return { success: 1, gt: captchaId, challenge: md5(origin + settings.key), newCaptcha: true };
}
