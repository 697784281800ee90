/**
 * Which screens a menu's `schema:` target or a `screenDialog` action may
 * name. One rule for the server, which refuses a save that breaks
 * it, and the studio, which lints and offers targets by it: a screen is a
 * target when it renders for the tenant's users, that is when it is shipped
 * or has a published version, and is not deleted. A draft renders for
 * nobody, so a draft-only `t/` screen is no target until it is published.
 * Its kind is the root node type of what renders: the published document,
 * else the shipped file.
 */

/** What is known of one screen id for this tenant. */
export interface ScreenFacts {
  /** Root type of the shipped file, when there is one. */
  shippedKind?: string | undefined;
  /** Root type of the published version, when there is one. */
  publishedKind?: string | undefined;
  /** A soft-deleted `t/` screen. */
  deleted: boolean;
}

/** The root node type of a document (`page`, `dialog`), '' when it has none. */
export function rootKindOf(document: unknown): string {
  const type = document && typeof document === 'object' ? (document as { type?: unknown }).type : undefined;
  return typeof type === 'string' ? type : '';
}

/**
 * The kind a reference to this screen resolves to, or undefined when the
 * screen is no target.
 * @example targetKindOf({ publishedKind: undefined, shippedKind: undefined, deleted: false }) // undefined (draft only)
 */
export function targetKindOf(facts: ScreenFacts): string | undefined {
  if (facts.deleted) return undefined;
  return facts.publishedKind ?? facts.shippedKind;
}
