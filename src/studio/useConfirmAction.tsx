/**
 * The studio's question before something that deletes or replaces stored
 * work (delete a screen, revert it to the shipped file, roll back to an
 * older version): a modal dialog rather than a popover, so it takes the
 * focus (Cancel first: Enter on a key press does not destroy anything by
 * accident), Tab stays inside it, Escape cancels, and the screen reader
 * announces it. Translated; the action's button is red.
 */
import { Modal } from 'antd';
import { useCallback, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmActionOptions {
  title: string;
  content?: ReactNode;
  /** The action button's label (Delete, Revert...). */
  okText: string;
}

export function useConfirmAction(): { confirm: (options: ConfirmActionOptions) => Promise<boolean>; holder: ReactElement } {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const confirm = useCallback(
    ({ title, content, okText }: ConfirmActionOptions) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content,
          okText,
          cancelText: t('studio.confirm.cancel'),
          autoFocusButton: 'cancel',
          okButtonProps: { danger: true, 'data-testid': 'studio-confirm-ok' } as { danger: boolean },
          cancelButtonProps: { 'data-testid': 'studio-confirm-cancel' } as { danger?: boolean },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
  return { confirm, holder };
}
