/** How the bench app tells a table page has rendered (kept apart from the row data, which only the pages load). */
export const ROW_COUNT = 1000;

/** Both pages are ready when this many rows are in the DOM (ours renders the visible ones: it is virtual). */
export const tableReady =
  (minimumRows: number) =>
  (): boolean =>
    document.querySelectorAll('.ant-table-row').length >= minimumRows;
