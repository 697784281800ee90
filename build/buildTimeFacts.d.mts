import type { CheckedScreens } from './checkedScreens';
import type { portalStylesFacts } from './portalStyles';

/** buildTimeFacts.ts's output, as JSON. */
export interface BuildTimeFacts {
  checkedScreens: CheckedScreens;
  portalStyles: ReturnType<typeof portalStylesFacts>;
}
export function buildTimeFacts(): Promise<BuildTimeFacts>;
export function forgetBuildTimeFacts(): void;
