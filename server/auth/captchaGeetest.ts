/**
 * GeeTest's server-side check, used only when EPS_LOGIN_GEE_TEST
 * asks for it ('Y4' v4, other values but N and BUILTIN v3). The validate
 * call goes to the configured service (EPS_GEE_TEST_API, else GeeTest's
 * public one) with the private key from GEETEST_KEY. Never fails open: no
 * key, a malformed token, an unreachable service or a non-success answer
 * all refuse the sign-in.
 */
import { createHash, createHmac } from 'node:crypto';

export type GeetestVersion = 'v3' | 'v4';

/** Why a GeeTest check refused. */
export type GeetestOutcome = 'ok' | 'failed' | 'unreachable' | 'notConfigured';

export interface GeetestSettings {
  version: GeetestVersion;
  /** EPS_GEE_TEST_CID: the captcha id. */
  captchaId: string;
  /** EPS_GEE_TEST_API: the service base (a comma list: the first is used). */
  api: string;
  /** GEETEST_KEY: the private key. */
  key: string | undefined;
  /** Network timeout (ms). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const DEFAULT_API: Record<GeetestVersion, string> = { v4: 'https://gcaptcha4.geetest.com', v3: 'https://api.geetest.com' };

/** The service base: the first entry of EPS_GEE_TEST_API, else GeeTest's public service of the version. */
export function geetestBase(api: string, version: GeetestVersion): string {
  return (api.split(',')[0]?.trim() || DEFAULT_API[version]).replace(/\/+$/, '');
}

/** Hex MD5 (GeeTest v3 signs with it). */
export const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

function parseToken(token: string): Record<string, string> | undefined {
  try {
    const value: unknown = JSON.parse(token);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
    return out;
  } catch {
    return undefined;
  }
}

/** Checks a client's GeeTest result (the JSON the widget gave, sent as eps_challenge). */
export async function verifyGeetest(token: string, settings: GeetestSettings): Promise<GeetestOutcome> {
  if (!settings.key || !settings.captchaId) return 'notConfigured';
  const fields = parseToken(token);
  if (!fields) return 'failed';
  const base = geetestBase(settings.api, settings.version);
  const body = new URLSearchParams();
  let url: string;
  if (settings.version === 'v4') {
    const { lot_number: lot, captcha_output: output, pass_token: pass, gen_time: gen } = fields;
    if (!lot || !output || !pass || !gen) return 'failed';
    const sign = createHmac('sha256', settings.key).update(lot).digest('hex');
    for (const [k, v] of Object.entries({ lot_number: lot, captcha_output: output, pass_token: pass, gen_time: gen, sign_token: sign })) body.set(k, v);
    url = `${base}/validate?captcha_id=${encodeURIComponent(settings.captchaId)}`;
  } else {
    const { geetest_challenge: challenge, geetest_validate: validate, geetest_seccode: seccode } = fields;
    if (!challenge || !validate || !seccode) return 'failed';
    // Online mode of GeeTest's v3 server SDK (gt3-php-sdk 3.0 success_validate): the answer is
    // bound to the key, validate == md5(key + 'geetest' + challenge), checked before asking the
    // service. (The 3.1 SDKs skip this local check; keeping it only refuses forgeries earlier.)
    if (md5(`${settings.key}geetest${challenge}`) !== validate) return 'failed';
    const fields3 = { seccode, challenge, captchaid: settings.captchaId, json_format: '1', timestamp: String(Math.floor(Date.now() / 1000)), sdk: 'eps-reference' };
    for (const [k, v] of Object.entries(fields3)) body.set(k, v);
    url = `${base}/validate.php`;
  }
  let answer: unknown;
  try {
    const response = await (settings.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 5000),
    });
    if (!response.ok) return 'unreachable';
    answer = await response.json();
  } catch {
    return 'unreachable';
  }
  if (!answer || typeof answer !== 'object') return 'failed';
  if (settings.version === 'v4') return (answer as { result?: unknown }).result === 'success' ? 'ok' : 'failed';
  const seccode = fields['geetest_seccode'] ?? '';
  // validate.php answers {seccode: md5(seccode)} when it accepts, {seccode: 'false'} when not.
  return (answer as { seccode?: unknown }).seccode === md5(seccode) ? 'ok' : 'failed';
}
