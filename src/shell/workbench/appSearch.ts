/**
 * The my-apps popover's search (spec portal-shell 2.3): the generic debounced,
 * IME-aware search of the renderers (the home page's `tiles` use it too),
 * with the popover's debounce.
 */
export { rankBySearch, useDebouncedSearch } from '../../../renderers/shared/debouncedSearch';

/** spec portal-shell 9: my-apps filter debounce. */
export const MY_APPS_DEBOUNCE_MS = 300;
