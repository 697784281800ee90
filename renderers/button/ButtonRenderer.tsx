import { Button } from 'antd';
import type { ReactElement } from 'react';
import { evaluateCondition } from '@core/expression';
import type { RendererProps } from '@core/registry';
import { useDialogInstance, useText } from '@core/react';
import { iconElement } from '../shared/icons';
import { rootProps } from '../shared/rootProps';
import type { ButtonLevel, ButtonNode } from './props.schema';
import { useRunActions } from '../shared/useRunActions';

/** antd Button props for a level: `danger` is antd's primary type with its danger flag. */
const LEVEL_PROPS: Readonly<Record<ButtonLevel, { type: 'primary' | 'default' | 'link' | 'text'; danger?: boolean }>> = {
  primary: { type: 'primary' },
  default: { type: 'default' },
  link: { type: 'link' },
  text: { type: 'text' },
  danger: { type: 'primary', danger: true },
};

/**
 * A spinner says "waiting for the server". A chain that starts by opening a
 * dialog is waiting for the user instead, and the dialog shows its own progress.
 */
function waitsForUserFirst(action: ButtonNode['action']): boolean {
  // Hook steps come first in a per-action chain (before-open): what they do asks the person too.
  const first = Array.isArray(action) ? (action as readonly { action?: unknown }[]).find((step) => step?.action !== 'hook') : action;
  if (typeof first !== 'object' || first === null) return false;
  const kind = (first as { action?: unknown }).action;
  return kind === 'dialog' || kind === 'screenDialog';
}

export function ButtonRenderer({ node, scope, disabled }: RendererProps<ButtonNode>): ReactElement {
  const t = useText(scope);
  const { running, run } = useRunActions(scope);
  // While its dialog is submitting, the other buttons in it wait (a Cancel must not close it mid-call).
  const dialogBusy = useDialogInstance()?.busy === true && !running;
  const icon = iconElement(node.icon);
  const level = evaluateCondition(node.primaryOn, scope, false) ? 'primary' : (node.level ?? 'default');
  return (
    <Button
      {...rootProps(node, 'eps-button')}
      {...LEVEL_PROPS[level]}
      {...(icon ? { icon } : {})}
      {...(node.ariaLabel !== undefined ? { 'aria-label': t(node.ariaLabel) } : {})}
      {...(node.size ? { size: node.size } : {})}
      block={node.block === true}
      loading={running && !waitsForUserFirst(node.action)}
      disabled={disabled || dialogBusy}
      onClick={() => void run(node.action, node.confirmText)}
    >
      {t(node.label)}
    </Button>
  );
}
