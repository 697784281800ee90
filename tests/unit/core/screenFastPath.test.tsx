/**
 * The first screen's fast path (issue 5 bench, home-first-render): split-out
 * renderers load once and render in the same pass once their code is here
 * (no Suspense fallback, which React 19 holds back for up to 300 ms), and a
 * bundled document the build validated (ScreenSource.checked) renders
 * without the in-browser validator, while tenant overrides and unchecked
 * files are still validated.
 */
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { registry } from '../../../renderers';
import { defineRegistry, defineRenderer, type RendererComponent, type RendererProps } from '../../../src/core/registry';
import { PortalRuntime, ScreenRenderer, SchemaRenderer } from '../../../src/core/react';
import { preloadRenderers } from '../../../src/core/react/preloadRenderers';
import { loadedRenderer, loadRenderer } from '../../../src/core/react/rendererLoads';
import type { ScreenSource } from '../../../src/core/schema/screenStore';
import { Scope } from '../../../src/core/scope';
import { createTestEnv } from '../../helpers/testEnv';

function Shout({ node }: RendererProps): ReactElement {
  return <b data-testid="shout">{String((node as { text?: unknown }).text)}</b>;
}

describe('rendererLoads', () => {
  it('loads a definition once, knows when it is here, and retries a failed load', async () => {
    let calls = 0;
    let fail = true;
    const definition = defineRenderer({
      type: 'shout',
      description: 'test',
      propsSchema: {},
      load: () => {
        calls += 1;
        return fail ? Promise.reject<{ default: RendererComponent }>(new Error('offline')) : Promise.resolve({ default: Shout });
      },
    });
    await expect(loadRenderer(definition)).rejects.toThrow('offline');
    fail = false;
    const first = loadRenderer(definition);
    expect(loadRenderer(definition)).toBe(first);
    expect(loadedRenderer(definition)).toBeUndefined();
    await first;
    expect(loadedRenderer(definition)).toBe(Shout);
    expect(calls).toBe(2);
  });

  it('preloadRenderers settles when every load has, even a failed one', async () => {
    const ok = defineRenderer({ type: 'shout', description: 'test', propsSchema: {}, load: () => Promise.resolve({ default: Shout }) });
    const broken = defineRenderer({ type: 'broken', description: 'test', propsSchema: {}, load: () => Promise.reject<{ default: RendererComponent }>(new Error('404')) });
    const local = defineRegistry([ok, broken]);
    await expect(preloadRenderers({ type: 'shout', body: { type: 'broken' } }, local)).resolves.toBeUndefined();
    expect(loadedRenderer(ok)).toBe(Shout);
    expect(loadedRenderer(broken)).toBeUndefined();
  });

  it('a preloaded split renderer renders in the same pass, with no loading fallback', async () => {
    const local = defineRegistry([defineRenderer({ type: 'shout', description: 'test', propsSchema: {}, load: () => Promise.resolve({ default: Shout }) })]);
    await preloadRenderers({ type: 'shout' }, local);
    const env = createTestEnv();
    render(
      <PortalRuntime registry={local} env={env}>
        <SchemaRenderer node={{ type: 'shout', text: 'now' }} pointer="" scope={new Scope({})} />
      </PortalRuntime>,
    );
    // Synchronously after render: no await, no fallback span.
    expect(screen.getByTestId('shout').textContent).toBe('now');
    expect(document.querySelector('.eps-node-loading')).toBeNull();
  });
});

describe('ScreenRenderer and build-checked documents', () => {
  // A text node with a prop the meta-schema does not know: the validator flags it.
  const doc = { schemaVersion: 1, type: 'page', body: [{ type: 'text', text: 'Hello', bogus: 1 }] };

  function renderScreen(source: ScreenSource): void {
    const env = createTestEnv();
    render(
      <PortalRuntime registry={registry} env={env}>
        <ScreenRenderer id="x/screen" source={source} scope={new Scope({})} fallback={<i>loading</i>} renderError={(error) => <p>{String(error)}</p>} />
      </PortalRuntime>,
    );
  }

  it('validates a bundled file the build did not check', async () => {
    renderScreen({ bundled: { 'x/screen': () => Promise.resolve(doc) } });
    expect(await screen.findByText(/unknown prop "bogus"/, {}, { timeout: 20_000 })).toBeTruthy();
  });

  it('renders a bundled file the build checked without validating it again', async () => {
    renderScreen({ bundled: { 'x/screen': () => Promise.resolve(doc) }, checked: new Set(['x/screen']) });
    expect(await screen.findByText('Hello', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByText(/unknown prop/)).toBeNull();
  });

  it('still validates a tenant override of a checked id', async () => {
    renderScreen({ bundled: { 'x/screen': () => Promise.resolve({ schemaVersion: 1, type: 'page', body: [] }) }, checked: new Set(['x/screen']), fetchOverride: () => Promise.resolve(doc) });
    expect(await screen.findByText(/unknown prop "bogus"/, {}, { timeout: 20_000 })).toBeTruthy();
  });

  afterEach(async () => {
    // Let pending loads settle inside act before the next test.
    await act(async () => undefined);
  });
});
