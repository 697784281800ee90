/**
 * The versions of the records this tab has read (the server names them in the
 * `Record-Versions` header of a read or a write: `"enterprise:12:5", "user:3:7"`),
 * sent back as `If-Match` on every write. The server compares the tag of the
 * record the write changes and refuses a stale one with 409, so a form saved
 * from an older copy never silently undoes someone else's save; no screen needs
 * to know which record it edits (server/http/recordVersions.ts).
 */

/** The header a read or write names its records' versions in. */
export const RECORD_VERSIONS_HEADER = 'record-versions';

/** At most this many records are remembered (oldest first out): a tab reads a handful. */
const MAX_RECORDS = 32;
const TAG = /"([^"]{1,200})"/g;

export interface RecordVersions {
  /** Notes the tags of a successful answer's header (a later tag of a record replaces the earlier). */
  observe(header: unknown): void;
  /** The If-Match value a write sends: every tag held, or undefined when none. */
  ifMatch(): string | undefined;
}

/** The record a tag names (`kind:key`), or undefined for a tag not of that shape. */
function recordOf(tag: string): string | undefined {
  const at = tag.lastIndexOf(':');
  return at > 0 ? tag.slice(0, at) : undefined;
}

export function createRecordVersions(): RecordVersions {
  const tags = new Map<string, string>();
  return {
    observe(header) {
      if (typeof header !== 'string' || header === '') return;
      for (const match of header.matchAll(TAG)) {
        const tag = match[1] ?? '';
        const record = recordOf(tag);
        if (record === undefined) continue;
        tags.delete(record);
        tags.set(record, tag);
        if (tags.size > MAX_RECORDS) tags.delete(tags.keys().next().value as string);
      }
    },
    ifMatch() {
      return tags.size === 0 ? undefined : [...tags.values()].map((tag) => `"${tag}"`).join(', ');
    },
  };
}
