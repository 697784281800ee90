/**
 * Optimistic concurrency for the records a person edits, possibly in two tabs
 * at once (the enterprise profile, the user's own row, a supplier's partner
 * contact). Every such row has a `version` that each write adds one to.
 *
 * - A read (and a successful write) names the versions it answered with in the
 *   `Record-Versions` header, as entity tags: `"enterprise:12:5", "user:3:7"`.
 * - The portal's api client keeps the latest tag of each record and sends all
 *   it holds as `If-Match` on every write (src/api/rules/recordVersions.ts), so
 *   no screen has to know which record a form edits.
 * - A write looks in If-Match for the tag of the record it changes: a tag with
 *   another version means the person edited a copy someone else has replaced
 *   since; the write changes nothing and answers 409 with `errors.staleRecord`.
 *   No tag of that record (a script, an older portal): the write goes ahead,
 *   as it did before versions existed.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { API_CODES } from './codes';
import { recordTag as tagOf } from '../../src/core/recordVersions';

/** The response header naming the versions of the records an answer holds. */
export const RECORD_VERSIONS_HEADER = 'record-versions';

/** The kinds of versioned records. */
export type RecordKind = 'enterprise' | 'user' | 'partner-contact' | 'screen' | 'text' | 'menu';

/** The entity tag of one record's version, e.g. `"user:3:7"`; a version is a number or a token of `[A-Za-z0-9._-]`. */
export function recordTag(kind: RecordKind, key: string | number, version: number | string): string {
  // The portal's client writes the same tags for the copies it edits (src/core/recordVersions.ts).
  return tagOf(kind, key, version);
}

/** Adds a record's tag to the answer's Record-Versions header. */
export function announceVersion(reply: FastifyReply, kind: RecordKind, key: string | number, version: number | string): void {
  const tag = recordTag(kind, key, version);
  const before = reply.getHeader(RECORD_VERSIONS_HEADER);
  void reply.header(RECORD_VERSIONS_HEADER, typeof before === 'string' && before !== '' ? `${before}, ${tag}` : tag);
}

/** Longest If-Match we read; the client sends a handful of short tags. */
const MAX_IF_MATCH = 4096;
const TAG = /"([^"]{1,200})"/g;

/**
 * The version token of `kind:key` the caller edited, from its If-Match header; undefined when the
 * header holds no tag of that record (then the write is not checked). A malformed token comes back
 * as `!`, which no record's version equals.
 */
export function expectedToken(request: FastifyRequest, kind: RecordKind, key: string | number): string | undefined {
  const header = request.headers['if-match'];
  const text = Array.isArray(header) ? header.join(', ') : header;
  if (typeof text !== 'string' || text.length > MAX_IF_MATCH) return undefined;
  const prefix = `${kind}:${key}:`;
  for (const match of text.matchAll(TAG)) {
    const tag = match[1] ?? '';
    if (!tag.startsWith(prefix)) continue;
    const token = tag.slice(prefix.length);
    return /^[A-Za-z0-9._-]{1,64}$/.test(token) ? token : '!';
  }
  return undefined;
}

/** {@link expectedToken} of a record with a numeric version (-1, matching nothing, for a token that is no version). */
export function expectedVersion(request: FastifyRequest, kind: RecordKind, key: string | number): number | undefined {
  const token = expectedToken(request, kind, key);
  if (token === undefined) return undefined;
  return /^[0-9]{1,9}$/.test(token) ? Number(token) : -1;
}

/** HTTP 409: the record changed since the caller read it; nothing was saved. */
export function staleRecord(): AppError {
  return new AppError(409, API_CODES.BAD_REQUEST, 'errors.staleRecord');
}
