// What a document preloads (core/react/preloadRenderers): every split-out
// renderer it shows at once, none of those only inside a node that renders
// its children later (a dialog opens on demand; issue 15).
import { describe, expect, it } from 'vitest';
import { nodeTypesIn, typesToPreload } from '../../../../src/core/react';
import { registry } from '../../../../renderers';

const page = {
  type: 'page',
  body: [
    { type: 'table', columns: [] },
    {
      type: 'button',
      label: 'Terms',
      action: { action: 'dialog', dialog: { type: 'dialog', title: 'Terms', body: [{ type: 'html', html: '<p>…</p>' }, { type: 'form', schema: {} }] } },
    },
  ],
};

describe('typesToPreload', () => {
  it('lists the dialog but not what only its body uses', () => {
    const types = typesToPreload(page, registry);
    expect([...types].sort()).toEqual(['button', 'dialog', 'page', 'table']);
    // Without the registry's word, every type anywhere.
    expect([...nodeTypesIn(page)].sort()).toEqual(['button', 'dialog', 'form', 'html', 'page', 'table']);
  });

  it('keeps a type used both outside and inside a dialog', () => {
    const both = { type: 'page', body: [{ type: 'html', html: 'x' }, { type: 'dialog', body: [{ type: 'html', html: 'y' }] }] };
    expect(typesToPreload(both, registry).has('html')).toBe(true);
  });

  it('is told by the registry: the dialog renders its children later', () => {
    expect(registry.get('dialog')?.rendersChildrenLater).toBe(true);
    expect(registry.get('tabs')?.rendersChildrenLater).toBeUndefined();
  });
});
