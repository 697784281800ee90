/**
 * antd's Modal, loaded the first time the dialog opens. A closed dialog
 * renders nothing and costs no code: antd's Modal (rc-dialog, its footer)
 * is code the sign-in page (captcha dialog, agreement dialogs) and home
 * (forced-state dialog) would otherwise load before their first paint for
 * dialogs most visits never open (page weight;
 * ARCHITECTURE: do not mount dialogs until they are opened). Once opened it
 * stays mounted, so closing animates as antd's does. If the code cannot
 * load, a small alert dialog says so and offers a retry.
 */
import type { ModalProps } from 'antd';
import { createElement, useLayoutEffect, useState, type ReactElement } from 'react';
import { moduleLoad, useEnv, useModuleState } from '@core/react';

const antdModal = moduleLoad(() => import('antd/es/modal').then((module) => module.default));

export interface LazyModalProps extends ModalProps {
  /** Called when the dialog is on screen: antd's Modal rendered, or the alert that its code failed. */
  onShown?: (() => void) | undefined;
}

export function LazyModal(props: LazyModalProps): ReactElement | null {
  const [opened, setOpened] = useState(props.open === true);
  // Derived from props during render (React's "adjusting state when a prop changes"): no effect, no extra paint.
  if (props.open === true && !opened) setOpened(true);
  return opened ? <LoadedModal {...props} /> : null;
}

function LoadedModal({ onShown, ...props }: LazyModalProps): ReactElement | null {
  const { i18n } = useEnv();
  const modal = useModuleState(antdModal, 'A dialog');
  const onScreen = props.open === true && (modal.value !== undefined || modal.failed);
  useLayoutEffect(() => {
    if (onScreen) onShown?.();
  }, [onScreen, onShown]);
  // One module-level component, the same on every render (createElement says so to the hooks linter).
  if (modal.value) return createElement(modal.value, props);
  if (!modal.failed || props.open !== true) return null;
  return (
    <div role="alertdialog" aria-modal="true" aria-label={i18n.t('renderers.dialogLoad.failed')} className="eps-dialog-load-failed" style={failedStyle}>
      <p style={{ margin: '0 0 12px' }}>{i18n.t('renderers.dialogLoad.failed')}</p>
      <button type="button" onClick={modal.retry} style={{ marginInlineEnd: 8 }}>
        {i18n.t('renderers.dialogLoad.retry')}
      </button>
      {props.onCancel ? (
        <button type="button" onClick={props.onCancel}>
          {i18n.t('renderers.dialogLoad.close')}
        </button>
      ) : null}
    </div>
  );
}

const failedStyle = {
  position: 'fixed',
  insetBlockStart: '20vh',
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  zIndex: 1000,
  maxWidth: 420,
  padding: 16,
  background: '#fff',
  border: '1px solid rgba(5, 5, 5, 0.15)',
  borderRadius: 8,
  boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)',
} as const;
