/**
 * References out of a document: a `screenDialog` action must name
 * a screen that exists for this tenant and is a dialog; a text prop that is
 * written as a translation key (`home.todo.title`) must name a key that
 * exists, or be written inline as `{ "zh-cn", "en" }`. What exists is the
 * caller's to say: the server knows the shipped files, the tenant's `t/`
 * screens and texts; `schemas:check` knows the files and the locale bundles.
 */
import type { DocumentProblem } from './problems';
import { childPointer, problem, walkJson } from './problems';

/** What the caller knows of a screen id: its root node type, or undefined when there is no such screen. */
export type ScreenResolver = (id: string) => { kind: string } | undefined;

/** A set of translation keys (`area.path.key`). */
export interface TextKeySet {
  has(key: string): boolean;
}

/** A string taken for a translation key: dotted segments, no spaces, no template. */
export const TEXT_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)+$/;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** `screenDialog` targets that are missing or not dialogs. */
export function checkScreenReferences(document: unknown, resolve: ScreenResolver): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  walkJson(document, (value, pointer) => {
    if (!isRecord(value) || value.action !== 'screenDialog' || typeof value.screen !== 'string') return;
    const at = childPointer(pointer, 'screen');
    const target = resolve(value.screen);
    if (!target) problems.push(problem(at, 'core.schema.screenMissing', { screen: value.screen }));
    else if (target.kind !== 'dialog') problems.push(problem(at, 'core.schema.screenWrongKind', { screen: value.screen, actual: target.kind, expected: 'dialog' }));
  });
  return problems;
}

/** Text props written as keys that do not exist. */
export function checkTextKeys(document: unknown, textProps: ReadonlySet<string>, keys: TextKeySet): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  walkJson(document, (value, pointer, key) => {
    if (typeof value !== 'string' || key === undefined || !textProps.has(key)) return;
    if (TEXT_KEY_PATTERN.test(value) && !keys.has(value)) problems.push(problem(pointer, 'core.schema.textKeyMissing', { textKey: value }));
  });
  return problems;
}
