/**
 * GeeTest's server-side check (issue 10), used only when EPS_LOGIN_GEE_TEST
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
  const base = (settings.api.split(',')[0]?.trim() || DEFAULT_API[settings.version]).replace(/\/+$/, '');
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
    // The v3 answer is bound to the key: validate == md5(key + 'geetest' + challenge).
    if (createHash('md5').update(`${settings.key}geetest${challenge}`).digest('hex') !== validate) return 'failed';
    for (const [k, v] of Object.entries({ seccode, challenge, captchaid: settings.captchaId, json_format: '1', sdk: 'eps-reference' })) body.set(k, v);
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
  return (answer as { seccode?: unknown }).seccode === createHash('md5').update(seccode).digest('hex') ? 'ok' : 'failed';
}
