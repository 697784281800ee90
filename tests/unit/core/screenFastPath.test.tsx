// @vitest-environment jsdom
/**
 * The first screen's fast path (bench case home-first-render): split-out
 * renderers load once and render in the same pass once their code is here
 * (no Suspense fallback, which React 19 holds back for up to 300 ms), and a
 * bundled document the build validated (ScreenSource.checked) renders
 * without the in-browser validator, while tenant overrides and unchecked
 * files are still validated.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { registry } from '../../../renderers';
import { defineRegistry, defineRenderer, type RendererComponent, type RendererProps } from '@core/registry';
import { PortalRuntime, ScreenRenderer, SchemaRenderer } from '@core/react';
import { preloadRenderers } from '@core/react/preloadRenderers';
import { loadedRenderer, loadRenderer } from '@core/react/rendererLoads';
import type { ScreenSource } from '@core/schema/screenStore';
import { Scope } from '@core/scope';
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

describe('a split renderer first rendered before its code is here', () => {
  function renderNode(local: ReturnType<typeof defineRegistry>, node: unknown): void {
    render(
      <PortalRuntime registry={local} env={createTestEnv({ language: 'zh-cn' })}>
        <SchemaRenderer node={node} pointer="/body/0" scope={new Scope({})} />
      </PortalRuntime>,
    );
  }

  it('shows the loading placeholder, then the renderer, without suspending', async () => {
    let arrive: (module: { default: RendererComponent }) => void = () => undefined;
    const local = defineRegistry([
      defineRenderer({ type: 'shout', description: 'test', propsSchema: {}, load: () => new Promise<{ default: RendererComponent }>((resolve) => (arrive = resolve)) }),
    ]);
    renderNode(local, { type: 'shout', text: 'late' });
    expect(document.querySelector('.eps-node-loading[aria-busy="true"]')).not.toBeNull();
    await act(async () => arrive({ default: Shout }));
    expect(screen.getByTestId('shout').textContent).toBe('late');
    expect(document.querySelector('.eps-node-loading')).toBeNull();
  });

  it('a failed load shows a translated message in the node, and a later mount loads again', async () => {
    let fail = true;
    const local = defineRegistry([
      defineRenderer({
        type: 'shout',
        description: 'test',
        propsSchema: {},
        load: () => (fail ? Promise.reject<{ default: RendererComponent }>(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ default: Shout })),
      }),
    ]);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderNode(local, { type: 'shout', text: 'x' });
      expect(await screen.findByText('无法加载 "shout" 的代码，请检查网络后刷新页面。')).toBeTruthy();
      expect(screen.getByText('/body/0', { exact: false })).toBeTruthy();
      expect(screen.queryByText(/dynamically imported/)).toBeNull();
    } finally {
      quiet.mockRestore();
    }
    cleanup();
    fail = false;
    renderNode(local, { type: 'shout', text: 'back online' });
    expect(await screen.findByText('back online')).toBeTruthy();
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

  it('starts loading the renderers the build listed for a bundled file before the document arrives', async () => {
    let loads = 0;
    let giveDocument: (doc: unknown) => void = () => undefined;
    const shout = defineRenderer({
      type: 'shout',
      description: 'test',
      propsSchema: {},
      load: () => {
        loads += 1;
        return Promise.resolve({ default: Shout });
      },
    });
    const local = defineRegistry([...registry.list(), shout]);
    render(
      <PortalRuntime registry={local} env={createTestEnv()}>
        <ScreenRenderer
          id="x/early"
          source={{
            bundled: { 'x/early': () => new Promise((resolve) => (giveDocument = resolve)) },
            checked: new Set(['x/early']),
            rendererTypes: { 'x/early': ['shout'] },
          }}
          scope={new Scope({})}
          fallback={<i>loading</i>}
          renderError={(error) => <p>{String(error)}</p>}
        />
      </PortalRuntime>,
    );
    // The document has not arrived, the renderer's code is already on its way.
    expect(loads).toBe(1);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => giveDocument({ schemaVersion: 1, type: 'shout', text: 'early' }));
    expect(await screen.findByTestId('shout')).toBeTruthy();
    expect(loads).toBe(1);
  });

  afterEach(async () => {
    // Let pending loads settle inside act before the next test.
    await act(async () => undefined);
  });
});
