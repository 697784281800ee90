// What the bench runners (bench.mjs, bench-server.mjs) share: the median of runs, rounding, the over-budget
// lines, and the merge of their rows into bench-results.json at the repo root.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../scripts/lib/run.mjs';

export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Merges `results` into bench-results.json by name (cases run one at a time add up), each with the load average. */
export function writeResults(results) {
  const file = join(REPO_ROOT, 'bench-results.json');
  let previous = [];
  try {
    previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  } catch {
    previous = [];
  }
  const names = new Set(results.map((r) => r.name));
  const machine = { load: loadavg().map((l) => round(l, 2)), at: new Date().toISOString() };
  const merged = [...(Array.isArray(previous) ? previous : []).filter((r) => !names.has(r.name)), ...results.map((r) => ({ ...r, machine }))];
  writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  return machine;
}

/** One line per check past its budget: a `kind: 'min'` check is a floor, any other a ceiling. */
export function overBudget(results) {
  return results.flatMap((r) =>
    r.checks.filter((c) => (c.kind === 'min' ? c.value < c.budget : c.value > c.budget)).map((c) => `${r.name} ${c.what} ${c.value} ${c.kind === 'min' ? '<' : '>'} ${c.budget}`),
  );
}
