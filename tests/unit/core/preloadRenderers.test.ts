import { defineRegistry, defineRenderer } from '@core/registry';
import { nodeTypesIn, preloadRenderers } from '@core/react/preloadRenderers';

describe('preloadRenderers', () => {
  it('finds every node type in a tree, however deep', () => {
    const doc = { type: 'page', body: [{ type: 'card', body: { type: 'form' } }], toolbar: [{ type: 'button', action: { action: 'dialog', dialog: { type: 'dialog' } } }] };
    expect([...nodeTypesIn(doc)].sort()).toEqual(['button', 'card', 'dialog', 'form', 'page']);
  });

  it('starts the lazy loads of the types a document uses, once each, and no others', async () => {
    const loaded: string[] = [];
    const lazy = (type: string) =>
      defineRenderer({ type, description: type, propsSchema: {}, load: () => (loaded.push(type), Promise.resolve({ default: () => null })) });
    const registry = defineRegistry([lazy('table'), lazy('form'), lazy('html')]);
    preloadRenderers({ type: 'page', body: [{ type: 'table' }, { type: 'table' }, { type: 'form' }] }, registry);
    await Promise.resolve();
    expect(loaded.sort()).toEqual(['form', 'table']);
  });
});
