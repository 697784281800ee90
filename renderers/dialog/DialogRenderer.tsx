/**
 * The dialog renderer: an antd Modal around the body, driven by the dialog
 * instance the core's dialog stack provides. While busy (submitting) it
 * cannot be closed by any means (spec workflow-enterprise-embedding 4.3).
 */
import { Button } from 'antd';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import type { RendererProps } from '@core/registry';
import { preloadRenderers, RenderNodes, useDialogInstance, useRuntime, useText } from '@core/react';
import { LazyModal } from '../shared/LazyModal';
import { rootProps } from '../shared/rootProps';
import { useRunActions } from '../shared/useRunActions';
import { useViewportWidth } from '../shared/useViewportWidth';
import { watchInitialFocus } from './initialFocus';
import type { DialogNode } from './props.schema';

/** spec portal-shell 9 / workflow-enterprise-embedding 9: dialog width 50%, 80% on mobile. */
const MOBILE_MAX_WIDTH = 768;
const DESKTOP_WIDTH = '50%';
const MOBILE_WIDTH = '80%';

const SUBMIT = { action: 'submit' } as const;

export default function DialogRenderer({ node, pointer, scope, disabled }: RendererProps<DialogNode>): ReactElement {
  const dialog = useDialogInstance();
  const { registry } = useRuntime();
  const t = useText(scope);
  // The page did not preload the body's renderers (rendersChildrenLater): start them all at once as the dialog
  // mounts, so nested ones (a form's widgets) do not load one level at a time.
  useEffect(() => void preloadRenderers(node.body, registry), [node.body, registry]);
  const viewport = useViewportWidth();
  const { running, run } = useRunActions(scope);
  // React 19 runs the returned cleanup when the body leaves (the dialog closed).
  const bodyRef = useCallback((body: HTMLDivElement | null) => (body ? watchInitialFocus(body) : undefined), []);
  // The opening frame's grey mask is up until this dialog mounts (DialogOpeningIndicator): antd's mask fading in
  // from nothing then showed the bare page for ~0.1-0.2 s before the dialog zoomed in. So the mask comes up at
  // once, and fades as antd's does from then on (on close).
  const [maskFades, setMaskFades] = useState(false);
  const opened = useCallback((open: boolean) => void (open && setMaskFades(true)), []);
  if (!dialog) throw new Error(t('renderers.dialog.notOpenedByAction'));

  const busy = dialog.busy || running;
  const forced = node.forced === true;
  const closable = !forced && !busy && node.closable !== false;

  const confirm = async (): Promise<void> => {
    if (!dialog.getForm()) {
      dialog.close(true);
      return;
    }
    const outcome = await run(SUBMIT);
    // A failed submit (invalid input, a rejected call) keeps the dialog and the input.
    if (outcome?.ok) dialog.close(outcome.result ?? true, { force: true });
  };

  const footer =
    node.actions !== undefined ? (
      <RenderNodes nodes={node.actions} pointer={`${pointer}/actions`} scope={scope} disabled={disabled} />
    ) : (
      <>
        {forced ? null : (
          <Button disabled={busy} onClick={() => dialog.close(undefined)}>
            {t(node.cancelLabel ?? 'renderers.dialog.cancel')}
          </Button>
        )}
        <Button type="primary" loading={busy} disabled={disabled} onClick={() => void confirm()}>
          {t(node.confirmLabel ?? 'renderers.dialog.confirm')}
        </Button>
      </>
    );
  const emptyFooter = Array.isArray(node.actions) && node.actions.length === 0;

  return (
    <LazyModal
      {...rootProps(node, 'eps-dialog')}
      open={dialog.open}
      title={node.title === undefined ? undefined : t(node.title)}
      width={node.width ?? (viewport < MOBILE_MAX_WIDTH ? MOBILE_WIDTH : DESKTOP_WIDTH)}
      closable={closable}
      maskClosable={closable && node.maskClosable !== false}
      keyboard={closable && node.keyboard !== false}
      onCancel={() => dialog.close(undefined)}
      afterClose={dialog.afterClose}
      afterOpenChange={opened}
      {...(maskFades ? {} : { maskTransitionName: '' })}
      onShown={dialog.shown}
      destroyOnHidden
      footer={emptyFooter ? null : footer}
    >
      {/* display: contents, so the wrapper that finds the first field changes no layout. */}
      <div ref={bodyRef} className="eps-dialog-body" style={{ display: 'contents' }}>
        <RenderNodes nodes={node.body} pointer={`${pointer}/body`} scope={scope} disabled={disabled} />
      </div>
    </LazyModal>
  );
}
