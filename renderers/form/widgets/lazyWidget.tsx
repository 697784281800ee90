import { createElement, lazy, Suspense, useState, type ReactElement } from 'react';
import type { FormWidget } from '../formContext';
import type { WidgetProps } from '../types';
import type { WidgetLoad } from './widgetLoads';

/** A widget whose code loads on first use (date pickers, number inputs: heavy antd parts). */
export type LazyFormWidget = FormWidget & { preload(): void };

/**
 * Wraps a widget's load (./widgetLoads.ts) so its code is fetched only when a
 * form uses it. A form's parts start these loads with the renderer's code
 * (../formParts.ts); a widget whose code is already here when it mounts
 * renders it at once, with no Suspense fallback (React 19 holds a revealed
 * fallback back for up to 300 ms).
 * @example date: lazyWidget(widgetLoads.date)
 */
export function lazyWidget(load: WidgetLoad): LazyFormWidget {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyWidget(props: WidgetProps): ReactElement {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount the field.
    const [ready] = useState(load.loaded);
    if (ready) return createElement(ready, props);
    return (
      <Suspense fallback={<span className="eps-form-widget-loading" aria-busy="true" />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyWidget, { preload: () => void load().catch(() => undefined) });
}
