import { createContext, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import type { FormWidget } from '../formContext';

const FormWidgetsContext = createContext<Readonly<Record<string, FormWidget>>>({});

/**
 * Adds widgets for the forms below it at run time (a shell-only picker, a
 * test widget). Inner providers add to outer ones; names shadow built-ins.
 * @example <FormWidgetsProvider widgets={{ tenantPicker: TenantPicker }}>...</FormWidgetsProvider>
 */
export function FormWidgetsProvider({ widgets, children }: { widgets: Readonly<Record<string, FormWidget>>; children: ReactNode }): ReactElement {
  const outer = useContext(FormWidgetsContext);
  const merged = useMemo(() => ({ ...outer, ...widgets }), [outer, widgets]);
  return <FormWidgetsContext.Provider value={merged}>{children}</FormWidgetsContext.Provider>;
}

/** Widgets added by enclosing FormWidgetsProviders. */
export function useExtraFormWidgets(): Readonly<Record<string, FormWidget>> {
  return useContext(FormWidgetsContext);
}
