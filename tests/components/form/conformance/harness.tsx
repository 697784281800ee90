/**
 * The conformance suite's runner: one small form document per JSON Schema
 * keyword or uiSchema key, rendered with the real renderer and checked for
 * the fields shown, the initial values shown, the value submitted and the
 * errors shown (docs/forms.md "Form support").
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { loadFormEngine } from '../../../../renderers/form/formEngine';
import { renderSchema } from '../../../helpers/renderSchema';
import { preloadRenderers } from '../../renderers/preload';
import { createTestEnv } from '../../../helpers/testEnv';
import { submittedValues, withProbe } from '../formProbe';

export interface ConformanceCase {
  /** The keyword or uiSchema key the case shows. */
  name: string;
  schema: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
  initialValues?: unknown;
  /** Labels (or texts) that must be on screen. */
  shown?: readonly string[];
  /** Labels that must not be on screen. */
  absent?: readonly string[];
  /** Values that must be shown in inputs at the start. */
  displayed?: readonly string[];
  /** What the user does before submitting. */
  act?: () => Promise<void> | void;
  /** The value submitted. */
  submitted?: unknown;
  /** An error that blocks the submit (nothing is sent). */
  error?: string | RegExp;
  /** A selector of the element the error must show in (a row, a fieldset). */
  errorWithin?: string;
}

/**
 * Loads the engine and the form chunk and draws one throw-away form, once
 * per file (in beforeAll, whose timeout is generous): the cold cost of
 * antd's first render then never lands on the first case's 30 s budget
 * (it did, under load: 34 s for the first keyword case).
 */
export async function prepareConformance(): Promise<void> {
  await Promise.all([loadFormEngine(), preloadRenderers(['form'])]);
  const { unmount } = renderSchema(withProbe({ schema: { type: 'object', properties: { warm: { type: 'string', title: 'Warm' } } } }));
  await screen.findByLabelText('Warm', {}, { timeout: 60_000 });
  unmount();
}

/** Declares one test per case. */
export function conformance(cases: readonly ConformanceCase[]): void {
  for (const c of cases) {
    it(c.name, async () => {
      const env = createTestEnv();
      renderSchema(withProbe({ schema: c.schema, ...(c.uiSchema ? { uiSchema: c.uiSchema } : {}), ...(c.initialValues !== undefined ? { initialValues: c.initialValues } : {}) }), { env });
      await screen.findByRole('button', { name: 'Probe' });
      for (const label of c.shown ?? []) expect(await screen.findByText(label)).toBeTruthy();
      for (const label of c.absent ?? []) expect(screen.queryByText(label)).toBeNull();
      for (const value of c.displayed ?? []) expect(await screen.findByDisplayValue(value)).toBeTruthy();
      await c.act?.();
      if (c.error !== undefined) {
        fireEvent.click(screen.getByRole('button', { name: 'Probe' }));
        expect(await screen.findByText(c.error)).toBeTruthy();
        if (c.errorWithin !== undefined) {
          const scope = document.querySelector<HTMLElement>(c.errorWithin);
          expect(scope).not.toBeNull();
          expect(within(scope as HTMLElement).getByText(c.error)).toBeTruthy();
        }
        expect(env.notices).toHaveLength(0);
      }
      if ('submitted' in c) expect(await submittedValues(env)).toEqual(c.submitted);
    });
  }
}

/** Types into the input labelled `label`. */
export async function type(label: string, value: string): Promise<void> {
  const input = await screen.findByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** Opens the select labelled `label` and picks the option titled `option`. */
export async function pick(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(await screen.findByLabelText(label));
  const items = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].filter((el) => el.textContent === option);
    expect(found.length).toBeGreaterThan(0);
    return found;
  });
  fireEvent.click(items[items.length - 1] as Element);
}
