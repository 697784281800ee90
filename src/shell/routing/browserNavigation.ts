/**
 * Full-page navigations that leave the single-page app (an external login,
 * an allow-listed origin). One object so tests can watch the edge we do not
 * own: jsdom's `window.location.assign` cannot be redefined or spied on.
 */
export const browserNavigation = {
  /** Loads `url` in this tab (`window.location.assign`). */
  assign(url: string): void {
    window.location.assign(url);
  },
};
