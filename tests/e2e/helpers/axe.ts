/**
 * The accessibility audit of the browser tests (issue 17): axe-core over the
 * page as it stands, its violations counted by impact, written to
 * test-results/a11y/<route>.json and printed, so a run gives the figures per
 * route. The caller asserts that no serious or critical violation is left.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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

/** Waits until antd's open animations are over, so axe sees the final colours. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear, .ant-fade-enter, .ant-move-up-enter').length === 0);
}

/**
 * Runs axe (WCAG 2.x A and AA plus best practices) on the page, or only on what `within` selects (an open
 * dialog over a page audited before: the page-level rules, landmarks and the h1, are the page's), and records
 * the figures under `route`.
 */
export async function audit(page: Page, route: string, within?: string): Promise<AuditSummary> {
  await settled(page);
  const started = Date.now();
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (within) builder = builder.include(within);
  // The watermark is a decorative pointer-events:none overlay of the user's name, not content.
  const result = await builder.exclude('[data-testid="watermark"]').analyze();
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
