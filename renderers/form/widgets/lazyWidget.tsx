import { lazy, Suspense, type ReactElement } from 'react';
import type { FormWidget } from '../formContext';
import type { WidgetProps } from '../types';

/** A widget whose code loads on first use (date pickers, number inputs: heavy antd parts). */
export type LazyFormWidget = FormWidget & { preload(): void };

/**
 * Wraps a widget module so it is fetched only when a form uses it. Forms
 * call `preload()` for the widgets their fields use, so the fetches start
 * together, before the fields render.
 * @example date: lazyWidget(() => import('./DateWidget').then((m) => m.DateWidget))
 */
export function lazyWidget(load: () => Promise<FormWidget>): LazyFormWidget {
  let pending: Promise<{ default: FormWidget }> | undefined;
  const start = (): Promise<{ default: FormWidget }> => (pending ??= load().then((component) => ({ default: component })));
  const Lazy = lazy(start);
  function LazyWidget(props: WidgetProps): ReactElement {
    return (
      <Suspense fallback={<span className="eps-form-widget-loading" aria-busy="true" />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyWidget, { preload: () => void start() });
}
