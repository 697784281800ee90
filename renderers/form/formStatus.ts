/**
 * The form's own status (submitting, form-level errors) in a tiny external
 * store, so the button bar re-renders on a submit without re-rendering the
 * form and its fields.
 */
import { useSyncExternalStore } from 'react';

export interface FormStatus {
  submitting: boolean;
  /** Errors no field owns (a broken schema, an additional property). */
  formErrors: readonly string[];
}

export interface FormStatusStore {
  get(): FormStatus;
  set(patch: Partial<FormStatus>): void;
  subscribe(listener: () => void): () => void;
}

export function createFormStatusStore(): FormStatusStore {
  let status: FormStatus = { submitting: false, formErrors: [] };
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    set(patch) {
      status = { ...status, ...patch };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Subscribes a component to the status. */
export function useFormStatus(store: FormStatusStore): FormStatus {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
