// What a document preloads (core/react/preloadRenderers): every split-out
// renderer it shows at once, none of those only inside a node that renders
// its children later (a dialog opens on demand).
import { describe, expect, it } from 'vitest';
import { nodeTypesIn, preloadRenderers, typesToPreload } from '@core/react';
import { defineRegistry, defineRenderer } from '@core/registry';
import type { SchemaNode } from '@core/schema/types';
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

describe('preloadRenderers: the parts a node needs by its props (loadPartsFor)', () => {
  /** A registry of a page, a dialog and a table whose parts load is recorded per node. */
  function recordingRegistry() {
    const asked: unknown[] = [];
    const parts = defineRenderer<SchemaNode & { type: 'table'; plain?: boolean }>({
      type: 'table',
      description: 'test table',
      propsSchema: {},
      component: () => null,
      loadPartsFor: (node) => (node.plain === true ? undefined : (asked.push(node), Promise.resolve())),
    });
    const pageDefinition = defineRenderer<SchemaNode & { type: 'page' }>({ type: 'page', description: 'test page', propsSchema: {}, component: () => null });
    const dialogDefinition = defineRenderer<SchemaNode & { type: 'dialog' }>({ type: 'dialog', description: 'test dialog', propsSchema: {}, component: () => null, rendersChildrenLater: true });
    return { asked, registry: defineRegistry([pageDefinition, dialogDefinition, parts]) };
  }

  it('starts the parts of each node shown at once, none for a node that needs none or is inside a dialog', async () => {
    const { asked, registry: recording } = recordingRegistry();
    const shown = { type: 'table', id: 'shown' };
    const document = { type: 'page', body: [shown, { type: 'table', id: 'plain', plain: true }, { type: 'dialog', body: [{ type: 'table', id: 'later' }] }] };
    await preloadRenderers(document, recording);
    expect(asked).toEqual([shown]);
  });

  it('settles when a part fails to load (the node shows the failure where it renders)', async () => {
    const failing = defineRenderer<SchemaNode & { type: 'table' }>({ type: 'table', description: 'test', propsSchema: {}, component: () => null, loadPartsFor: () => Promise.reject(new Error('offline')) });
    await expect(preloadRenderers({ type: 'table' }, defineRegistry([failing]))).resolves.toBeUndefined();
  });

  it('the table asks for antd\'s Table unless it is plain', () => {
    const table = registry.get('table');
    expect(table?.loadPartsFor?.({ type: 'table', plain: true } as SchemaNode)).toBeUndefined();
  });
});
