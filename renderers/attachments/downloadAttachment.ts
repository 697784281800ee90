/**
 * Downloading a business attachment (spec workflow-enterprise-embedding 6, 7
 * "Files"; portal-shell 7 "Config"): the download permission call, named by
 * its code, `GET /eps/config/file/oss/ids/{id}`, answers `data[0].downloadUrl`
 * for a file the session may read, and the browser goes there (the server
 * sends the file as an attachment). A user whose permission sets lack the
 * key is refused by the api client before anything is sent.
 */
import { ApiCallError, type PortalEnv } from '@core/env';

/** The permission code of the call; its key's URL is the template `/eps/config/file/oss/ids/{id}`. */
export const DOWNLOAD_PERMISSION = 'p_config_oss_biz_download';

/** `data[0].downloadUrl` of the call's answer, or undefined when it holds none. */
function downloadUrlOf(data: unknown): string | undefined {
  const first: unknown = Array.isArray(data) ? data[0] : undefined;
  if (first === null || typeof first !== 'object') return undefined;
  const url = (first as Record<string, unknown>).downloadUrl;
  return typeof url === 'string' && url !== '' ? url : undefined;
}

/** Asks for the download URL of `attachmentId` and opens it; a refusal or failure has already been told. */
export async function downloadAttachment(env: Pick<PortalEnv, 'api' | 'i18n' | 'notify' | 'openWindow'>, attachment: { attachmentId: string; filename: string }): Promise<void> {
  let data: unknown;
  try {
    ({ data } = await env.api.request({ method: 'get', url: '', permission: DOWNLOAD_PERMISSION, params: { id: attachment.attachmentId }, trigger: 'gesture' }));
  } catch (error) {
    // The api client (or the screen call guard) told the user why.
    if (error instanceof ApiCallError) return;
    throw error;
  }
  const url = downloadUrlOf(data);
  if (url === undefined) env.notify('error', env.i18n.t('renderers.attachments.downloadMissing', { name: attachment.filename }));
  else env.openWindow(url);
}
