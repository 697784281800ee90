/**
 * The approval action layout of the bpm / fw / jcy shells (spec workflow 2.2,
 * 4.3): the page (children) with a bottom bar of one button per action from
 * getButton plus Return; only Approve is primary; a wide screen hides Submit,
 * a narrow one offers only Approve and DOAReject; each action opens its dialog
 * (50% wide, 80% narrow). After success the buttons are refreshed and the page
 * is left (history back, window close or a message to the parent frame). The
 * In a frame asked for it, the buttons are forwarded to the parent instead
 * (forwardButtons.ts). The hide-approval-action system parameter hides the bar in the framework (fw):
 * the layout reads it from the preloaded parameters unless `hidden` is given.
 */
import { Button, Grid, Space } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useEnv } from '../../core/react';
import type { ActionHooks } from './ActionDialog';
import { ActionDialog } from './ActionDialog';
import { dialogWidth, isPrimary, visibleActions, type ActionItem } from './approvalRules';
import { forwardButton, forwardsButtons } from './forwardButtons';
import { leavePage } from './leavePage';
import { useApprovalBarHidden } from './useApprovalBarHidden';

export interface ApprovalLayoutProps {
  engine: 'bpm' | 'fw' | 'jcy';
  children: ReactNode;
  /** Forces the bar hidden or shown; default: the hide-approval-action parameter (framework only). */
  hidden?: boolean | undefined;
  hooks?: ActionHooks & { beforeOpen?: (action: string) => boolean | void };
  /** Leaves the page after an action (default: leavePage). */
  onLeave?: (action: string) => void;
  /** Forces the narrow (mobile) or wide layout; default: the screen width (below antd's md). */
  narrow?: boolean;
  /** Forwards button events to the parent frame instead of opening dialogs; default: forwardsButtons (framed and asked by the query). */
  forward?: boolean;
  /** Sends a forwarded event (default: forwardButton to the real parent). */
  onForward?: (action: string, query: Readonly<Record<string, string>>) => void;
}

/** getButton's `data.data`: the reference server adds who may resubmit and the flow of the approver panel. */
type Buttons = { actionlist: ActionItem[]; version?: number; canResubmit?: boolean; flowCode?: string; flowType?: string };

export function ApprovalLayout({ engine, children, hidden: forcedHidden, hooks, onLeave = leavePage, narrow: forcedNarrow, forward: forcedForward, onForward = forwardButton }: ApprovalLayoutProps): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const { search } = useLocation();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  const paramHidden = useApprovalBarHidden(engine);
  const hidden = forcedHidden ?? paramHidden;
  const screens = Grid.useBreakpoint();
  const narrow = forcedNarrow ?? screens.md === false;
  const [buttons, setButtons] = useState<Buttons>({ actionlist: [] });
  const [open, setOpen] = useState<ActionItem>();
  const forward = forcedForward ?? forwardsButtons(query);
  const press = (item: ActionItem): void => {
    if (hooks?.beforeOpen?.(item.action) === false) return;
    if (forward) onForward(item.action, query);
    else setOpen(item);
  };

  const load = useCallback(() => {
    void env.api
      .request<{ data: Buttons }>({ method: 'get', url: '/eps/eps-api/signBpm/getButton', params: query, silent: true })
      .then((envelope) => setButtons(envelope.data.data), () => setButtons({ actionlist: [] }));
  }, [env.api, query]);
  useEffect(load, [load]);

  const done = (action: string): void => {
    setOpen(undefined);
    load();
    onLeave(action);
  };

  return (
    <div className="eps-approval-page" style={{ paddingBottom: hidden ? 0 : 64 }}>
      {children}
      {!hidden && (
        <div role="toolbar" aria-label={t('workflow.bar.label')} className="eps-approval-bar" style={{ position: 'fixed', left: 0, right: 0, bottom: 0, padding: '12px 16px', background: 'var(--ant-color-bg-container, #fff)', borderTop: '1px solid rgba(5,5,5,0.06)', textAlign: 'center', zIndex: 10 }}>
          <Space wrap>
            {visibleActions(buttons.actionlist, narrow).map((item) => (
              <Button key={item.action} type={isPrimary(item.action) ? 'primary' : 'default'} onClick={() => press(item)}>
                {item.actiondispname}
              </Button>
            ))}
            <Button onClick={() => (forward ? onForward('back', query) : onLeave('back'))}>{t('workflow.bar.back')}</Button>
          </Space>
        </div>
      )}
      {open && (
        <ActionDialog
          item={open}
          engine={engine}
          version={buttons.version}
          width={dialogWidth(narrow)}
          query={query}
          hooks={hooks}
          // spec workflow 4.3: a server that does not say who may resubmit shows no user selector.
          resubmit={{ canResubmit: buttons.canResubmit === true, flowCode: buttons.flowCode ?? query['processKey'] ?? query['processDefinitionKey'], flowType: buttons.flowType }}
          onClose={() => setOpen(undefined)}
          onDone={done}
        />
      )}
    </div>
  );
}
