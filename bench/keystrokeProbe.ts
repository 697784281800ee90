/**
 * Page-side timing of keystrokes: from the keydown to the first moment
 * after the next paint (a message posted from the frame's animation
 * callback runs once the frame is painted). bench/run/bench.mjs reads
 * `window.__keyTimes`.
 */
declare global {
  interface Window {
    __keyTimes?: number[];
  }
}

export function installKeystrokeProbe(): void {
  window.__keyTimes = [];
  document.addEventListener(
    'keydown',
    () => {
      const start = performance.now();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          window.__keyTimes?.push(performance.now() - start);
          channel.port1.close();
        };
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
}
