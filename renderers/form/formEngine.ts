/**
 * Loads the form's heavy half (rjsfEngine.ts: ajv and the rjsf schema helpers)
 * only when needed. Forms whose schema needs it to render (`$ref`,
 * `allOf`, `if`, `dependencies`, non-enum `oneOf`/`anyOf`) wait for it;
 * simple forms render at once and load it on the first interaction with
 * the page (a focus, a key, a pointer press), so it is there before anyone
 * can blur a field, and a page only looked at (the login page's visitor)
 * never downloads it (ARCHITECTURE performance notes: do not pay at first
 * render for what is not visible; ~58 KB off the login page).
 */
import { use, useEffect } from 'react';
import type { FormSchema } from './types';
import type { FieldError } from './validate';

/** An opaque validator of the engine. */
export type FormValidator = object;

export interface FormEngine {
  validatorFor(brandWords: readonly string[]): FormValidator;
  /** Errors by field key ('' for errors no field owns). */
  validate(validator: FormValidator, schema: FormSchema, values: unknown, known: ReadonlySet<string>): Map<string, FieldError[]>;
  /** rjsf `retrieveSchema` ($ref, allOf, if/then/else, dependencies resolved for `formData`). */
  resolveSchema(validator: FormValidator, schema: FormSchema, rootSchema: FormSchema, formData: unknown): FormSchema;
  /** rjsf `getDefaultFormState`: schema defaults under `values`. */
  defaults(validator: FormValidator, schema: FormSchema, values: unknown): unknown;
}

let loading: Promise<FormEngine> | undefined;
let loaded: FormEngine | undefined;

/** The engine, loading it once. */
export function loadFormEngine(): Promise<FormEngine> {
  loading ??= import('./rjsfEngine').then(({ formEngine }) => {
    loaded = formEngine;
    return formEngine;
  });
  return loading;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ENGINE_KEYS = ['$ref', 'allOf', 'if', 'dependencies', 'dependentSchemas', 'patternProperties'] as const;

/** A oneOf/anyOf that only lists choices (`{ const, title }`) needs no engine. */
const isChoiceList = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      isRecord(item) &&
      ('const' in item || (Array.isArray(item.enum) && item.enum.length === 1)) &&
      Object.keys(item).every((k) => k === 'const' || k === 'enum' || k === 'type' || k === 'title' || k === 'description'),
  );

/** True when rendering the schema (fields or defaults) needs the engine's rjsf helpers. */
export function needsEngineAtMount(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(needsEngineAtMount);
  if (!isRecord(schema)) return false;
  if (ENGINE_KEYS.some((key) => key in schema)) return true;
  for (const key of ['oneOf', 'anyOf'] as const) if (key in schema && !isChoiceList(schema[key])) return true;
  if (isRecord(schema.properties) && Object.values(schema.properties).some(needsEngineAtMount)) return true;
  return needsEngineAtMount(schema.items) || needsEngineAtMount(schema.additionalProperties);
}

/** What counts as a first interaction: whatever comes before a blur (a focus) or a change. */
const FIRST_INTERACTION = ['focusin', 'keydown', 'pointerdown'] as const;

/** The field the page itself focused (focusQuietly): its focus events are no one's interaction. */
let quietlyFocused: EventTarget | undefined;

/**
 * Focuses `element` without that counting as a first interaction: a
 * `ui:autofocus` field takes the focus as the page opens, and the login page
 * must not fetch the engine for it (a person who types or clicks still does).
 * Its focus events are recognised by their target, not by when they come: a
 * page that does not have the window's focus yet (a tab opened in the
 * background) gets them only once it has.
 */
export function focusQuietly(element: HTMLElement): void {
  quietlyFocused = element;
  element.focus();
}

/** Runs `task` once, on the first focus, key or pointer press anywhere in the document. */
function onFirstInteraction(task: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const stop = (): void => {
    for (const type of FIRST_INTERACTION) document.removeEventListener(type, run, true);
  };
  function run(event: Event): void {
    if (event.type === 'focusin' && event.target === quietlyFocused) return;
    stop();
    task();
  }
  for (const type of FIRST_INTERACTION) document.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}

/** True once the engine was asked for (tests: the login page must not fetch it before an interaction). */
export function formEngineRequested(): boolean {
  return loading !== undefined;
}

/**
 * The engine for a form. `required`: suspends until it is loaded (the
 * node's Suspense shows meanwhile). Otherwise returns it when already
 * loaded, else undefined, and loads it on the first interaction with the page.
 */
export function useFormEngine(required: boolean): FormEngine | undefined {
  const engine = required && !loaded ? use(loadFormEngine()) : loaded;
  useEffect(() => {
    if (loading) return undefined;
    return onFirstInteraction(() => void loadFormEngine());
  }, []);
  return engine;
}
