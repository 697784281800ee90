/**
 * Password hashing with scrypt (node:crypto) and the spec's "password (encoded)"
 * transport: the portal may send base64 of the UTF-8 password. That encoding
 * only keeps the text out of casual logs; it is not the security (HTTPS and the
 * hash are). Both forms are accepted.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { BinaryLike, ScryptOptions } from 'node:crypto';

/** scrypt cost of new hashes: N=2^17 (OWASP's minimum for scrypt, r=8, p=1); about 0.6 s here. */
export const DEFAULT_N = 2 ** 17;
/** The test-only cost (EPS_TEST_WEAK_HASH=1, the test helpers): 2^14, about 60 ms. */
export const TEST_N = 2 ** 14;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

let currentN = DEFAULT_N;

/** Sets the cost of new hashes; only buildApp (from config) and the test helpers call it. */
export function setPasswordHashCost(cost: 'default' | 'test'): void {
  currentN = cost === 'test' ? TEST_N : DEFAULT_N;
}

function scryptAsync(secret: BinaryLike, salt: Buffer, options: ScryptOptions & { N: number; r: number }): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) refuses N=2^17.
  const maxmem = 2 * 128 * options.N * options.r;
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes `secret` as `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(secret.normalize('NFC'), salt, { N: currentN, r: R, p: P });
  return ['scrypt', currentN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `stored` was made with a lower cost than new hashes get (rehash after the next sign-in). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < currentN || Number(r) !== R || Number(p) !== P;
}

/** True when `stored` has exactly the parameters new hashes get now (a hash made ahead may stand in for a new one). */
export function madeAtCurrentCost(stored: string): boolean {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  return scheme === 'scrypt' && Number(n) === currentN && Number(r) === R && Number(p) === P && Boolean(salt) && Boolean(key);
}

/** True when `secret` matches `stored` (constant-time comparison). */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltText || !keyText) return false;
  // A stored cost outside what we ever write is a corrupt row, not a reason to allocate gigabytes.
  if (!(Number(n) >= 2 ** 10 && Number(n) <= 2 ** 20) || Number(r) > 16 || Number(p) > 4) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const key = await scryptAsync(secret.normalize('NFC'), Buffer.from(saltText, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Decodes base64 (standard or url alphabet) to UTF-8 text; undefined when `text`
 * is not well-formed base64 of valid UTF-8 without control characters.
 */
export function decodeBase64Text(text: string): string | undefined {
  const compact = text.trim();
  if (compact === '' || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(compact)) return undefined;
  const bytes = Buffer.from(compact.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  // Re-encoding must give the same bytes: rejects truncated or mixed input.
  if (decoded.includes('\uFFFD') || bytes.toString('base64').replace(/=+$/, '') !== compact.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')) {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- a decoded password never holds control characters
  return /[\u0000-\u001f\u007f]/.test(decoded) ? undefined : decoded;
}

/**
 * Checks a password as sent by the portal: first as plain text, then, if that
 * fails and it is base64, as the decoded text.
 */
export async function verifyTransportPassword(sent: string, stored: string): Promise<boolean> {
  return (await matchTransportPassword(sent, stored)) !== undefined;
}

/** Like {@link verifyTransportPassword}, answering the password text that matched (to rehash it). */
export async function matchTransportPassword(sent: string, stored: string): Promise<string | undefined> {
  if (await verifySecret(sent, stored)) return sent;
  const decoded = decodeBase64Text(sent);
  return decoded !== undefined && decoded !== sent && (await verifySecret(decoded, stored)) ? decoded : undefined;
}
