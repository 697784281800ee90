/**
 * Code that loads on first use, for components: the core's split-out
 * renderers (SchemaRenderer) and a renderer's own heavy part (the table's
 * antd Table). State, not `React.lazy`: a lazy component suspends, and React
 * 19 holds a revealed Suspense boundary back for up to 300 ms after its
 * fallback showed (measured: the 200-field form bench paid ~150 ms of it).
 */
import { startTransition, useCallback, useEffect, useState } from 'react';

/** One module's load, shared by every component using it. */
export interface ModuleLoad<T> {
  /** The value once it has arrived (render it in the same pass), else undefined. */
  current(): T | undefined;
  /** Starts the load or joins the one under way. */
  load(): Promise<T>;
}

/**
 * A load of `importer`'s value, done once; a failed load is forgotten, so
 * the next call tries again.
 * @example const table = moduleLoad(() => import('./AntdTable').then((m) => m.default));
 */
export function moduleLoad<T>(importer: () => Promise<T>): ModuleLoad<T> {
  let value: { current: T } | undefined;
  let pending: Promise<T> | undefined;
  return {
    current: () => value?.current,
    load() {
      pending ??= importer().then(
        (loaded) => {
          value = { current: loaded };
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/** A load as a component sees it: the value once here, or that it failed and a way to try again. */
export interface ModuleState<T> {
  value: T | undefined;
  failed: boolean;
  /** Loads again after a failure. */
  retry(): void;
}

/**
 * `load` in a component that shows its own failure (a popover's content):
 * undefined until the value arrives, then the value; a failed load is logged
 * under `label` (the browser's own words stay in the console) and reported
 * as `failed` until `retry`.
 */
export function useModuleState<T>(load: ModuleLoad<T>, label: string): ModuleState<T> {
  const [state, setState] = useState<{ value?: T; failed?: boolean }>(() => {
    const value = load.current();
    return value === undefined ? {} : { value };
  });
  useEffect(() => {
    if (state.value !== undefined || state.failed) return undefined;
    let live = true;
    load.load().then(
      (value) => {
        // What the code renders (a form of 200 fields) comes as a transition: in slices, not one long task.
        if (live) startTransition(() => setState({ value }));
      },
      (error: unknown) => {
        console.error(`${label} failed to load`, error);
        if (live) setState({ failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [state, load, label]);
  const retry = useCallback(() => setState({}), []);
  return { value: state.value, failed: state.failed === true, retry };
}

/**
 * The value of `load` in a component: undefined until it arrives (render a
 * placeholder), then the value. A failed load is logged under `label` and
 * thrown to the nearest error boundary as `failureMessage()`, a translated
 * text; the next mount loads again.
 */
export function useLoadedModule<T>(load: ModuleLoad<T>, label: string, failureMessage: () => string): T | undefined {
  const { value, failed } = useModuleState(load, label);
  if (failed) throw new Error(failureMessage());
  return value;
}
