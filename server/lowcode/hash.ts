/**
 * Canonical JSON (object keys sorted, no spaces) and its sha256: the same
 * document hashes the same whatever the key order or indentation of the file
 * it came from, so drift means a change of content, not of formatting.
 */
import { createHash } from 'node:crypto';

/** JSON text with object keys sorted at every level. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
}

/** sha256 (hex) of the canonical JSON of `value`. */
export function documentHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}
