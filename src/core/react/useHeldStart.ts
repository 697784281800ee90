/**
 * How a data node starts from an answer the screen's preload already has
 * (render-as-you-fetch, src/core/heldAnswers.ts), shared by `useDataSource`
 * and the table's `useTableQuery`: the answer, if it has arrived, for the
 * first render (no loading render then), and, in the node's effect, taking
 * that answer (so no other node reuses it) instead of calling.
 */
import { useCallback, useRef, useState } from 'react';
import type { ApiEnvelope, ApiProvider } from '../env';
import { arrivedAnswer, takeHeldCall } from '../heldAnswers';

export interface HeldStart {
  /** The answer already here for the first render's request; undefined when none. */
  arrived: ApiEnvelope | undefined;
  /**
   * In the node's effect for `key`: true when the first render used the arrived answer for this
   * key (the answer is taken now; the node need not call); false when the node should load.
   */
  takeIfStartedWith(key: string): boolean;
}

export function useHeldStart(api: ApiProvider, key: string | undefined): HeldStart {
  const [arrived] = useState(() => (key === undefined ? undefined : arrivedAnswer(api, key)));
  // The key the first render's data was held for; cleared once taken (a later request always loads).
  const startedWith = useRef(arrived ? key : undefined);
  const takeIfStartedWith = useCallback(
    (current: string): boolean => {
      if (startedWith.current !== current) return false;
      startedWith.current = undefined;
      void takeHeldCall(api, current);
      return true;
    },
    [api],
  );
  return { arrived, takeIfStartedWith };
}
