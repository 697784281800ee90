/**
 * Unsaved work is never lost: while `dirty`, leaving the page in
 * the app asks first (react-router's useBlocker), and closing or reloading
 * the tab asks the browser's own question (beforeunload). Outside a data
 * router (some tests) only the second applies.
 */
import { Modal } from 'antd';
import { useContext, useEffect, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';

export interface DirtyGuardProps {
  dirty: boolean;
}

function BlockerPrompt({ dirty }: DirtyGuardProps): ReactElement {
  const { t } = useTranslation();
  // Only a change of page is held back: the studio's own query changes (tabs) are not leaving.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search);
  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={t('studio.leave.title')}
      okText={t('studio.leave.discard')}
      okButtonProps={{ danger: true }}
      cancelText={t('studio.leave.stay')}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      destroyOnHidden
    >
      {t('studio.leave.content')}
    </Modal>
  );
}

export function DirtyGuard({ dirty }: DirtyGuardProps): ReactElement | null {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent): void => {
      event.preventDefault();
      // Older browsers need a return value to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return dataRouter ? <BlockerPrompt dirty={dirty} /> : null;
}
