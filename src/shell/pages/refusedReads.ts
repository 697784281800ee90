/**
 * Reads refused for permission (envelope code PERMISSION_ERROR), told to the
 * screen that is open: a screen whose reads on load are refused before a
 * person did anything on it shows the 403 state instead of an empty layout
 * (SchemaScreenPage). Refusals of a gesture's call (a button, a dialog
 * opened by a click) leave the page as it is: the notice says it.
 */
import { useEffect, useState } from 'react';
import { API_CODES } from '../../core/apiCodes';
import type { ApiEnvelope, ApiProvider, ApiRequest } from '../../core/env';

/** A call's outcome as the open screen hears it: answered, or refused for permission. */
type RefusalListener = (request: ApiRequest, refused: boolean) => void;
const listeners = new Set<RefusalListener>();

const isPermissionRefusal = (error: unknown): boolean => String((error as { code?: unknown } | null)?.code ?? '') === API_CODES.PERMISSION_ERROR;

/** `api` that tells the open screen about refused calls (same requests and answers otherwise). */
export function reportRefusedReads<A extends ApiProvider>(api: A): A {
  return {
    ...api,
    async request<T = unknown>(request: ApiRequest): Promise<ApiEnvelope<T>> {
      let answer: ApiEnvelope<T>;
      try {
        answer = await api.request<T>(request);
      } catch (error) {
        if (isPermissionRefusal(error)) listeners.forEach((listener) => listener(request, true));
        throw error;
      }
      listeners.forEach((listener) => listener(request, false));
      return answer;
    },
  };
}

/**
 * True once a document's read made on load (a GET the call guard marks `load`) was refused for permission while this
 * screen is open and before a person did anything on it. `screenKey` names the screen shown: a new one starts over.
 */
export function useFirstReadRefused(screenKey: string): boolean {
  const [refusedFor, setRefusedFor] = useState<string | undefined>(undefined);
  useEffect(() => {
    let settled = false;
    const onGesture = (): void => {
      settled = true;
    };
    // Answers do not settle it: the shell's own reads (counters, messages) are answered meanwhile.
    const onRefused: RefusalListener = (request, refused) => {
      // Only a document's reads on load (the call guard says `load`): a refused read of the shell's own
      // (a counter, the message poll) has no trigger and leaves the screen as it is.
      if (!refused || settled || request.trigger !== 'load' || request.method.toLowerCase() !== 'get') return;
      settled = true;
      setRefusedFor(screenKey);
    };
    listeners.add(onRefused);
    window.addEventListener('pointerdown', onGesture, true);
    window.addEventListener('keydown', onGesture, true);
    return () => {
      listeners.delete(onRefused);
      window.removeEventListener('pointerdown', onGesture, true);
      window.removeEventListener('keydown', onGesture, true);
    };
  }, [screenKey]);
  return refusedFor === screenKey;
}
