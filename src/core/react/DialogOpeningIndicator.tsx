/**
 * What shows while a dialog is on its way (DialogHost.opening): a thin bar
 * along the top of the window, as browsers show a page load, and the
 * dialog's frame with a skeleton over the mask, so the mask is never empty. The first
 * opening of a screen dialog loads its document and its renderers' code:
 * ~0.4 s on a quiet machine, ~1.7 s with the CPU slowed down 4x, and a
 * click that changes nothing on screen for that long reads as a click that
 * did not work (the Web Vitals bench measured the to-do dialog's click at
 * 1.6 s to its next paint before this; `node bench/run/bench.mjs web-vitals`).
 *
 * It is drawn at once, so the click is answered by the next frame (a delay
 * before it shows would leave that frame unchanged: the click would still
 * look lost), and it stays until the dialog's renderer has the dialog on
 * screen (DialogInstance.shown), not merely until the document is read:
 * antd's Modal and the body's renderers may still be loading then. Only a
 * transform changes, in steps, on its own layer: a smooth animation while
 * the main thread evaluates code costs frames there on a slow machine (see
 * shell/routing/BootIndicator.tsx). With reduced motion it stands still. Its
 * styles come with it (React hoists the style element, once), so it looks
 * the same wherever the core is mounted.
 */
import type { ReactElement } from 'react';
import { useRuntime } from './context';

const CSS = `
.eps-dialog-opening {
  position: fixed; top: 0; left: 0; right: 0; height: 3px; z-index: 2000;
  overflow: hidden; pointer-events: none;
}
.eps-dialog-opening-bar {
  height: 100%; background: var(--eps-color-primary, #1677ff); box-shadow: 0 0 6px var(--eps-color-primary, #1677ff);
  transform-origin: left center; transform: scaleX(0.1); will-change: transform;
  animation: eps-dialog-opening-grow 4s steps(16) forwards;
}
@keyframes eps-dialog-opening-grow { to { transform: scaleX(0.9); } }
.eps-dialog-opening-mask {
  position: fixed; inset: 0; z-index: 1000; background: rgba(0, 0, 0, 0.45);
  display: flex; justify-content: center; align-items: flex-start; padding-top: 100px;
}
.eps-dialog-opening-frame {
  width: min(520px, calc(100vw - 32px)); box-sizing: border-box; padding: 20px 24px;
  background: var(--eps-color-bg-container, #fff); border-radius: 8px;
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12);
  display: flex; flex-direction: column; gap: 14px;
}
.eps-dialog-opening-line { height: 16px; border-radius: 4px; background: rgba(0, 0, 0, 0.06); }
.eps-dialog-opening-line.is-title { width: 38%; height: 20px; margin-bottom: 8px; }
.eps-dialog-opening-line.is-short { width: 62%; }
.eps-dialog-opening-foot { display: flex; justify-content: flex-end; gap: 8px; margin-top: 10px; }
.eps-dialog-opening-foot > span { width: 72px; height: 32px; border-radius: 6px; background: rgba(0, 0, 0, 0.06); }
@media (prefers-reduced-motion: reduce) {
  .eps-dialog-opening-bar { animation: none; transform: scaleX(0.6); }
}
`;

export function DialogOpeningIndicator(): ReactElement {
  const { env } = useRuntime();
  return (
    <>
      <style href="eps-dialog-opening" precedence="default">
        {CSS}
      </style>
      <div className="eps-dialog-opening" role="progressbar" aria-label={env.i18n.t('core.dialogOpening')} data-testid="dialog-opening">
        <div className="eps-dialog-opening-bar" />
      </div>
      {/* The dialog's frame with a skeleton, at once: not an empty grey mask while its code loads. */}
      <div className="eps-dialog-opening-mask" aria-hidden="true" data-testid="dialog-opening-frame">
        <div className="eps-dialog-opening-frame">
          <div className="eps-dialog-opening-line is-title" />
          <div className="eps-dialog-opening-line" />
          <div className="eps-dialog-opening-line" />
          <div className="eps-dialog-opening-line is-short" />
          <div className="eps-dialog-opening-foot">
            <span />
            <span />
          </div>
        </div>
      </div>
    </>
  );
}
