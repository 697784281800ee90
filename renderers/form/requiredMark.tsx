/**
 * The required mark of a field label. antd draws it as CSS `::before`
 * content, and CSS content is part of the accessible name: a screen reader
 * read "* Account" and axe's label-content-name-mismatch counted it (issue
 * 17). The mark is drawn here instead, on a span hidden from assistive
 * technology (an aria-hidden subtree is left out of every name); the
 * input's `aria-required` already says that the field is required.
 */
import type { ReactElement, ReactNode } from 'react';
import './requiredMark.css';

/** antd Form `requiredMark` render function (module-level, so it is stable across renders). */
export function renderRequiredMark(label: ReactNode, { required }: { required: boolean }): ReactElement {
  return (
    <>
      {/* The star is CSS content of a hidden span: no text in the label's textContent either. */}
      {required ? <span className="eps-required-mark" aria-hidden="true" /> : null}
      {label}
    </>
  );
}
