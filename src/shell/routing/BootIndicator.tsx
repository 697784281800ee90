/**
 * The boot indicator: index.html shows it in #root from the first paint
 * until the portal's first render replaces it, so the page is not white
 * while the code loads (on home, ~2 s on a quiet machine, ~4 s with the CPU
 * slowed down 4x). React renders it where a sign-in page's own code is still
 * on its way (that route has no layout to show the page spinner in). It
 * stands where the page spinner of shellRoutes.tsx stands and looks like
 * antd's Spin, so one follows the other in place.
 *
 * Its styles are in index.html, as they must be there before any code runs.
 * Only a transform turns, in 12 steps a turn: turning smoothly (a frame
 * each 16 ms) cost the sign-in page ~300 ms of its largest contentful paint
 * with the CPU slowed down 4x, while the main thread evaluates the code
 * (the same run with reduced motion did not; measured with 8 runs each).
 * It keeps still for a user who asked for reduced motion. It is decorative
 * and has no text: no translation is there before the code, and it is
 * hidden from assistive technology.
 *
 * It is not content, so it is drawn as antd draws its spinner: four round
 * boxes, not an SVG. An SVG counts as contentful, so it would have moved the
 * first contentful paint before the entry chunk's evaluation (one task of
 * ~2.3 s at 4x), and Total Blocking Time, which counts from that paint, would
 * have counted that task (measured: 1.8 s). The work is the same either way.
 *
 * tests/unit/shell/routing/bootIndicator.test.tsx checks that the markup here
 * and in index.html are the same.
 */
import type { ReactElement } from 'react';

export function BootIndicator(): ReactElement {
  return (
    <div className="eps-boot" aria-hidden="true">
      <div className="eps-boot-dots">
        <i></i>
        <i></i>
        <i></i>
        <i></i>
      </div>
    </div>
  );
}
