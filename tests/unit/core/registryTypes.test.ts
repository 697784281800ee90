import { registry, type NodeType } from '../../../renderers';

describe('registry', () => {
  it('knows every generic renderer by its literal type', () => {
    // Compile-time: NodeType is the union of literal types, so a typo here fails tsc.
    const expected: readonly NodeType[] = [
      'page', 'form', 'table', 'dialog', 'tabs', 'descriptions', 'timeline', 'html', 'button',
      'actions', 'tag', 'image', 'empty', 'alert', 'card', 'grid',
    ];
    for (const type of expected) expect(registry.get(type)?.type).toBe(type);
  });

  it('never resolves prototype names as types', () => {
    expect(registry.get('constructor')).toBeUndefined();
    expect(registry.get('__proto__')).toBeUndefined();
    expect(registry.get('toString')).toBeUndefined();
  });
});
