/**
 * "Skip to content" (WCAG 2.4.1): the first stop of the keyboard on
 * every page of the layout, hidden until focused. It moves focus itself
 * (rather than following `#id`), so the router never sees a hash change and
 * the next Tab continues inside the content.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the element the skip link focuses (it carries tabIndex -1). */
export const MAIN_CONTENT_ID = 'eps-main-content';

export function SkipLink({ target = MAIN_CONTENT_ID }: { target?: string }): ReactElement {
  const { t } = useTranslation();
  return (
    <a
      className="eps-skip-link"
      href={`#${target}`}
      data-testid="skip-link"
      onClick={(event) => {
        const element = document.getElementById(target);
        if (!element) return;
        event.preventDefault();
        element.focus();
        element.scrollIntoView?.({ block: 'start' });
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
}
