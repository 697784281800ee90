/**
 * Record versions as the server names them (`Record-Versions: "enterprise:12:5", "user:3:7"`): each tag is
 * `kind:key:version`. Read here by the api client (which sends them back as If-Match) and by a form that keeps
 * the versions of the copy it shows.
 */

const TAG = /"([^"]{1,200})"/g;

/** The record a tag names (`kind:key`), or undefined for a tag not of that shape. */
function recordOf(tag: string): string | undefined {
  const at = tag.lastIndexOf(':');
  return at > 0 ? tag.slice(0, at) : undefined;
}

/** Each record's tag (without quotes) in header values, in order; a later tag of a record replaces the earlier. */
export function recordTagsIn(...headers: unknown[]): Map<string, string> {
  const tags = new Map<string, string>();
  for (const header of headers) {
    if (typeof header !== 'string') continue;
    for (const match of header.matchAll(TAG)) {
      const tag = match[1] ?? '';
      const record = recordOf(tag);
      if (record === undefined) continue;
      tags.delete(record);
      tags.set(record, tag);
    }
  }
  return tags;
}

/** Tags as a header value, or undefined when there are none. */
export function recordVersionsHeader(tags: ReadonlyMap<string, string>): string | undefined {
  return tags.size === 0 ? undefined : [...tags.values()].map((tag) => `"${tag}"`).join(', ');
}

/** One header value of `headers`, later tags of a record over earlier ones. */
export function mergeRecordVersions(...headers: unknown[]): string | undefined {
  return recordVersionsHeader(recordTagsIn(...headers));
}

/** One record's tag as a header value (`"menu:12:ab3f"`), for a write that names the copy it was made on. */
export function recordTag(kind: string, key: string | number, version: string | number): string {
  return `"${kind}:${key}:${version}"`;
}
