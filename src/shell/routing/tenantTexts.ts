/**
 * Applies a new set of the tenant's text overrides to i18next: keys the
 * tenant no longer overrides go back to the platform's text or the bundled
 * one (merging alone would keep the stale override), then the new ones win.
 */
import type { i18n as I18next } from 'i18next';
import { loadedMessages, normaliseLanguage } from '../../i18n/resources';
import { readPath } from '../../core/scope';
import { mergeServerMessages } from './language';

/**
 * @param previous the overrides applied before (what the last load merged)
 * @param platform the platform's messages of the language
 */
export function applyTenantTexts(
  i18n: I18next,
  language: string,
  platform: Readonly<Record<string, string>>,
  previous: Readonly<Record<string, string>>,
  next: Readonly<Record<string, string>>,
): void {
  const lng = normaliseLanguage(language);
  for (const key of Object.keys(previous)) {
    if (Object.hasOwn(next, key)) continue;
    const original = Object.hasOwn(platform, key) ? platform[key] : readPath(loadedMessages(lng) ?? {}, key);
    if (typeof original === 'string') i18n.addResource(lng, 'translation', key, original, { silent: true });
    else removeKey(i18n, lng, key);
  }
  mergeServerMessages(i18n, lng, platform, next);
}

/** Drops a key no bundle defines (a tenant-only text that was removed). */
function removeKey(i18n: I18next, lng: string, key: string): void {
  const segments = key.split('.');
  const last = segments.pop() as string;
  let node: unknown = (i18n.store.data[lng] as Record<string, unknown> | undefined)?.translation;
  for (const segment of segments) node = node && typeof node === 'object' && Object.hasOwn(node, segment) ? (node as Record<string, unknown>)[segment] : undefined;
  if (node && typeof node === 'object' && typeof (node as Record<string, unknown>)[last] === 'string') delete (node as Record<string, unknown>)[last];
}
