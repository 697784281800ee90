/**
 * After an app was launched: its notices, once per app per session, in an
 * info dialog; they are marked read when the user closes it (spec
 * portal-shell 4 "App notices"; the fetching rules live in
 * src/shell/workbench/appNotices.ts).
 */
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';
import { createElement } from 'react';
import type { ApiProvider } from '../../core/env';
import { markAppNoticesRead, takeAppNotices } from '../workbench/appNotices';

/** Shows the unread notices of `appInfoId` (if not yet shown in this session). Never rejects. */
export async function showAppNotices(appInfoId: number | undefined, api: ApiProvider, modal: Pick<ModalHookAPI, 'info'>, okText: string): Promise<void> {
  const notices = await takeAppNotices(appInfoId, api);
  if (notices.length === 0) return;
  modal.info({
    title: notices.map((n) => n.title).join(' / '),
    content: notices.map((n) => createElement('p', { key: n.id }, n.content)),
    okText,
    onOk: () => markAppNoticesRead(notices, api),
  });
}
