/**
 * Pointing at the live preview: its nodes are marked with their pointers
 * (MarkNodesContext, preview only), a click in "pick" mode selects the node
 * it landed on instead of running it (a button does not open its dialog),
 * and the selected node is outlined by a frame drawn over it. In "try" mode
 * the preview works as the page would.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { MarkNodesContext } from '../../core/react/SchemaRenderer';

export interface PickableAreaProps {
  /** Pick mode: clicks select nodes. */
  picking: boolean;
  selected: string | undefined;
  onPick: (pointer: string) => void;
  children: ReactNode;
}

interface Frame {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The box of a marked node (its wrapper has no box of its own: `display: contents`). */
function frameOf(container: HTMLElement, pointer: string): Frame | undefined {
  const marked = container.querySelector(`[data-eps-node="${CSS.escape(pointer)}"]`);
  if (!marked) return undefined;
  const range = document.createRange();
  range.selectNodeContents(marked);
  const box = range.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return undefined;
  const outer = container.getBoundingClientRect();
  return { top: box.top - outer.top, left: box.left - outer.left, width: box.width, height: box.height };
}

export function PickableArea({ picking, selected, onPick, children }: PickableAreaProps): ReactElement {
  const area = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState<Frame | undefined>(undefined);
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  });

  useEffect(() => {
    const element = area.current;
    if (!element || !picking) return;
    // Capture phase: the pick happens before the node's own handler, which never runs.
    const onClick = (event: MouseEvent): void => {
      const marked = (event.target as Element | null)?.closest('[data-eps-node]');
      if (!marked || !element.contains(marked)) return;
      event.preventDefault();
      event.stopPropagation();
      onPickRef.current(marked.getAttribute('data-eps-node') ?? '');
    };
    element.addEventListener('click', onClick, true);
    return () => element.removeEventListener('click', onClick, true);
  }, [picking]);

  // The frame follows the selection and the preview's own changes (data arriving, typing).
  useLayoutEffect(() => {
    const element = area.current;
    if (!element || selected === undefined) {
      setFrame(undefined);
      return;
    }
    const update = (): void => {
      const next = frameOf(element, selected);
      // Only a moved frame re-renders (the frame itself is inside the observed area).
      setFrame((current) => (current && next && Object.keys(next).every((key) => current[key as keyof Frame] === next[key as keyof Frame]) ? current : next));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    const mutations = new MutationObserver(update);
    mutations.observe(element, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [selected]);

  useEffect(() => {
    if (selected === undefined || !area.current) return;
    area.current.querySelector(`[data-eps-node="${CSS.escape(selected)}"] *`)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  return (
    <div ref={area} className={`eps-studio-pickable${picking ? ' eps-studio-picking' : ''}`} style={{ position: 'relative' }} data-testid="studio-pickable">
      <MarkNodesContext.Provider value>{children}</MarkNodesContext.Provider>
      {frame && selected !== '' && (
        <div className="eps-studio-selected-frame" data-testid="studio-selected-frame" aria-hidden="true" style={{ top: frame.top - 2, left: frame.left - 2, width: frame.width + 4, height: frame.height + 4 }} />
      )}
    </div>
  );
}
