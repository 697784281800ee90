/**
 * Hand-written oracle cases: one small form per JSON Schema keyword or
 * uiSchema key docs/forms.md says we support, drawn by rjsf (antd theme,
 * ajv8) and by our form in the same test and compared as a person sees it
 * (oracle.tsx). Only the differences named in keptDifferences.ts may remain.
 * `sees` pins what our form must show, so a case proves its keyword did
 * something (both forms ignoring a keyword alike would otherwise pass).
 */
import { fireEvent } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { prepareConformance } from './harness';
import { unexplainedDifferences } from './keptDifferences';
import { seenInOurs, seenInRjsf, type OracleCase, type Seen } from './oracle';

export interface HandCase extends OracleCase {
  /** The keyword or key the case shows. */
  name: string;
  /** Parts of what our form must show (the same as rjsf's, up to the kept differences). */
  sees?: Partial<Seen>;
}

/** Draws one throw-away rjsf form, so rjsf's first (cold) render lands in the warm-up, not in a case. */
export async function warmRjsf(): Promise<void> {
  await seenInRjsf({ schema: { type: 'object', properties: { warm: { type: 'string', title: 'Warm' } } } });
}

/** Declares the file's warm-up and one test per case. */
export function compareWithRjsf(cases: readonly HandCase[]): void {
  beforeAll(async () => {
    await prepareConformance();
    await warmRjsf();
  });
  for (const c of cases) {
    it(c.name, async () => {
      const theirs = await seenInRjsf(c);
      const ours = await seenInOurs(c);
      expect(unexplainedDifferences(c, theirs, ours), `rjsf: ${JSON.stringify(theirs)}\nours: ${JSON.stringify(ours)}`).toEqual([]);
      for (const [aspect, wanted] of Object.entries(c.sees ?? {})) expect(ours[aspect as keyof Seen], aspect).toEqual(wanted);
    });
  }
}

/** An object form of the given properties (and further root keywords). */
export const props = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}): Record<string, unknown> => ({ type: 'object', properties, ...extra });

/** A string property with a title (and more keywords). */
export const str = (title: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({ type: 'string', title, ...extra });

/** The input labelled `label` inside `root` (by its label element's `for`, as both forms draw it). */
export function inputLabelled(root: HTMLElement, label: string): HTMLInputElement | HTMLTextAreaElement {
  const element = [...root.querySelectorAll('label')].find((l) => l.textContent?.replace(/^\*\s*/, '').trim() === label);
  const id = element?.getAttribute('for');
  const input = id ? root.ownerDocument.getElementById(id) : null;
  if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) throw new Error(`no input labelled ${label}`);
  return input;
}

/** Types `value` into the input labelled `label`, then leaves it. */
export function typeInto(root: HTMLElement, label: string, value: string): void {
  const input = inputLabelled(root, label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** Each text input's placeholder, readOnly and disabled state, in document order. */
export const inputStates = (root: HTMLElement): string[] =>
  [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea')]
    .filter((i) => !i.closest('.ant-select'))
    .map((i) => `${i.placeholder}|${i.readOnly ? 'readonly' : ''}|${i.disabled ? 'disabled' : ''}`);
