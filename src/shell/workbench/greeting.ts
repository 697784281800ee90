/**
 * spec portal-shell 2.4: the greeting by hour, 6 to before 12 morning, 12 to
 * before 18 afternoon, otherwise evening.
 */

/** The greeting's translation key (`workbench.home.greeting.<part>`). */
export type GreetingPart = 'morning' | 'afternoon' | 'evening';

/** The part of the day for `date` in the browser's time zone. */
export function greetingPart(date: Date): GreetingPart {
  const hour = date.getHours();
  if (hour >= 6 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}
