/**
 * The versions of the records this tab has read (the server names them in the
 * `Record-Versions` header of a read or a write: `"enterprise:12:5", "user:3:7"`),
 * sent back as `If-Match` on every write. The server compares the tag of the
 * record the write changes and refuses a stale one with 409, so a form saved
 * from an older copy never silently undoes someone else's save; no screen needs
 * to know which record it edits (server/http/recordVersions.ts). A write made
 * from a copy read earlier (a form filled by a read) sends that copy's tags for
 * its records instead (ApiRequest.ifMatch): a later read of the same record by
 * another part of the page must not make the older copy's save look current.
 */
import { recordTagsIn, recordVersionsHeader } from '../../core/recordVersions';

/** The header a read or write names its records' versions in. */
export const RECORD_VERSIONS_HEADER = 'record-versions';

/** At most this many records are remembered (oldest first out): a tab reads a handful. */
const MAX_RECORDS = 32;

export interface RecordVersions {
  /** Notes the tags of a successful answer's header (a later tag of a record replaces the earlier). */
  observe(header: unknown): void;
  /**
   * The If-Match value a write sends: every tag held, or undefined when none. `copy` (a read's Record-Versions,
   * the copy a form shows) stands for its records instead of the latest tags held.
   */
  ifMatch(copy?: string): string | undefined;
}

export function createRecordVersions(): RecordVersions {
  const tags = new Map<string, string>();
  return {
    observe(header) {
      for (const [record, tag] of recordTagsIn(header)) {
        tags.delete(record);
        tags.set(record, tag);
        if (tags.size > MAX_RECORDS) tags.delete(tags.keys().next().value as string);
      }
    },
    ifMatch(copy) {
      const sent = new Map(tags);
      for (const [record, tag] of recordTagsIn(copy)) sent.set(record, tag);
      return recordVersionsHeader(sent);
    },
  };
}
