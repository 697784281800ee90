/**
 * The palette's items drag into the outline: dropped on a node that holds
 * children the new node goes into it, on a leaf beside it, as one edit (one
 * undo step) from the type's starting example, and the new node is
 * selected. A drag that is not from the palette is left to the tree; a click
 * still inserts at the selection.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../renderers';
import { buildMetaSchema } from '@core/schema/metaSchema';
import { OutlinePanel } from '../../../src/studio/visual/OutlinePanel';
import { PALETTE_MIME } from '../../../src/studio/visual/usePaletteDrop';
import { useVisualEdits } from '../../../src/studio/visual/useVisualEdits';
import { renderShell } from '../shell/harness';

const metaSchema = buildMetaSchema(registry.list());
const START = JSON.stringify({ type: 'page', title: 'P', body: [{ type: 'card', title: 'C', body: [] }, { type: 'text', text: 'T' }] }, null, 2);

/** A drag's data as a browser carries it (jsdom has no DataTransfer). */
function transfer(): { types: string[]; setData: (type: string, value: string) => void; getData: (type: string) => string; dropEffect: string; effectAllowed: string } {
  const data = new Map<string, string>();
  return {
    get types() {
      return [...data.keys()];
    },
    setData: (type, value) => void data.set(type, value),
    getData: (type) => data.get(type) ?? '',
    dropEffect: 'none',
    effectAllowed: 'all',
  };
}

function renderOutline() {
  const state = { text: START, edits: 0, selected: undefined as string | undefined, undo: () => undefined as void };
  function Harness(): ReactElement {
    const [text, setText] = useState(START);
    const edits = useVisualEdits(text, (next) => {
      state.edits += 1;
      setText(next);
    });
    state.text = text;
    state.selected = edits.selected;
    state.undo = edits.undo;
    return <OutlinePanel edits={edits} metaSchema={metaSchema} />;
  }
  renderShell(<Harness />);
  const node = (pointer: string): HTMLElement => document.querySelector(`[data-testid="outline-node"][data-pointer="${pointer}"]`)!;
  const doc = (): { body: { type: string; body?: { type: string }[] }[] } => JSON.parse(state.text);
  return { state, node, doc };
}

async function startDrag(type: string): Promise<ReturnType<typeof transfer>> {
  fireEvent.click(screen.getByTestId('palette-open'));
  const item = await screen.findByTestId(`palette-${type}`);
  const data = transfer();
  fireEvent.dragStart(item, { dataTransfer: data });
  expect(data.getData(PALETTE_MIME)).toBe(type);
  return data;
}

describe('studio palette: drag into the outline', () => {
  it('a type dropped on a card goes into its body as one edit, selected; undo takes it out', async () => {
    const view = renderOutline();
    const data = await startDrag('alert');
    fireEvent.dragOver(view.node('/body/0'), { dataTransfer: data });
    await waitFor(() => expect(view.node('/body/0').getAttribute('data-drop')).toBe('into'));
    fireEvent.drop(view.node('/body/0'), { dataTransfer: data });
    await waitFor(() => expect(view.doc().body[0]?.body?.[0]?.type).toBe('alert'));
    expect(view.state.edits).toBe(1);
    expect(view.state.selected).toBe('/body/0/body/0');
    expect(view.node('/body/0').getAttribute('data-drop')).toBeNull();
    act(() => view.state.undo());
    await waitFor(() => expect(view.doc().body[0]?.body).toEqual([]));
  });

  it('on a node without children it goes beside it', async () => {
    const view = renderOutline();
    const data = await startDrag('divider');
    fireEvent.dragOver(view.node('/body/1'), { dataTransfer: data });
    await waitFor(() => expect(view.node('/body/1').getAttribute('data-drop')).toBe('after'));
    fireEvent.drop(view.node('/body/1'), { dataTransfer: data });
    await waitFor(() => expect(view.doc().body.map((item) => item.type)).toEqual(['card', 'text', 'divider']));
    expect(view.state.selected).toBe('/body/2');
  });

  it('leaves other drags to the tree', async () => {
    const view = renderOutline();
    const data = transfer();
    data.setData('text/plain', 'alert');
    fireEvent.dragOver(view.node('/body/0'), { dataTransfer: data });
    fireEvent.drop(view.node('/body/0'), { dataTransfer: data });
    expect(view.node('/body/0').getAttribute('data-drop')).toBeNull();
    expect(view.state.edits).toBe(0);
  });

  it('a click on an item still inserts it at the selection (the keyboard way), into a card\'s body as a drop would', async () => {
    const view = renderOutline();
    fireEvent.click(view.node('/body/0'));
    fireEvent.click(screen.getByTestId('palette-open'));
    fireEvent.click(await screen.findByTestId('palette-alert'));
    await waitFor(() => expect(view.doc().body[0]?.body?.[0]?.type).toBe('alert'));
    expect(view.state.edits).toBe(1);
  });
});
