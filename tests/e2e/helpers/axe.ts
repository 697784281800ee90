/**
 * The accessibility audit of the browser tests: axe-core over the
 * page as it stands, its violations counted by impact, written to
 * test-results/a11y/<route>.json and printed, so a run gives the figures per
 * route. The caller asserts that no serious or critical violation is left.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { openMotionsDone } from './motion';

export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

/** One route's audit: counts by impact and the blocking violations in short. */
export interface AuditSummary {
  route: string;
  counts: Record<Impact, number>;
  /** `rule-id (n): selector, selector` for each serious or critical violation. */
  blocking: string[];
  /** Every violated rule with its impact and node count (for the report). */
  rules: string[];
}

const IMPACTS: readonly Impact[] = ['critical', 'serious', 'moderate', 'minor'];


const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
// The watermark is a decorative pointer-events:none overlay of the user's name, not content.
const NOT_CONTENT = '[data-testid="watermark"]';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Whether the page shows a frame (an embedded sub-app on screen). The main layout keeps a signed-in user's
 * iframe apps preloaded in `display: none` wrappers (src/shell/embedding/IframePool.tsx), and a micro-app's
 * script sandbox is a frame as well: neither is content, and axe run in the page skips frames that are not
 * rendered.
 */
async function showsFrame(page: Page): Promise<boolean> {
  return page.evaluate(() => Array.from(document.querySelectorAll('iframe, frame')).some((frame) => frame.checkVisibility()));
}

/**
 * axe run in the page itself, injected once per document: AxeBuilder injects it into every frame and finishes
 * each run in a page of its own, ~2.5 s an audit against ~0.35 s here (5 to 12 s against under 1 s in the
 * suite, for the pages behind which the buyer's iframe apps were preloaded). A page that shows a frame goes
 * through AxeBuilder, which audits inside it too.
 */
async function runAxe(page: Page, within: string | undefined): Promise<AxeResults> {
  if (page.frames().length > 1 && (await showsFrame(page))) {
    let builder = new AxeBuilder({ page }).withTags(TAGS);
    if (within) builder = builder.include(within);
    return builder.exclude(NOT_CONTENT).analyze();
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const context: ElementContext = { ...(within ? { include: [[within]] } : {}), exclude: [[NOT_CONTENT]] };
  const options: RunOptions = { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'] };
  // Typed as unknown across the call: Playwright's serialised type of AxeResults is too deep for tsc.
  const result: unknown = await page.evaluate(
    (args: { context: unknown; options: unknown }) =>
      (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe.run(args.context, args.options),
    { context: context as unknown, options: options as unknown },
  );
  return result as AxeResults;
}

/**
 * Runs axe (WCAG 2.x A and AA plus best practices) on the page, or only on what `within` selects (an open
 * dialog over a page audited before: the page-level rules, landmarks and the h1, are the page's), and records
 * the figures under `route`.
 */
export async function audit(page: Page, route: string, within?: string): Promise<AuditSummary> {
  // antd's open animations over, so axe sees the final colours.
  await openMotionsDone(page);
  const started = Date.now();
  const result = await runAxe(page, within);
  const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const blocking: string[] = [];
  const rules: string[] = [];
  for (const violation of result.violations) {
    const impact = (violation.impact ?? 'minor') as Impact;
    counts[impact] += 1;
    rules.push(`${impact} ${violation.id} (${violation.nodes.length})`);
    if (impact === 'serious' || impact === 'critical') {
      const targets = violation.nodes.slice(0, 4).map((node) => node.target.join(' '));
      blocking.push(`${violation.id} (${violation.nodes.length}): ${targets.join(' | ')}`);
    }
  }
  const summary: AuditSummary = { route, counts, blocking, rules };
  mkdirSync('test-results/a11y', { recursive: true });
  writeFileSync(`test-results/a11y/${route.replace(/[^\w.-]+/g, '_')}.json`, `${JSON.stringify({ ...summary, violations: result.violations }, null, 2)}\n`);
  console.log(`[axe] ${route}${within ? ` (${within})` : ''} in ${Date.now() - started} ms: ${IMPACTS.map((impact) => `${impact} ${counts[impact]}`).join(', ')}${rules.length ? ` | ${rules.join('; ')}` : ''}`);
  return summary;
}
