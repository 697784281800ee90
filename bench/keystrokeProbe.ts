/**
 * Page-side timing of keystrokes, two figures a key, which bench/run/bench.mjs
 * reads:
 * - `__keyTimes`: from the keydown to the first moment after the next paint
 *   (a message posted from the frame's animation callback runs once the frame
 *   is painted). What a person waits for, but it holds the wait for the frame
 *   too: 0-16 ms by where in the frame the key came.
 * - `__keyWork`: from the keydown to the end of the key's `input` event with
 *   the page's style and layout brought up to date: the key's own work (the
 *   handlers, React's render of the change, the layout it needs), which the
 *   frame's timing does not blur. On the 200-field form both pages finish a
 *   key's work in ~5 ms, and their paint figures swung 0.85-1.26 against each
 *   other with the same code (docs/performance.md).
 */
declare global {
  interface Window {
    __keyTimes?: number[];
    __keyWork?: number[];
  }
}

/** Starts timing keys; answers a function that stops. */
export function installKeystrokeProbe(): () => void {
  window.__keyTimes = [];
  window.__keyWork = [];
  let keyStart: number | undefined;
  // On window, bubbling: it runs after React's listener on its root and the render React flushes after it.
  const onInput = (): void => {
    if (keyStart === undefined) return;
    // Reading a size brings style and layout up to date now, as the next frame would.
    void document.body.offsetHeight;
    window.__keyWork?.push(performance.now() - keyStart);
    keyStart = undefined;
  };
  const onKeyDown = (): void => {
    const start = performance.now();
    keyStart = start;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        window.__keyTimes?.push(performance.now() - start);
        channel.port1.close();
      };
      channel.port2.postMessage(null);
    });
  };
  window.addEventListener('input', onInput);
  document.addEventListener('keydown', onKeyDown, { capture: true });
  return () => {
    window.removeEventListener('input', onInput);
    document.removeEventListener('keydown', onKeyDown, { capture: true });
  };
}
