/**
 * The list behind the attachment panel (spec workflow-enterprise-embedding
 * 4.7, 7 "Files", 8): a read of the portal's query client by the record's
 * business keys (core/react/useRead.ts); an upload (type
 * and size checked here first; the server checks the bytes again) joins the
 * list with the active type; delete removes locally; save sends the whole
 * list, which then is what the server answered. The api client shows the
 * server's message when a call answers a non-success code.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ApiRequest, PortalEnv } from '@core/env';
import { readKey } from '@core/query/reads';
import { useRead } from '@core/react/useRead';
import { checkFileSize, checkFileType } from '@core/validation';
import { VALIDATION_KEYS } from '@core/validation';

/** The calls, at the paths of spec 7 "Files" (the preview is a window the server fills with the file). */
export const ATTACHMENT_CALLS = {
  list: '/eps/config/file/oss/getFileBizList',
  upload: '/eps/config/file/oss/upload',
  save: '/eps/config/file/oss/addFileBizList',
  preview: '/eps/config/file/oss/preview',
} as const;
/** What the server takes (server/files/uploadCheck.ts UPLOAD_TYPES): spec 5's document, image and office groups. */
export const DEFAULT_ACCEPT: readonly string[] = ['documents', 'images', 'office'];
/** spec 9: at most 2048 KB, as the server (server/files/serveRoutes.ts ATTACHMENT_MAX_BYTES). */
export const DEFAULT_MAX_SIZE = 2 * 1024 * 1024;

export interface BizKeys {
  appCode: string;
  bizBillId: string;
  bizType: string;
  bizItemType: string;
}

/** One attachment as the list holds it. */
export interface Attachment {
  attachmentId: string;
  filename: string;
  filesize: number;
  type: string;
  typeName?: string | undefined;
}

export interface AttachmentsState {
  items: readonly Attachment[];
  loading: boolean;
  uploading: boolean;
  saving: boolean;
  /** Local changes not saved yet. */
  dirty: boolean;
  upload(file: File, type: string, typeName: string): Promise<void>;
  remove(attachmentId: string): void;
  /** Sends the list; `typeName` names a type for the server. */
  save(typeName: (type: string) => string): Promise<void>;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** An attachment from a server answer; undefined when it has no id. */
function attachmentOf(raw: unknown, fallback: Partial<Attachment> = {}): Attachment | undefined {
  if (raw === null || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  const attachmentId = text(r.attachmentId);
  if (attachmentId === '') return undefined;
  return {
    attachmentId,
    filename: text(r.filename) || fallback.filename || attachmentId,
    filesize: typeof r.filesize === 'number' ? r.filesize : (fallback.filesize ?? 0),
    type: text(r.type) || fallback.type || '',
    typeName: text(r.typeName) || fallback.typeName,
  };
}

const listOf = (data: unknown): Attachment[] => (Array.isArray(data) ? data.flatMap((raw) => attachmentOf(raw) ?? []) : []);

/** Uploads one file as an attachment of `type`; undefined when it failed (the person was told why). */
async function sendFile(env: PortalEnv, file: File, type: string, typeName: string): Promise<Attachment | undefined> {
  try {
    const envelope = await env.api.request({
      method: 'post',
      url: ATTACHMENT_CALLS.upload,
      data: { file },
      dataType: 'form-data',
      // A file the person chose: a gesture (src/core/calls).
      trigger: 'gesture',
      successMsg: env.i18n.t('renderers.attachments.uploaded'),
    });
    const added = attachmentOf(envelope.data, { filename: file.name, filesize: file.size, type, typeName });
    if (!added) {
      env.notify('error', env.i18n.t('widgets.upload.noId'));
      return undefined;
    }
    return { ...added, type, typeName };
  } catch {
    // The api client showed the server's message.
    return undefined;
  }
}

export function useAttachments(env: PortalEnv, keys: BizKeys | undefined, limits: { accept: readonly string[]; maxSize: number }): AttachmentsState {
  const keyText = keys ? JSON.stringify(keys) : '';
  // `keyText` stands for `keys` by content: a new object with the same keys is the same request.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const request = useMemo<ApiRequest | undefined>(() => (keys ? { method: 'get', url: ATTACHMENT_CALLS.list, params: { ...keys } } : undefined), [keyText]);
  const client = useQueryClient();
  const queryKey = useMemo(() => (request ? readKey(env.api, request) : undefined), [env.api, request]);
  const read = useRead(env.api, request);
  // Uploads and removals not saved yet, for these keys: the list shown until a save answers.
  const [edited, setEdited] = useState<{ keyText: string; items: readonly Attachment[] } | undefined>(undefined);
  const loaded = useMemo(() => (read.envelope === undefined ? [] : listOf(read.envelope.data)), [read.envelope]);
  const items = edited?.keyText === keyText ? edited.items : loaded;
  const [uploading, setUploading] = useState(0);
  const [saving, setSaving] = useState(false);
  // A failed list read ends the loading: the api client told the user; the list stays empty.
  const loading = read.loading;
  // Callbacks read the newest list synchronously (several files of one pick arrive together).
  const current = useRef<readonly Attachment[]>(items);
  useLayoutEffect(() => {
    current.current = items;
  });
  const put = useCallback(
    (next: readonly Attachment[]) => {
      current.current = next;
      setEdited({ keyText, items: next });
    },
    [keyText],
  );
  const dirty = edited?.keyText === keyText;

  const upload = useCallback(
    async (file: File, type: string, typeName: string) => {
      const problem = (limits.accept.length ? checkFileType(file.name, limits.accept) : undefined) ?? checkFileSize(file, limits.maxSize);
      if (problem) {
        env.notify('error', env.i18n.t(problem.key, problem.vars));
        return;
      }
      setUploading((n) => n + 1);
      try {
        const added = await sendFile(env, file, type, typeName);
        if (added) put([...current.current, added]);
      } finally {
        setUploading((n) => n - 1);
      }
    },
    [env, limits.accept, limits.maxSize, put],
  );

  const remove = useCallback(
    (attachmentId: string) => {
      put(current.current.filter((item) => item.attachmentId !== attachmentId));
    },
    [put],
  );

  const save = useCallback(
    async (typeName: (type: string) => string) => {
      if (!keys) return;
      if (current.current.length === 0) {
        env.notify('warning', env.i18n.t(VALIDATION_KEYS.uploadFirst));
        return;
      }
      setSaving(true);
      try {
        const envelope = await env.api.request({
          method: 'post',
          url: ATTACHMENT_CALLS.save,
          trigger: 'gesture',
          data: { ...keys, items: current.current.map((item) => ({ attachmentId: item.attachmentId, type: item.type, typeName: typeName(item.type) || item.typeName || item.type })) },
          successMsg: env.i18n.t('renderers.attachments.saved'),
        });
        // What the server answered is the list now (for every node that reads it).
        if (Array.isArray(envelope.data) && queryKey) client.setQueryData(queryKey, envelope);
        else if (queryKey) await client.invalidateQueries({ queryKey, exact: true });
        setEdited(undefined);
      } catch {
        // The api client showed the server's message; the local list stays for another try.
      } finally {
        setSaving(false);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keys by content (keyText)
    [env, keyText, client, queryKey],
  );

  return { items, loading, uploading: uploading > 0, saving, dirty, upload, remove, save };
}
