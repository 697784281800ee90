/**
 * The screens shipped with this build: every file under `schemas/`, its id
 * (path without `.json`), the document as written, its hash and its kind (the
 * root node's type: `page`, `dialog`, ...). Read once per process; a new
 * release is a new process, which is exactly when drift appears.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { documentHash } from './hash';
import { repoPath } from '../repoRoot';

/** One shipped screen. */
export interface ShippedScreen {
  id: string;
  document: unknown;
  hash: string;
  /** The root node's `type`, or '' when the file has none. */
  kind: string;
}

/** Where the shipped files live. */
export const SCHEMAS_DIR = repoPath('schemas');

function listJson(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...listJson(path));
    else if (name.endsWith('.json')) found.push(path);
  }
  return found;
}

/** Reads every shipped file of `dir`; a file that is not JSON is left out (schemas:check reports it). */
export function readShippedScreens(dir: string = SCHEMAS_DIR): Map<string, ShippedScreen> {
  const screens = new Map<string, ShippedScreen>();
  for (const file of listJson(dir).sort()) {
    const id = relative(dir, file).replace(/\\/g, '/').replace(/\.json$/, '');
    let document: unknown;
    try {
      document = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    const type = document && typeof document === 'object' ? (document as { type?: unknown }).type : undefined;
    screens.set(id, { id, document, hash: documentHash(document), kind: typeof type === 'string' ? type : '' });
  }
  return screens;
}

let cached: Map<string, ShippedScreen> | undefined;

/** The shipped screens of this process (read on first use). */
export function shippedScreens(): Map<string, ShippedScreen> {
  cached ??= readShippedScreens();
  return cached;
}

/** Tests replace the shipped set (drift: a "new release" of a file). */
export function setShippedScreensForTests(screens: Map<string, ShippedScreen> | undefined): void {
  cached = screens;
}
