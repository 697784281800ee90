/**
 * After an app was launched: its notices, once per app per session, in the
 * multi-step notice panel (spec portal-shell 2.3 "notice panel (multi-step
 * dialog with an attachment download)", 4 "App notices"): the panel is
 * schemas/shell/app-notices.json, opened by AppNoticesHost in the main
 * layout, which marks each notice read as it shows it. Outside the main
 * layout (no panel registered) they fall back to one info dialog, marked
 * read when closed. The fetching rules live in src/shell/workbench/appNotices.ts.
 */
import type { ModalApi } from '../env/feedback';
import { createElement } from 'react';
import type { ApiProvider } from '../../core/env';
import { appNoticePanel, markAppNoticesRead, takeAppNotices } from './appNotices';

/** Shows the unread notices of `appInfoId` (if not yet shown in this session). Never rejects. */
export async function showAppNotices(appInfoId: number | undefined, api: ApiProvider, modal: Pick<ModalApi, 'info'>, okText: string): Promise<void> {
  const notices = await takeAppNotices(appInfoId, api);
  if (notices.length === 0) return;
  const panel = appNoticePanel();
  if (panel) {
    panel(notices);
    return;
  }
  modal.info({
    title: notices.map((n) => n.title).join(' / '),
    content: notices.map((n) => createElement('p', { key: n.id }, n.content)),
    okText,
    onOk: () => markAppNoticesRead(notices, api),
  });
}
