/**
 * A progress bar for a call under way (spec workflow-enterprise-embedding
 * 4.4: "progress shows until 100, then hides"): it creeps towards 90 % while
 * `loading`, jumps to 100 % when the call ends, then goes after a short fade.
 */
import { useEffect, useState } from 'react';
import { nextPendingPercent, PROGRESS_FADE_MS, PROGRESS_START_PERCENT, PROGRESS_TICK_MS } from './pendingProgress';

/** The percent to draw, or undefined when no bar should show. */
export function useLoadProgress(loading: boolean): number | undefined {
  const [bar, setBar] = useState<{ percent: number; pending: boolean } | undefined>(loading ? { percent: PROGRESS_START_PERCENT, pending: true } : undefined);
  // Follow `loading` while rendering (React's pattern for derived state): no extra effect pass.
  if (loading && bar?.pending !== true) setBar({ percent: PROGRESS_START_PERCENT, pending: true });
  if (!loading && bar?.pending === true) setBar({ percent: 100, pending: false });
  useEffect(() => {
    if (loading) {
      const tick = setInterval(() => setBar((b) => (b?.pending ? { percent: nextPendingPercent(b.percent), pending: true } : b)), PROGRESS_TICK_MS);
      return () => clearInterval(tick);
    }
    const fade = setTimeout(() => setBar((b) => (b && !b.pending ? undefined : b)), PROGRESS_FADE_MS);
    return () => clearTimeout(fade);
  }, [loading]);
  return bar?.percent;
}
