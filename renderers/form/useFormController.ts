/**
 * The behaviour of one form: trim and validate on blur, validate and submit,
 * reset, set and read values. Every function it returns is stable for the
 * life of the form (it reads the latest props through a ref), so fields get
 * the same callbacks on every render (STYLE 11).
 */
import type { FormInstance } from 'antd';
import type { I18nProvider, PortalEnv } from '@core/env';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CallTrigger } from '@core/calls/screenCalls';
import type { Action } from '@core/actions/types';
import { mapResponse, resolveRequest } from '@core/dataSource';
import { mergeRecordVersions } from '@core/recordVersions';
import { useActionRunner, useDialogInstance, useEnv } from '@core/react';
import type { Scope } from '@core/scope';
import type { FormStatusStore } from './formStatus';
import { expandFields, valueAt } from './arrayRows';
import { draftValues } from './formDraft';
import type { FieldDescriptor, FormNode } from './types';
import { loadFormEngine } from './formEngine';
import { fieldMessages, type FieldError } from './validate';
import { unwrapValue } from './rootValue';
import { trimValues } from './values';
import { dropHiddenValues, hiddenFieldKeys, isUnderHidden, withoutHiddenErrors } from './fieldConditions';
import { resolveText } from '@core/text';

/** Rejection of a submit whose values do not validate; the messages are shown on the fields. */
export class FormInvalidError extends Error {
  readonly fields: ReadonlyMap<string, readonly string[]>;
  constructor(fields: ReadonlyMap<string, readonly string[]>) {
    super('The form has invalid values');
    this.name = 'FormInvalidError';
    this.fields = fields;
  }
}

export interface FormController {
  onBlur(field: FieldDescriptor): void;
  /**
   * antd's onValuesChange: re-checks the fields that show an error. Undefined while none can
   * show one: antd works out every value of the form for this callback on each keystroke
   * (O(fields), form-200-keystroke), so it is only given while it has work to do.
   */
  onValuesChange: (() => void) | undefined;
  /** A field shows an error set outside validation (an upload's): re-check on the next change. */
  armRecheck(): void;
  /**
   * Validates, then calls `api` and runs `onSuccess`; resolves with the mapped response (or the values without
   * api). `trigger`: a person's gesture unless an action chain run on load submits (src/core/calls).
   */
  submit(trigger?: CallTrigger): Promise<unknown>;
  /** Submits, then runs `then` with `values` and `result` in scope. Never rejects: failures show where they happen. */
  submitAndRun(then: Action | readonly Action[] | undefined): Promise<void>;
  reset(): void;
  setValues(values: Readonly<Record<string, unknown>>): void;
  getValues(): Record<string, unknown>;
  /** Runs an action list with the current values in scope. */
  run(actions: Action | readonly Action[] | undefined): Promise<void>;
}

export interface FormControllerInput {
  form: FormInstance;
  node: FormNode;
  scope: Scope;
  /** The fields now shown (a ref: conditional schemas change them without re-rendering the form). */
  fields: { readonly current: readonly FieldDescriptor[] };
  /** Words no password may contain (the `password` keyword's brand words). */
  brandWords: readonly string[];
  /** The values reset goes back to. */
  baseline: Readonly<Record<string, unknown>>;
  /** The record versions of the copy the form was filled from (initApi's answer): its save sends them. */
  recordVersions?: string | undefined;
  status: FormStatusStore;
  /** The form holds a non-object root as `value` (rootValue.ts): submit and actions see that value alone. */
  unwrap?: boolean;
  /** A save was answered "session ended": keep these values (no passwords) for after the new sign-in. */
  onSessionEnded?: (values: Record<string, unknown>) => void;
  /** A submit starts (a draft taken back is then the user's input, no longer pending). */
  onSubmitStart?: () => void;
}

/** antd's name of a path (its type wants a mutable array). */
type NamePath = (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A field drawn as one antd Form.Item (or Form.List): its errors show under it; objects and lazy fields have none. */
const isInputField = (field: FieldDescriptor): boolean => !field.children && !field.multi && !field.free && !field.expand;
/** Pause after the last change before a field with an error is checked again. */
const RECHECK_DELAY_MS = 200;
const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** The controller's view of its props and surroundings, read through a ref by every callback. */
/** The versions a save of this form was answered with, and the copy it was made from (see versionsToSend). */
interface SavedVersions {
  from: string | undefined;
  answered: string | undefined;
}

type Latest = FormControllerInput & { env: PortalEnv; runActions: ReturnType<typeof useActionRunner>; dialog: ReturnType<typeof useDialogInstance>; saved: SavedVersions };

/**
 * The record versions a save sends: those of the copy the form was filled from (not of a newer one another part
 * of the page read meanwhile), moved on by this form's own earlier saves of that copy, whose answers name the
 * versions they made. Undefined for a form filled by no read: the api client sends the latest it holds.
 */
function versionsToSend({ recordVersions: copy, saved }: Latest): string | undefined {
  return copy !== undefined && saved.from === copy && saved.answered !== undefined ? mergeRecordVersions(copy, saved.answered) : copy;
}

/** Notes the versions a save was answered with, for the next save of the same copy. */
function noteSavedVersions({ recordVersions: copy, saved }: Latest, answered: string | undefined): void {
  if (answered === undefined) return;
  saved.answered = saved.from === copy ? mergeRecordVersions(saved.answered, answered) : answered;
  saved.from = copy;
}
type LatestRef = { readonly current: Latest };

/** Puts the trimmed text back in the inputs, so what is shown is what is sent. */
function showTrimmed(form: FormInstance, fields: Iterable<FieldDescriptor>, values: Record<string, unknown>): void {
  for (const field of fields) {
    const before: unknown = form.getFieldValue(field.path as NamePath);
    const after = valueAt(values, field.path);
    if (typeof before === 'string' && before !== after) form.setFieldValue(field.path as NamePath, after);
  }
}

/**
 * The errors shown with the form's, not under a field: the whole form's, a whole object's (a oneOf no
 * option fits, a required recursive part not added) and a hidden field's (its message would sit under
 * nothing the user sees), named by the field. They block the submit: never one refused with nothing on screen.
 */
function formLevelErrors(errors: ReadonlyMap<string, FieldError[]>, fields: ReadonlyMap<string, FieldDescriptor>, i18n: I18nProvider): string[] {
  const out = errors.has('') ? fieldMessages(errors.get('') ?? [], undefined, i18n) : [];
  for (const [key, list] of errors) {
    const field = key === '' ? undefined : fields.get(key);
    if (!field || (isInputField(field) && !field.hidden)) continue;
    const title = resolveText(field.title, i18n);
    for (const message of fieldMessages(list, field, i18n)) out.push(title ? `${title}: ${message}` : message);
  }
  return out;
}

/**
 * Calls the form's api with the values (params for GET/DELETE; otherwise the body is the
 * values, with the keys the templated `data` names taking its value, so a document can
 * send a field transformed, e.g. `encode(values.newPwd)`); resolves with the mapped answer.
 */
async function sendValues(latest: Latest, values: Record<string, unknown>, out: unknown, fields: Iterable<FieldDescriptor>, trigger: CallTrigger): Promise<unknown> {
  const { node, scope, env } = latest;
  if (!node.api) return out;
  const request = resolveRequest(node.api, scope.extend({ ...values, values: out }), env.i18n);
  if (request.method === 'get' || request.method === 'delete') request.params = { ...request.params, ...(isRecord(out) ? out : { value: out }) };
  else if (request.data === undefined) request.data = out;
  else if (isRecord(request.data) && isRecord(out)) {
    // The document's keys first and as it maps them, then the values it does not name.
    const data = request.data;
    request.data = { ...data, ...Object.fromEntries(Object.entries(out).filter(([key]) => !Object.hasOwn(data, key))) };
  }
  try {
    const ifMatch = versionsToSend(latest);
    const answer = await env.api.request({ ...request, trigger, ...(ifMatch === undefined ? {} : { ifMatch }) });
    noteSavedVersions(latest, answer.recordVersions);
    return mapResponse(answer, node.api.responseData);
  } catch (error) {
    // The shell is sending the user to sign in: what they typed waits for them (formDraft.ts).
    // Read as a flag, not `instanceof ApiCallError`: a value import of core/env here reorders the shared chunks (antd's init then fails).
    if ((error as { endsSession?: unknown } | null)?.endsSession === true) latest.onSessionEnded?.(draftValues(values, fields));
    throw error;
  }
}

/** Reading and checking the values: the fields shown, the trimmed values, validation and showing its errors. */
function useValidation(latestRef: LatestRef, setRecheckArmed: (armed: boolean) => void) {
  /**
   * Field key to descriptor, for the fields now shown, array rows included
   * (built on blur and submit, never per keystroke; row descriptors are cached).
   */
  const fieldIndex = useCallback((): Map<string, FieldDescriptor> => {
    const { fields, form } = latestRef.current;
    return new Map(expandFields(fields.current, form.getFieldsValue(true)).map((f) => [f.key, f] as const));
  }, [latestRef]);

  /** The fields a `ui:visibleOn` hides now (fieldConditions.ts): not validated, their values not sent. */
  const hiddenKeys = useCallback((): Set<string> => {
    const { fields, form, scope } = latestRef.current;
    return hiddenFieldKeys(fields.current, scope, form.getFieldsValue(true));
  }, [latestRef]);

  const currentValues = useCallback((): Record<string, unknown> => {
    const values = trimValues(latestRef.current.form.getFieldsValue(true), fieldIndex());
    return isRecord(values) ? dropHiddenValues(values, latestRef.current.fields.current, hiddenKeys()) : {};
  }, [latestRef, fieldIndex, hiddenKeys]);

  /** Validates with the engine (loaded by now in practice: it loads when the page is first idle). */
  const validate = useCallback(async (values: Record<string, unknown>): Promise<Map<string, FieldError[]>> => {
    const engine = await loadFormEngine();
    const { brandWords, node } = latestRef.current;
    const errors = engine.validate(engine.validatorFor(brandWords), node.schema, values, new Set(fieldIndex().keys()));
    return withoutHiddenErrors(errors, hiddenKeys());
  }, [latestRef, fieldIndex, hiddenKeys]);

  /** Shows the errors of the given fields (others keep theirs), touching only fields whose messages change. */
  const showErrors = useCallback((errors: ReadonlyMap<string, FieldError[]>, keys: Iterable<string>): Map<string, string[]> => {
    const { form, env } = latestRef.current;
    const fields = fieldIndex();
    const shown = new Map<string, string[]>();
    const updates: { name: NamePath; errors: string[] }[] = [];
    for (const key of keys) {
      const field = fields.get(key);
      if (!field || !isInputField(field)) continue;
      const name = field.path as NamePath;
      const messages = fieldMessages(errors.get(key) ?? [], field, env.i18n);
      if (messages.length) shown.set(key, messages);
      if (!sameList(form.getFieldError(name), messages)) updates.push({ name, errors: messages });
    }
    if (updates.length) form.setFields(updates);
    if (shown.size > 0) setRecheckArmed(true);
    return shown;
  }, [latestRef, fieldIndex, setRecheckArmed]);

  return { fieldIndex, hiddenKeys, currentValues, validate, showErrors };
}

type Validation = ReturnType<typeof useValidation>;

/**
 * A field showing an error is checked again as its value changes (debounced), so the
 * message goes away once the input is right instead of staying until blur. Only fields
 * with a message are re-checked, and only while one shows: a keystroke in a form
 * without errors costs one scan of antd's error list and no validation.
 */
function useRecheck(latestRef: LatestRef, { currentValues, validate, showErrors }: Validation, setRecheckArmed: (armed: boolean) => void): () => void {
  const recheckTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(recheckTimer.current), []);
  return useCallback((): void => {
    const { form } = latestRef.current;
    if (!form.getFieldsError().some((f) => f.errors.length > 0)) {
      setRecheckArmed(false);
      return;
    }
    clearTimeout(recheckTimer.current);
    recheckTimer.current = setTimeout(() => {
      const shown = latestRef.current.form.getFieldsError().filter((f) => f.errors.length > 0).map((f) => f.name.join('.'));
      if (shown.length === 0) return;
      void validate(currentValues()).then((errors) => showErrors(errors, shown));
    }, RECHECK_DELAY_MS);
  }, [latestRef, currentValues, validate, showErrors, setRecheckArmed]);
}

/** Validates and submits (one at a time: a second click joins the running submit); `reset` goes back to the baseline. */
function useSubmit(latestRef: LatestRef, { fieldIndex, hiddenKeys, currentValues, validate, showErrors }: Validation) {
  const inFlight = useRef<Promise<unknown> | undefined>(undefined);

  /** A submit was tried: from then on every blur checks its field, changed or not (until a reset). */
  const submitted = useRef(false);

  const reset = useCallback((): void => {
    submitted.current = false;
    const { form, baseline, status } = latestRef.current;
    form.resetFields();
    form.setFieldsValue(baseline);
    status.set({ formErrors: [] });
  }, [latestRef]);

  /** Shows the errors of a check and throws FormInvalidError when there are any. */
  const refuseIfInvalid = useCallback((errors: ReadonlyMap<string, FieldError[]>, fields: ReadonlyMap<string, FieldDescriptor>): void => {
    const { form, status, env } = latestRef.current;
    const withErrors = new Set([...errors.keys(), ...form.getFieldsError().filter((f) => f.errors.length).map((f) => f.name.join('.'))]);
    const shown = showErrors(errors, withErrors);
    const formErrors = formLevelErrors(errors, fields, env.i18n);
    status.set({ formErrors });
    if (!shown.size && !formErrors.length) return;
    const first = [...fields.values()].find((f) => shown.has(f.key));
    try {
      if (first) form.scrollToField(first.path as NamePath, { block: 'center' });
    } catch {
      // Scrolling is a nicety; a DOM without layout (tests) cannot do it.
    }
    if (formErrors.length) shown.set('', formErrors);
    throw new FormInvalidError(shown);
  }, [latestRef, showErrors]);

  const doSubmit = useCallback(async (trigger: CallTrigger): Promise<unknown> => {
    submitted.current = true;
    latestRef.current.onSubmitStart?.();
    const fields = fieldIndex();
    const values = currentValues();
    // A hidden field's value is left out of what is sent, but stays in its input for when it shows again.
    const hidden = hiddenKeys();
    showTrimmed(latestRef.current.form, [...fields.values()].filter((field) => !isUnderHidden(field.key, hidden)), values);
    refuseIfInvalid(await validate(values), fields);
    const { node, status, dialog } = latestRef.current;
    status.set({ submitting: true });
    dialog?.setBusy(true);
    try {
      const out = unwrapValue(values, latestRef.current.unwrap === true);
      const result = await sendValues(latestRef.current, values, out, fields.values(), trigger);
      if (node.onSuccess) {
        const outcome = await latestRef.current.runActions(node.onSuccess, { values: out, result }, trigger);
        if (!outcome.ok) throw outcome.error ?? new Error('onSuccess stopped');
      }
      if (node.resetOnSuccess) reset();
      return result;
    } finally {
      status.set({ submitting: false });
      latestRef.current.dialog?.setBusy(false);
    }
  }, [latestRef, currentValues, validate, refuseIfInvalid, reset, fieldIndex, hiddenKeys]);

  const submit = useCallback((trigger: CallTrigger = 'gesture'): Promise<unknown> => {
    if (inFlight.current) return inFlight.current;
    const running = doSubmit(trigger).finally(() => {
      inFlight.current = undefined;
    });
    inFlight.current = running;
    return running;
  }, [doSubmit]);

  return { submit, reset, submitted };
}

/**
 * The messages under the fields are text in the language they were made in: when the language
 * changes, the fields that show one are checked again so it is said in the new language.
 */
function useRetranslateErrors(latestRef: LatestRef, { currentValues, validate, showErrors }: Validation, language: string): void {
  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    const shown = latestRef.current.form.getFieldsError().filter((f) => f.errors.length > 0).map((f) => f.name.join('.'));
    if (shown.length > 0) void validate(currentValues()).then((errors) => showErrors(errors, shown));
  }, [latestRef, currentValues, validate, showErrors, language]);
}

export function useFormController(input: FormControllerInput): FormController {
  const env = useEnv();
  const runActions = useActionRunner(input.scope);
  const dialog = useDialogInstance();
  const [saved] = useState<SavedVersions>(() => ({ from: undefined, answered: undefined }));
  const latest = useRef<Latest>({ ...input, env, runActions, dialog, saved });
  useLayoutEffect(() => {
    latest.current = { ...input, env, runActions, dialog, saved };
  });
  /** True once a field may show an error, until a change finds none shown (see useRecheck). */
  const [recheckArmed, setRecheckArmed] = useState(false);
  const armRecheck = useCallback(() => setRecheckArmed(true), []);
  const validation = useValidation(latest, setRecheckArmed);
  const { currentValues, validate, showErrors } = validation;
  const onValuesChange = useRecheck(latest, validation, setRecheckArmed);
  const { submit, reset, submitted } = useSubmit(latest, validation);
  useRetranslateErrors(latest, validation, env.i18n.language);

  const onBlur = useCallback(
    (field: FieldDescriptor) => {
      const { form } = latest.current;
      const name = field.path as NamePath;
      // Leaving a field a person never changed (the autofocused first one, a click elsewhere) says
      // nothing yet; once it was typed in, a submit was tried or it shows an error, blur checks it.
      if (!form.isFieldTouched(name) && !submitted.current && form.getFieldError(name).length === 0) return;
      const value: unknown = form.getFieldValue(name);
      // spec workflow-enterprise-embedding 5: inputs trim by default.
      if (typeof value === 'string' && value.trim() !== value) {
        const trimmed = value.trim();
        form.setFieldValue(field.path as NamePath, trimmed === '' ? field.emptyValue : trimmed);
      }
      void validate(currentValues()).then((errors) => showErrors(errors, [field.key]));
    },
    [currentValues, validate, showErrors, submitted],
  );

  const valuesOut = useCallback(() => unwrapValue(currentValues(), latest.current.unwrap === true), [currentValues]);
  const run = useCallback(async (actions: Action | readonly Action[] | undefined): Promise<void> => {
    if (actions !== undefined) await latest.current.runActions(actions, { values: valuesOut() });
  }, [valuesOut]);

  const submitAndRun = useCallback(
    async (then: Action | readonly Action[] | undefined): Promise<void> => {
      let result: unknown;
      try {
        result = await submit();
      } catch {
        // Invalid values are shown on the fields, failed calls by the api provider; input stays.
        return;
      }
      if (then !== undefined) await latest.current.runActions(then, { values: valuesOut(), result });
    },
    [submit, valuesOut],
  );

  const setValues = useCallback((values: Readonly<Record<string, unknown>>) => latest.current.form.setFieldsValue(values), []);

  return useMemo(
    () => ({ onBlur, onValuesChange: recheckArmed ? onValuesChange : undefined, armRecheck, submit, submitAndRun, reset, setValues, getValues: currentValues, run }),
    [onBlur, recheckArmed, onValuesChange, armRecheck, submit, submitAndRun, reset, setValues, currentValues, run],
  );
}
