/**
 * Issue 10 (slow first table screen): a fixed main-layout page's document and
 * renderer code start loading while the session preload runs.
 */
import { describe, expect, it } from 'vitest';
import { defineRegistry, defineRenderer } from '../../../../src/core/registry';
import type { ScreenSource } from '../../../../src/core/schema/screenStore';
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
});
