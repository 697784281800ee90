/** The figures of one run of a route (bench/run/webVitals.mjs). */
export interface Vitals {
  /** First contentful paint: reported, no budget. */
  fcpMs?: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  inpMs: number;
  longestTaskMs: number;
}

export const VITALS_BUDGETS: { lcpMs: number; tbtMs: number; inpMs: number; cls: number };
export const CPU_SLOWDOWN: number;
export function medianVitals(runs: readonly Vitals[]): Vitals;
/** One line of the report: the stack-floor page's LCP against the budget and the login page's. */
export function stackFloorNote(floorLcpMs: number, loginLcpMs: number | undefined): string;
