/**
 * Unsent form input kept across a forced sign-out (faults): when a
 * save is answered "session expired" (HTTP 499 / login error), the shell sends
 * the user to the login page, which brings them back to the same address; the
 * form there takes its draft back instead of showing the stored values, so
 * nothing typed is lost. Drafts live in the tab's sessionStorage (gone with the
 * tab), expire after {@link DRAFT_TTL_MS}, are discarded once shown, and never hold
 * secrets (the form leaves password fields out before saving).
 */

/** The part of the Web Storage API drafts need (sessionStorage in the browser). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const STORAGE_KEY = 'eps.formDrafts';
/** A draft older than this is not offered back (the user has moved on). */
export const DRAFT_TTL_MS = 30 * 60_000;

interface StoredDraft {
  savedAt: number;
  values: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readAll(storage: DraftStorage): Record<string, StoredDraft> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    if (!isRecord(parsed)) return {};
    const out: Record<string, StoredDraft> = {};
    for (const [key, entry] of Object.entries(parsed)) {
      if (isRecord(entry) && typeof entry.savedAt === 'number' && isRecord(entry.values)) out[key] = { savedAt: entry.savedAt, values: entry.values };
    }
    return out;
  } catch {
    // Unreadable (another version's format, storage refused): no drafts.
    return {};
  }
}

function writeAll(storage: DraftStorage, drafts: Record<string, StoredDraft>): void {
  try {
    if (Object.keys(drafts).length === 0) storage.removeItem(STORAGE_KEY);
    else storage.setItem(STORAGE_KEY, JSON.stringify(drafts));
  } catch {
    // Private mode or a full storage: the draft is lost, as it would be without this feature.
  }
}

/** Keeps `values` as the draft of form `formKey` (replacing an older one); expired drafts are dropped. */
export function saveFormDraft(storage: DraftStorage, formKey: string, values: Record<string, unknown>, now: number = Date.now()): void {
  const drafts = readAll(storage);
  for (const [key, entry] of Object.entries(drafts)) if (now - entry.savedAt > DRAFT_TTL_MS) delete drafts[key];
  drafts[formKey] = { savedAt: now, values };
  writeAll(storage, drafts);
}

/**
 * The draft of form `formKey`; undefined when none or expired. Reading does not
 * remove it (a render may run twice): {@link discardFormDraft} once it is shown.
 */
export function readFormDraft(storage: DraftStorage, formKey: string, now: number = Date.now()): Record<string, unknown> | undefined {
  const entry = readAll(storage)[formKey];
  return entry && now - entry.savedAt <= DRAFT_TTL_MS ? entry.values : undefined;
}

/** Forgets the draft of form `formKey` (it was taken back, or the form was saved). */
export function discardFormDraft(storage: DraftStorage, formKey: string): void {
  const drafts = readAll(storage);
  if (!(formKey in drafts)) return;
  delete drafts[formKey];
  writeAll(storage, drafts);
}
