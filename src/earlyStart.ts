/**
 * The page's first script (index.html, before main.tsx): sends the reads
 * every page load starts with (session-info when a user is stored, and the
 * startup preload's reads, preloadReads.ts) at once, while the portal's code
 * is still loading and being evaluated; the api client takes their answers
 * when the shell asks (src/api/earlyReads.ts). Before this, they left only
 * after the first render (/login painted its first text 3.7 s into
 * the load at 4x CPU, the last ~0.5 s of it waiting for these answers).
 *
 * Small on purpose: only leaf modules, so it runs long before the portal's
 * code does. The workflow editions (bpm, fw, jcy) rewrite and extend their
 * calls, so their reads are left to the api client.
 */
import { isEmbeddedPlatform } from './api/rules/platformRewrite';
import { startEarlyReads } from './api/earlyReads';
import { detectPlatform } from './shell/platform';
import { preloadReads, sessionInfoRead } from './shell/routing/preloadReads';
import { initialLanguage } from './shell/routing/storedLanguage';
import { readStoredUser } from './shell/session/storage';

if (!isEmbeddedPlatform(detectPlatform(window.location.pathname, window.location.origin))) {
  const user = readStoredUser();
  startEarlyReads([
    ...(user ? [sessionInfoRead()] : []),
    ...preloadReads({ language: initialLanguage(), session: user ? { tenantId: user.tenantId } : undefined }),
  ]);
}
