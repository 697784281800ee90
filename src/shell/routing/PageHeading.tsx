/**
 * The page's one level-1 heading (axe page-has-heading-one): screen
 * reader users jump to it to learn where they are. The shell draws the page
 * title in the tabs and the document title, not as a heading, so the heading
 * is visually hidden; it reads the current page's title, else the platform's.
 */
import { useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { pageTitleAtom, useCurrentPlatform, usePlatformTitle } from './DocumentTitle';

/** Visually hidden, still read (the usual clip pattern, as the live region). */
const HIDDEN_STYLE = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** `withPageTitle`: inside the main layout, where the route page sets its title (elsewhere it may be a left-over). */
export function PageHeading({ withPageTitle = false }: { withPageTitle?: boolean }): ReactElement {
  const platformTitle = usePlatformTitle(useCurrentPlatform());
  const page = useAtomValue(pageTitleAtom);
  return (
    <h1 className="eps-page-heading" data-testid="page-heading" style={HIDDEN_STYLE}>
      {(withPageTitle && page) || platformTitle}
    </h1>
  );
}
