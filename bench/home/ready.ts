/**
 * How the bench app tells a home page has its content painted (kept apart
 * from the pages, which only load on demand): the same facts for both, read
 * from the text, so class names of either side do not matter: the last app
 * tile, the last news of both categories, and the two task counts.
 */
const LAST_APP = 'Data portal';
const LAST_NOTICE = 'System announcement 5:';
const LAST_LOG = 'Publish log 5:';

export const homeReady = (): boolean => {
  const text = document.body.textContent ?? '';
  if (!text.includes(LAST_APP) || !text.includes(LAST_NOTICE) || !text.includes(LAST_LOG)) return false;
  const values = Array.from(document.querySelectorAll('.ant-statistic-content-value'), (element) => element.textContent);
  return values.includes('23') && values.includes('34');
};
