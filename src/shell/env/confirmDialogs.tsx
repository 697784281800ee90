/**
 * antd's confirm and info dialogs (its `useModal` hook), in a chunk of its
 * own that the feedback provider mounts on the first call (feedback.tsx).
 */
import useModal, { type HookAPI } from 'antd/es/modal/useModal';
import { useEffect, type ReactElement } from 'react';

/** Renders the dialogs' holder and hands the hook's API to `onReady`. */
export function ConfirmDialogsHolder({ onReady }: { onReady: (api: HookAPI) => void }): ReactElement {
  const [api, holder] = useModal();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
