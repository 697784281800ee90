/**
 * Password hashing with scrypt (node:crypto) and the spec's "password (encoded)"
 * transport: the portal may send base64 of the UTF-8 password. That encoding
 * only keeps the text out of casual logs; it is not the security (HTTPS and the
 * hash are). Both forms are accepted.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { BinaryLike, ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function scryptAsync(secret: BinaryLike, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes `secret` as `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(secret.normalize('NFC'), salt, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `secret` matches `stored` (constant-time comparison). */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltText || !keyText) return false;
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
  if (await verifySecret(sent, stored)) return true;
  const decoded = decodeBase64Text(sent);
  return decoded !== undefined && decoded !== sent && verifySecret(decoded, stored);
}
