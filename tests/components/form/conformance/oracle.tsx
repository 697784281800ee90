/**
 * rjsf as the oracle: draws one case through `@rjsf/core` (antd theme,
 * `@rjsf/validator-ajv8`) and through our form, and reads from each what a
 * person sees: the field labels (and fieldset titles) in order, each
 * choice list with its labels, the values shown at the start, the value
 * submitted, and which fields show an error after a submit of bad data.
 */
import Form from '@rjsf/antd';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { renderSchema } from '../../../helpers/renderSchema';
import { createTestEnv, type TestEnv } from '../../../helpers/testEnv';
import { withProbe } from '../formProbe';

export interface OracleCase {
  schema: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
  formData?: unknown;
  /** Reads one more thing a person sees (a placeholder, a disabled input) from each form's root, to be the same. */
  probe?: (root: HTMLElement) => unknown;
  /** What the person does in each form before the submit (only through what both draw alike: labels, texts, titles). */
  act?: (root: HTMLElement) => Promise<void>;
}

/** What a person sees of one form. */
export interface Seen {
  /** Field labels and fieldset titles, in document order (required marks and colons left out). */
  labels: string[];
  /** Each choice list (radio and checkbox groups, then drop-downs, in document order): its field's label and its choices' labels. */
  choices: [string, string[]][];
  /** The values shown in inputs at the start, in document order (ticked boxes as their labels). */
  shown: string[];
  /** The value submitted (undefined when the submit was refused). */
  submitted: unknown;
  /** The labels of the fields that show an error after the submit, sorted. */
  errors: string[];
  /** What the case's `probe` read (undefined without one). */
  probed?: unknown;
}

const clean = (text: string | null | undefined): string => (text ?? '').replace(/^\*\s*/, '').replace(/[：:]\s*$/, '').replace(/\s+/g, ' ').trim();

/** Label and legend texts in document order (our list rows' titles are headings of the same kind). */
function labelsIn(root: HTMLElement): string[] {
  return [...root.querySelectorAll('legend, label, .eps-form-array-row-title')]
    .filter((e) => !e.closest('.ant-radio-wrapper, .ant-checkbox-group, .ant-radio-group, .ant-form-item-hidden, [hidden]') && !e.classList.contains('ant-checkbox-wrapper') && !e.classList.contains('ant-radio-wrapper'))
    .map((e) => clean(e.textContent))
    .filter((t) => t !== '');
}

/** The label of the antd Form.Item around `element` ('' when it has none). */
function itemLabelOf(element: Element): string {
  const item = element.closest('.ant-form-item');
  const label = item?.querySelector(':scope > .ant-row > .ant-form-item-label label, .ant-form-item-label label');
  return clean(label?.textContent);
}

/** Opens each drop-down in turn and reads its options. */
async function selectChoices(root: HTMLElement): Promise<[string, string[]][]> {
  const out: [string, string[]][] = [];
  for (const select of [...root.querySelectorAll('.ant-select')]) {
    const before = new Set(document.querySelectorAll('.ant-select-dropdown'));
    const trigger = select.querySelector('.ant-select-selector') ?? select;
    await act(async () => {
      fireEvent.mouseDown(trigger);
      await Promise.resolve();
    });
    const popup = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-dropdown')].find((p) => !before.has(p));
      if (!found) throw new Error('no drop-down opened');
      return found;
    });
    out.push([itemLabelOf(select), [...popup.querySelectorAll('.ant-select-item-option')].map((o) => clean(o.getAttribute('title') ?? o.textContent))]);
    await act(async () => {
      fireEvent.mouseDown(trigger);
      await Promise.resolve();
    });
  }
  return out;
}

/** Radio and checkbox groups: their options' labels. */
function groupChoices(root: HTMLElement): [string, string[]][] {
  return [...root.querySelectorAll('.ant-radio-group, .ant-checkbox-group')].map((group) => [
    itemLabelOf(group),
    [...group.querySelectorAll('.ant-radio-wrapper, .ant-checkbox-wrapper')].map((w) => clean(w.textContent)),
  ]);
}

/** The values inputs show, and the labels of ticked choices. */
function shownIn(root: HTMLElement): string[] {
  const values = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((i) => !['hidden', 'checkbox', 'radio', 'submit', 'button', 'color'].includes(i.type) && !i.closest('.ant-select'))
    .map((i) => i.value)
    .filter((v) => v !== '');
  // A colour is a swatch in both: rjsf's native colour input, antd's ColorPicker (with its hex beside it).
  const colours = [...root.querySelectorAll<HTMLInputElement>('input[type=color]')]
    .map((i) => i.value)
    .concat([...root.querySelectorAll('.ant-color-picker-trigger-text')].map((e) => e.textContent ?? ''))
    .map((v) => `colour ${v.toLowerCase()}`);
  const picked = [...root.querySelectorAll('.ant-select-selection-item, .ant-select-selection-item-content')].map((e) => clean(e.getAttribute('title') ?? e.textContent));
  const ticked = [...root.querySelectorAll<HTMLInputElement>('input[type=checkbox]:checked, input[type=radio]:checked')].map((i) => {
    const wrapper = i.closest('.ant-checkbox-wrapper, .ant-radio-wrapper');
    return `[x] ${clean(wrapper?.textContent) || itemLabelOf(i)}`;
  });
  return [...values, ...colours, ...picked, ...ticked];
}

/** Labels of the fields showing an error message. */
function errorsIn(root: HTMLElement): string[] {
  const items = [...root.querySelectorAll('.ant-form-item')].filter((item) => item.querySelector(':scope .ant-form-item-explain-error') !== null && item.querySelectorAll('.ant-form-item').length === 0);
  return [...new Set(items.map((item) => itemLabelOf(item)))].sort();
}

/**
 * Leaf form items antd already marks as in error (its status class follows the field's errors at once)
 * whose message is not drawn yet (antd draws it two timer turns later), or that are still validating.
 */
function pendingMessages(root: HTMLElement): string[] {
  return [...root.querySelectorAll('.ant-form-item-has-error, .ant-form-item-is-validating')]
    .filter((item) => item.querySelectorAll('.ant-form-item').length === 0 && (item.classList.contains('ant-form-item-is-validating') || item.querySelector('.ant-form-item-explain-error') === null))
    .map((item) => itemLabelOf(item));
}

/**
 * After a refusal: waits until every field antd marks as in error shows its message. Not a wait for
 * "some message": a refusal whose only errors are the form's own has none to wait for.
 */
async function messagesDrawn(root: HTMLElement): Promise<void> {
  await waitFor(() => expect(pendingMessages(root)).toEqual([]));
}

/**
 * The labels of the fields showing an error once they stop changing: antd draws a field's message
 * a little after the form's own (its error list animates in), so one read right after the submit
 * can miss it.
 */
async function settledErrors(root: HTMLElement): Promise<string[]> {
  let last = errorsIn(root);
  for (let round = 0; round < 20; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 40));
    });
    const now = errorsIn(root);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  return last;
}

/** What rjsf shows for the case: drawn, read, submitted. */
export async function seenInRjsf(c: OracleCase): Promise<Seen> {
  let submitted: unknown;
  let refused = false;
  const { container } = render(
    <Form
      schema={c.schema as RJSFSchema}
      {...(c.uiSchema ? { uiSchema: c.uiSchema as RjsfUiSchema } : {})}
      formData={c.formData}
      validator={validator}
      noHtml5Validate
      showErrorList={false}
      onSubmit={(event) => {
        submitted = event.formData;
      }}
      onError={() => {
        refused = true;
      }}
    />,
  );
  const labels = labelsIn(container);
  const shown = shownIn(container);
  const choices = [...groupChoices(container), ...(await selectChoices(container))];
  const probed = c.probe?.(container);
  await c.act?.(container);
  const button = container.querySelector<HTMLButtonElement>('button[type=submit]');
  if (!button) throw new Error('rjsf drew no submit button');
  fireEvent.click(button);
  await waitFor(() => {
    if (submitted === undefined && !refused) throw new Error('rjsf neither submitted nor refused');
  });
  // As for ours below: a field's message comes after the refusal (rjsf's errors are rendered with the click).
  if (refused) await messagesDrawn(container);
  const errors = await settledErrors(container);
  cleanup();
  return { labels, choices, shown, submitted: refused ? undefined : submitted, errors, probed };
}

/** Our form's submit: the values sent, or undefined when the form refused them (its errors are on screen). */
async function submitOurs(env: TestEnv): Promise<unknown> {
  const before = env.notices.length;
  fireEvent.click(screen.getByRole('button', { name: 'Probe' }));
  // Refused: an error appears under a field or with the form; accepted: the probe toasts the value.
  await waitFor(() => {
    if (env.notices.length === before && document.querySelector('.ant-form-item-explain-error, .ant-alert-error') === null) throw new Error('no answer yet');
  });
  if (env.notices.length === before) return undefined;
  const message = env.notices.at(-1)?.message ?? 'null';
  try {
    return JSON.parse(message) as unknown;
  } catch {
    return message;
  }
}

/** What our form shows for the case: drawn, read, submitted. */
export async function seenInOurs(c: OracleCase): Promise<Seen> {
  const env = createTestEnv();
  const { container } = renderSchema(withProbe({ schema: c.schema, ...(c.uiSchema ? { uiSchema: c.uiSchema } : {}), ...(c.formData !== undefined ? { initialValues: c.formData } : {}) }), { env });
  await screen.findByRole('button', { name: 'Probe' });
  // Lazy widgets (drop-downs, numbers) show a placeholder until their code is in.
  await waitFor(() => {
    if (container.querySelector('.eps-form-widget-loading')) throw new Error('widgets loading');
  });
  const form = container.querySelector<HTMLElement>('form') ?? container;
  const labels = labelsIn(form);
  const shown = shownIn(form);
  const choices = [...groupChoices(form), ...(await selectChoices(form))];
  const probed = c.probe?.(form);
  await c.act?.(form);
  const submitted = await submitOurs(env);
  // Refused: a field's message comes after the form's own (antd marks the field at once and draws its message
  // two timer turns later, which on a busy machine can be well after), so wait until each marked field shows one.
  if (submitted === undefined) await messagesDrawn(form);
  const errors = await settledErrors(form);
  cleanup();
  return { labels, choices, shown, submitted, errors, probed };
}
