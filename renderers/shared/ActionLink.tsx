/**
 * A link-looking action (table row actions and link cells): a real
 * `<button>`, so it is in the tab order and runs on Enter and Space, and a
 * disabled one is disabled for assistive technology too. antd's
 * Typography.Link renders an `<a>` without `href`, which the keyboard skips.
 */
import { Button } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import './actionLink.css';

export interface ActionLinkProps {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  className?: string;
}

export function ActionLink({ children, onClick, disabled = false, danger = false, className }: ActionLinkProps): ReactElement {
  return (
    <Button type="link" size="small" className={className ? `eps-action-link ${className}` : 'eps-action-link'} disabled={disabled} danger={danger} onClick={onClick}>
      {children}
    </Button>
  );
}
