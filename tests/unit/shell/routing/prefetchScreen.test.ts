/**
 * Slow first table screen: a fixed main-layout page's document and
 * renderer code start loading while the session preload runs.
 */
import { describe, expect, it } from 'vitest';
import { defineRegistry, defineRenderer } from '@core/registry';
import { createOverrideCache } from '@core/schema/overrideCache';
import { loadScreen, type ScreenSource } from '@core/schema/screenStore';
import { mainChildScreenOf, prefetchScreen } from '../../../../src/shell/routing/prefetchScreen';

describe('prefetchScreen', () => {
  it('knows the screens of the fixed main children', () => {
    expect(mainChildScreenOf('/pages/main/bulletins')).toBe('bulletins/list');
    expect(mainChildScreenOf('/pages/main/bulletins/detail/7')).toBe('bulletins/detail');
    expect(mainChildScreenOf('/pages/main/companymanagement')).toBe('enterprise/info');
    expect(mainChildScreenOf('/pages/main/workbench/todo')).toBeUndefined();
    expect(mainChildScreenOf('/login')).toBeUndefined();
  });

  it('loads the document and the split-out renderers the build listed, before anything renders', async () => {
    const loads: string[] = [];
    const lazy = (type: string) =>
      defineRenderer({
        type,
        description: type,
        propsSchema: { type: 'object' },
        load: async () => {
          loads.push(type);
          return { default: () => null };
        },
      });
    const registry = defineRegistry([lazy('table'), lazy('tabs'), lazy('form')]);
    const source: ScreenSource = {
      bundled: {
        'bulletins/list': async () => {
          loads.push('document');
          return { schemaVersion: 1, type: 'tabs', items: [] };
        },
      },
      rendererTypes: { 'bulletins/list': ['tabs', 'table'] },
    };
    await prefetchScreen('bulletins/list', source, registry);
    expect(loads.sort()).toEqual(['document', 'table', 'tabs']);
  });

  it("asks for the session's override once, ahead of the opening, which then takes that answer", async () => {
    const registry = defineRegistry([]);
    const asked: string[] = [];
    const cache = createOverrideCache(async (id) => {
      asked.push(id);
      return { status: 'fresh', document: { schemaVersion: 1, type: 'page', body: [] } };
    });
    const bundledLoads: string[] = [];
    const source: ScreenSource = {
      bundled: {
        'home/index': async () => {
          bundledLoads.push('home/index');
          return { schemaVersion: 1, type: 'page', body: [] };
        },
      },
      fetchOverride: cache.fetch,
      prefetchOverride: cache.prefetch,
    };
    await prefetchScreen('home/index', source, registry);
    // The shipped file's code loads meanwhile; the override is asked for once.
    expect(bundledLoads).toEqual(['home/index']);
    expect(asked).toEqual(['home/index']);
    const opened = await loadScreen('home/index', source);
    expect(opened.origin).toBe('tenant');
    expect(asked).toEqual(['home/index']);
  });
});
