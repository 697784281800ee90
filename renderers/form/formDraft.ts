/**
 * A form's unsent input across a forced sign-out (src/core/formDrafts.ts): the
 * key of a form's draft, the values it may keep (no passwords), and the hook
 * that offers the draft back once, when the same form mounts again at the same
 * address after the user signed in.
 */
import { useCallback, useEffect, useState } from 'react';
import { discardFormDraft, readFormDraft, saveFormDraft, type DraftStorage } from '@core/formDrafts';
import type { FieldDescriptor, FieldPath } from './types';

/** The tab's sessionStorage, or none (private mode, a sandboxed frame). */
function tabStorage(): DraftStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * One form on one page for one user: the signed-in user and tenant (so another person
 * signing in on the same tab never sees this one's input), the address, and the form's
 * id (or its pointer in the document).
 */
export const formDraftKey = (owner: string, pathname: string, formId: string | undefined, pointer: string): string => `${owner}|${pathname}|${formId || pointer}`;

/** The owner part of a draft key: `user.userId` and `user.tenantId` of the scope, empty when signed out. */
export function draftOwner(user: unknown): string {
  if (typeof user !== 'object' || user === null) return '';
  const { userId, tenantId } = user as { userId?: unknown; tenantId?: unknown };
  return `${typeof userId === 'number' || typeof userId === 'string' ? userId : ''}@${typeof tenantId === 'number' || typeof tenantId === 'string' ? tenantId : ''}`;
}

const isContainer = (value: unknown): value is Record<string | number, unknown> => typeof value === 'object' && value !== null;

function removeAt(values: unknown, path: FieldPath): void {
  let current: unknown = values;
  for (const step of path.slice(0, -1)) {
    if (!isContainer(current)) return;
    current = current[step];
  }
  const last = path[path.length - 1];
  if (isContainer(current) && last !== undefined) delete current[last];
}

/** A copy of `values` without the fields a draft must never keep (password inputs). */
export function draftValues(values: Readonly<Record<string, unknown>>, fields: Iterable<FieldDescriptor>): Record<string, unknown> {
  const copy = structuredClone(values) as Record<string, unknown>;
  for (const field of fields) if (field.widget === 'password' || field.schema.format === 'password') removeAt(copy, field.path);
  return copy;
}

/** The draft waiting for this form (read once at mount), and how to keep a new one. */
export function useFormDraft(key: string): { draft: Record<string, unknown> | undefined; save: (values: Record<string, unknown>) => void } {
  const [draft] = useState(() => {
    const storage = tabStorage();
    return storage ? readFormDraft(storage, key) : undefined;
  });
  useEffect(() => {
    const storage = tabStorage();
    if (draft && storage) discardFormDraft(storage, key);
  }, [draft, key]);
  const save = useCallback((values: Record<string, unknown>) => {
    const storage = tabStorage();
    if (storage) saveFormDraft(storage, key, values);
  }, [key]);
  return { draft, save };
}
