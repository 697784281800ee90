/** How the bench app tells the to-do dialog has its rows (kept apart from the pages, which only load on demand). */

/** Task rows painted in the dialog: a few of them is enough (all rows of a React commit arrive together). */
export const dialogRowsReady = (): boolean => document.querySelectorAll('.ant-modal .ant-table-tbody .ant-table-row').length >= 5;
