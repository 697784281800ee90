/**
 * What a `vite build` works out in Node before the browser would, in one process for both plugins
 * that need it: the checked screen documents (checkedScreens.ts, for checkedScreensPlugin.mjs) and the portal's
 * resolved theme and antd styles (portalStyles.ts, for portalStylesPlugin.mjs). Both load React, antd and the
 * renderers; one process loads them once (~2 s of CPU less per build on 2 cores than a process each).
 * Run bundled by build/buildTimeFacts.mjs with NODE_ENV=production; prints the facts as JSON, one line.
 */
import { checkedScreensFacts } from './checkedScreens';
import { portalStylesFacts } from './portalStyles';

process.stdout.write(`${JSON.stringify({ checkedScreens: checkedScreensFacts(), portalStyles: portalStylesFacts() })}\n`);
