/**
 * The live preview's stage and pointing at it: its nodes are marked with
 * their pointers (MarkNodesContext, preview only), a click in "pick" mode
 * selects the node it landed on instead of running it (a button does not
 * open its dialog), and the selected node is outlined by a frame drawn over
 * it. In "try" mode the preview works as the page would.
 *
 * The stage is also where the preview's dialogs are drawn: it is the
 * containing block of fixed-position boxes (a transform), so a dialog's mask
 * and window cover the preview pane, not the studio, and `layer` is where
 * antd puts a dialog's window (ConfigProvider.getPopupContainer). Marks under
 * a `#` pointer belong to a dialog opened by the page (not a place in this
 * document) and are not picked.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode, type Ref, type RefObject } from 'react';
import { MarkNodesContext } from '../../core/react/SchemaRenderer';

export interface PickableAreaProps {
  /** Pick mode: clicks select nodes. */
  picking: boolean;
  selected: string | undefined;
  onPick: (pointer: string) => void;
  children: ReactNode;
  /** Drawn on the stage, over the scrolled content and without node marks (the dialogs the page opens). */
  overlay?: ReactNode;
  /** The element dialogs' windows are put in. */
  layer?: Ref<HTMLDivElement>;
}

interface Frame {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The selector of a node's mark (CSS.escape where there is one: jsdom has none). */
const markOf = (pointer: string): string => `[data-eps-node="${typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(pointer) : pointer.replace(/["\\]/g, '\\$&')}"]`;

/** The box of a marked node (its wrapper has no box of its own: `display: contents`), relative to the stage. */
function frameOf(stage: HTMLElement, pointer: string): Frame | undefined {
  const marked = stage.querySelector(markOf(pointer));
  if (!marked) return undefined;
  const range = document.createRange();
  range.selectNodeContents(marked);
  const box = range.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return undefined;
  const outer = stage.getBoundingClientRect();
  return { top: box.top - outer.top, left: box.left - outer.left, width: box.width, height: box.height };
}

const sameFrame = (a: Frame, b: Frame): boolean => a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height;

/** Clicks on marked nodes pick them (capture phase: the node's own handler never runs). */
function usePickClicks(stage: RefObject<HTMLDivElement | null>, picking: boolean, onPick: (pointer: string) => void): void {
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  });
  useEffect(() => {
    const element = stage.current;
    if (!element || !picking) return;
    const onClick = (event: MouseEvent): void => {
      const marked = (event.target as Element | null)?.closest('[data-eps-node]');
      if (!marked || !element.contains(marked)) return;
      const pointer = marked.getAttribute('data-eps-node') ?? '';
      if (pointer.startsWith('#')) return;
      event.preventDefault();
      event.stopPropagation();
      onPickRef.current(pointer);
    };
    element.addEventListener('click', onClick, true);
    return () => element.removeEventListener('click', onClick, true);
  }, [stage, picking]);
}

export function PickableArea({ picking, selected, onPick, children, overlay, layer }: PickableAreaProps): ReactElement {
  const stage = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState<Frame | undefined>(undefined);
  usePickClicks(stage, picking, onPick);

  // The frame follows the selection, scrolling and the preview's own changes (data arriving, typing, a dialog opening).
  useLayoutEffect(() => {
    const element = stage.current;
    const scrolled = scroller.current;
    if (!element || !scrolled || selected === undefined) {
      setFrame(undefined);
      return;
    }
    const update = (): void => {
      const next = frameOf(element, selected);
      // Only a moved frame re-renders (the frame itself is inside the observed stage).
      setFrame((current) => (current && next && sameFrame(current, next) ? current : next));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    const mutations = new MutationObserver(update);
    mutations.observe(element, { childList: true, subtree: true });
    scrolled.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
      scrolled.removeEventListener('scroll', update);
    };
  }, [selected]);

  useEffect(() => {
    if (selected === undefined || !stage.current) return;
    stage.current.querySelector(`${markOf(selected)} *`)?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  return (
    <div ref={stage} className={`eps-studio-preview-stage${picking ? ' eps-studio-picking' : ''}`} data-testid="studio-pickable">
      <div ref={scroller} className="eps-studio-preview-frame">
        <MarkNodesContext.Provider value>{children}</MarkNodesContext.Provider>
      </div>
      {overlay}
      <div ref={layer} className="eps-studio-preview-layer" data-testid="studio-preview-layer" />
      {frame && selected !== '' && (
        <div className="eps-studio-selected-frame" data-testid="studio-selected-frame" aria-hidden="true" style={{ top: frame.top - 2, left: frame.left - 2, width: frame.width + 4, height: frame.height + 4 }} />
      )}
    </div>
  );
}
