/**
 * spec portal-shell 2.6: a message's url opens in a new window when it is an
 * http(s) address, otherwise as an in-app route. Nothing happens without a url.
 */
import type { PortalEnv } from '../../core/env';

/** Opens `url` the way the notification popover and page do. */
export function openMessageUrl(url: string | null | undefined, env: Pick<PortalEnv, 'openWindow' | 'navigate'>): void {
  const target = url?.trim();
  if (!target) return;
  if (/^https?:\/\//i.test(target)) env.openWindow(target);
  else env.navigate(target);
}
