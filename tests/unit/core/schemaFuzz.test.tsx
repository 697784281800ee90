// @vitest-environment jsdom
/**
 * Schema fuzzing: generated documents, valid and broken, rendered
 * in jsdom through the real core and registry. Whatever a configurator
 * writes, the screen never blanks (a bad node shows its error box with its
 * pointer, its siblings render on), nothing escapes the error boundaries,
 * no string in a document reaches eval / Function, and each render stays
 * under a time limit. FUZZ_RUNS=5000 runs more documents than the default.
 */
/* eslint-disable no-eval -- this file wraps globalThis.eval to record who calls it; it evaluates nothing of its own */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registry } from '../../../renderers';
import { DocumentRenderer, PortalRuntime } from '@core/react';
import { preloadRenderers } from '@core/react/preloadRenderers';
import { Scope } from '@core/scope';
import { renderSchema } from '../../helpers/renderSchema';
import { createTestEnv } from '../../helpers/testEnv';
import { bodyArbitrary, SENTINEL, type FuzzBody } from './schemaFuzzArbitraries';

// 300 (+75 through the studio path) take ~36 s on a loaded 2-core machine; FUZZ_RUNS=5000 for a long run (docs/development.md "Testing: hardening suites").
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
// A hang or a runaway loop is far beyond it; speed is the bench's business (npm run bench), not this
// test's: under a loaded CI run a 1,400-button page once took 6.4 s (a 6 s limit failed there), and with other
// work on the machine one render took 33 s (a 30 s limit failed): the limit only catches a render that never ends.
const RENDER_LIMIT_MS = Number(process.env.FUZZ_RENDER_LIMIT_MS ?? 120_000);
/**
 * fast-check options of both properties: no shrinking (a failing document is reported as found;
 * shrinking a slow render re-renders hundreds of variants and once ran past the test's timeout,
 * hiding the failure), and an overall time budget well inside the test timeout: a slow machine
 * renders fewer documents (the count is printed) instead of failing on time.
 */
const ASSERT_OPTIONS = { endOnFailure: true, interruptAfterTimeLimit: 240_000 } as const;

const PWNED = '__schemaFuzzPwned';
const dynamicCode: string[] = [];
const realEval = globalThis.eval;
const RealFunction = globalThis.Function;
const windowErrors: unknown[] = [];
const onWindowError = (event: ErrorEvent): void => {
  windowErrors.push(event.error ?? event.message);
};
let rendered = 0;

/** Whether the frame that called eval / Function (after this file's own) is in src/ or renderers/. */
function callerIsOurs(stack: string): boolean {
  const frames = stack.split('\n').slice(1).filter((line) => !line.includes('schemaFuzz.test'));
  const caller = frames[0] ?? '';
  return !caller.includes('node_modules') && /\/(src|renderers)\//.test(caller);
}

beforeAll(async () => {
  // Any string compiled as code from our code (src, renderers) or carrying the
  // fuzz marker is recorded; libraries that compile their own code (ajv, jsdom's
  // selector engine) still get the real thing.
  const suspicious = (args: readonly unknown[]): boolean =>
    args.some((arg) => String(arg).includes(PWNED)) || callerIsOurs(new Error().stack ?? '');
  globalThis.eval = ((source: string) => {
    if (suspicious([source])) dynamicCode.push(`eval: ${String(source)}`);
    return realEval(source);
  }) as typeof eval;
  globalThis.Function = new Proxy(RealFunction, {
    apply: (target, thisArg, args: unknown[]) => {
      if (suspicious(args)) dynamicCode.push(`Function: ${args.map(String).join(', ')}`);
      return Reflect.apply(target, thisArg, args) as unknown;
    },
    construct: (target, args: unknown[]) => {
      if (suspicious(args)) dynamicCode.push(`new Function: ${args.map(String).join(', ')}`);
      return Reflect.construct(target, args) as object;
    },
  });
  window.addEventListener('error', onWindowError);
  // Renderer boundaries report what they caught to the console: expected here, and loud.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // Warm up: the first render loads antd and every split-out renderer.
  await preloadRenderers({ type: 'page', body: registry.types.map((type) => ({ type })) }, registry);
});

afterAll(() => {
  globalThis.eval = realEval;
  globalThis.Function = RealFunction;
  window.removeEventListener('error', onWindowError);
  vi.restoreAllMocks();
  console.info(`schemaFuzz: ${rendered} documents rendered`);
});

function documentOf(body: FuzzBody): Record<string, unknown> {
  return { type: 'page', body: [{ type: 'text', text: SENTINEL }, ...body.nodes] };
}

/** The screen is not blank, every known-bad top node shows its box in place, nothing escaped. */
function expectSafeScreen(container: HTMLElement, body: FuzzBody): void {
  expect(windowErrors).toEqual([]);
  expect(dynamicCode).toEqual([]);
  expect((globalThis as Record<string, unknown>)[PWNED]).toBeUndefined();
  // The one whole-screen refusal: a document too deep for the validator is named at the root, in a box.
  const rootBox = container.querySelector('.eps-node-error[data-pointer=""]')?.textContent ?? '';
  if (/nested (too deeply|deeper than)/.test(rootBox)) return;
  expect(container.textContent).toContain(SENTINEL);
  for (const index of body.badIndexes) {
    const pointer = `/body/${index + 1}`;
    expect(container.querySelector(`.eps-node-error[data-pointer="${pointer}"]`), pointer).not.toBeNull();
  }
}

describe('schema fuzzing', () => {
  it('renders any document without blanking, escaping errors or eval (renderers see raw props)', async () => {
    await fc.assert(
      fc.asyncProperty(bodyArbitrary, async (body) => {
        const document = documentOf(body);
        await preloadRenderers(document, registry);
        const started = performance.now();
        let view: ReturnType<typeof renderSchema> | undefined;
        try {
          await act(async () => {
            view = renderSchema(document, { data: { user: { name: 'fuzz' }, items: [1, 2] } });
          });
          const elapsed = performance.now() - started;
          rendered += 1;
          expectSafeScreen(view!.container, body);
          expect(elapsed).toBeLessThan(RENDER_LIMIT_MS);
        } finally {
          cleanup();
        }
      }),
      { ...ASSERT_OPTIONS, numRuns: RUNS },
    );
  }, 600_000);

  it('renders validated documents (as the studio preview does) without blanking', async () => {
    await fc.assert(
      fc.asyncProperty(bodyArbitrary, async (body) => {
        const document = documentOf(body);
        const env = createTestEnv();
        const started = performance.now();
        try {
          const { container } = render(
            <ConfigProvider theme={{ token: { motion: false } }}>
              <PortalRuntime registry={registry} env={env}>
                <DocumentRenderer
                  document={document}
                  scope={new Scope({})}
                  fallback={<span>loading</span>}
                  renderError={() => <span>unreadable</span>}
                />
              </PortalRuntime>
            </ConfigProvider>,
          );
          await waitFor(() => expect(screen.queryByText('loading')).toBeNull());
          const elapsed = performance.now() - started;
          rendered += 1;
          expectSafeScreen(container, body);
          expect(elapsed).toBeLessThan(RENDER_LIMIT_MS);
        } finally {
          cleanup();
        }
      }),
      { ...ASSERT_OPTIONS, numRuns: Math.max(10, Math.round(RUNS / 4)) },
    );
  }, 600_000);
});
