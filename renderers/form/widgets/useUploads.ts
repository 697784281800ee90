/**
 * The files of one `upload` field: checks a picked file on the client (type,
 * size, count: spec portal-shell 5 and 9, with the portal's messages), sends
 * it through the portal's api (multipart), and keeps the field value (the
 * attachment ids) in step with what the list shows. A value set from outside
 * (reset, setValue) rebuilds the list and drops uploads still running.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { resolveRequest } from '../../../src/core/dataSource';
import type { PortalEnv } from '../../../src/core/env';
import { readPath, type Scope } from '../../../src/core/scope';
import { checkFileSize, checkFileType, FILE_TYPE_GROUPS, fileExtension, VALIDATION_KEYS, type ValidationIssue } from '../../../src/core/validation';
import { idsOf, valueOf, type UploadOptions } from './uploadOptions';

/** One file of the list. */
export interface UploadItem {
  uid: string;
  name: string;
  status: 'uploading' | 'done';
  /** While uploading: the percentage sent (0 to 100), when the browser reports it. */
  percent?: number;
  attachmentId?: string;
  size?: number;
  /** An object URL of a picked image, for its thumbnail and preview. */
  thumbUrl?: string;
  isImage: boolean;
}

export interface UseUploadsInput {
  env: PortalEnv;
  scope: Scope;
  options: UploadOptions;
  value: unknown;
  emptyValue: unknown;
  /** The file name held by the `nameField` sibling, if any. */
  storedName: string | undefined;
  onChange(value: unknown): void;
  /** Writes the `nameField` sibling. */
  setName(name: string | undefined): void;
  /** Shows messages as the field's errors ([] clears them). */
  setErrors(messages: readonly string[]): void;
  /** The user changed the field: validate it. */
  touched(): void;
  /** The form's current values, for templated extra fields of the upload call. */
  values(): Record<string, unknown>;
}

export interface Uploads {
  items: readonly UploadItem[];
  /**
   * Why the last picked file was refused (type, size, count), until the next accepted pick or a
   * removal. Kept by the widget, not as a field error: the form re-validates the field when an
   * upload finishes, which would wipe the message before the user reads it.
   */
  refusal: string | undefined;
  /** Checks a picked file and uploads it; problems show as the field's errors. */
  pick(file: File): void;
  remove(uid: string): void;
}

const IMAGE_TYPES: readonly string[] = FILE_TYPE_GROUPS.images;
let sequence = 0;

const canMakeUrls = (): boolean => typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';
const revoke = (item: UploadItem): void => {
  if (item.thumbUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(item.thumbUrl);
};
const sameIds = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((id, i) => id === b[i]);
const textAt = (data: unknown, path: string): string | undefined => {
  const found = readPath(data, path);
  return typeof found === 'string' && found !== '' ? found : typeof found === 'number' ? String(found) : undefined;
};

// sendWithForm: each File gets one stable id, so a value of files compares like a value of ids.
const fileIds = new WeakMap<File, string>();
function fileId(file: File): string {
  let id = fileIds.get(file);
  if (id === undefined) {
    id = `file-${++sequence}`;
    fileIds.set(file, id);
  }
  return id;
}

/** The files a sendWithForm value holds (one File or a list). */
function filesOf(value: unknown): File[] {
  if (typeof File === 'undefined') return [];
  const list: readonly unknown[] = Array.isArray(value) ? value : [value];
  return list.filter((item): item is File => item instanceof File);
}

/** The first problem of a picked file: its type, then its size. */
function fileProblem(file: File, options: UploadOptions): ValidationIssue | undefined {
  if (options.accept.length) {
    const type = checkFileType(file.name, options.accept);
    if (type) return type;
  }
  return checkFileSize(file, options.maxSize);
}

export function useUploads(input: UseUploadsInput): Uploads {
  const latest = useRef(input);
  useLayoutEffect(() => {
    latest.current = input;
  });
  // The list as rendered (state), mirrored in a ref that callbacks read and write synchronously.
  const [shown, setShown] = useState<readonly UploadItem[]>([]);
  const items = useRef<UploadItem[]>([]);
  const running = useRef(new Map<string, AbortController>());
  const emitted = useRef<string[] | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);

  const setItems = useCallback((next: UploadItem[]) => {
    items.current = next;
    setShown(next);
  }, []);

  // sendWithForm: the files kept for the form's call, by file id (the item's attachmentId).
  const files = useRef(new Map<string, File>());

  /** Tells the form the ids of the finished files (sendWithForm: the files themselves). */
  const emit = useCallback(() => {
    const { options, emptyValue, onChange } = latest.current;
    const ids = items.current.flatMap((item) => (item.status === 'done' && item.attachmentId ? [item.attachmentId] : []));
    emitted.current = ids;
    if (!options.sendWithForm) return onChange(valueOf(ids, options.maxCount, emptyValue));
    const picked = ids.flatMap((id) => {
      const file = files.current.get(id);
      return file ? [file] : [];
    });
    onChange(picked.length === 0 ? emptyValue : options.maxCount === 1 ? picked[0] : picked);
  }, []);

  const drop = useCallback((item: UploadItem) => {
    running.current.get(item.uid)?.abort();
    running.current.delete(item.uid);
    revoke(item);
  }, []);

  // A value from outside (initial values, reset, setValue) becomes the list.
  const ids = input.options.sendWithForm ? filesOf(input.value).map(fileId) : idsOf(input.value);
  useEffect(() => {
    if (emitted.current !== undefined && sameIds(ids, emitted.current)) return;
    emitted.current = ids;
    const kept = new Map(items.current.filter((i) => i.status === 'done' && i.attachmentId).map((i) => [i.attachmentId as string, i]));
    // sendWithForm: files set from outside join the kept files, by their ids.
    const keptFiles = files.current;
    if (latest.current.options.sendWithForm) for (const file of filesOf(latest.current.value)) keptFiles.set(fileId(file), file);
    for (const item of items.current) if (!item.attachmentId || !ids.includes(item.attachmentId)) drop(item);
    const name = latest.current.storedName;
    setItems(
      ids.map(
        (id) =>
          kept.get(id) ?? {
            uid: `stored-${id}`,
            name: latest.current.options.sendWithForm ? (keptFiles.get(id)?.name ?? id) : ids.length === 1 && name ? name : id,
            status: 'done',
            attachmentId: id,
            isImage: IMAGE_TYPES.includes(fileExtension(name ?? '')),
          },
      ),
    );
    // `ids` is compared by content above; its identity changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids.join('\n'), drop, setItems]);

  useEffect(
    () => () => {
      for (const item of items.current) drop(item);
    },
    [drop],
  );

  const upload = useCallback(
    async (item: UploadItem, file: File) => {
      const { env, scope, options } = latest.current;
      const controller = new AbortController();
      running.current.set(item.uid, controller);
      const request = resolveRequest(options.api, scope.extend({ values: latest.current.values() }), env.i18n);
      const extra = typeof request.data === 'object' && request.data !== null && !Array.isArray(request.data) ? request.data : {};
      try {
        const envelope = await env.api.request({
          ...request,
          method: request.method === 'get' ? 'post' : request.method,
          data: { ...extra, [options.fileField]: file },
          dataType: 'form-data',
          // A file the person chose: a gesture (src/core/calls).
          trigger: 'gesture',
          // The message shows on the field, not as a notice.
          silent: true,
          signal: controller.signal,
          // Whole percentages only: a big file reports progress hundreds of times.
          onUploadProgress: (sent) => {
            const percent = Math.floor(sent * 100);
            const current = items.current.find((i) => i.uid === item.uid);
            if (controller.signal.aborted || !current || current.status !== 'uploading' || current.percent === percent) return;
            setItems(items.current.map((i) => (i.uid === item.uid ? { ...i, percent } : i)));
          },
        });
        if (controller.signal.aborted) return;
        const attachmentId = textAt(envelope.data, options.idPath);
        if (!attachmentId) throw new Error(env.i18n.t('widgets.upload.noId'));
        const name = textAt(envelope.data, options.namePath) ?? file.name;
        setItems(items.current.map((i) => (i.uid === item.uid ? { ...i, status: 'done', attachmentId, name } : i)));
        emit();
        if (options.nameField) latest.current.setName(name);
        latest.current.touched();
      } catch (error) {
        if (controller.signal.aborted) return;
        revoke(item);
        setItems(items.current.filter((i) => i.uid !== item.uid));
        latest.current.setErrors([error instanceof Error && error.message ? error.message : env.i18n.t('widgets.upload.failed')]);
      } finally {
        running.current.delete(item.uid);
      }
    },
    [emit, setItems],
  );

  const pick = useCallback(
    (file: File): void => {
      const { env, options } = latest.current;
      const fail = (problem: ValidationIssue): void => {
        setRefusal(env.i18n.t(problem.key, problem.vars));
      };
      const problem = fileProblem(file, options);
      if (problem) return fail(problem);
      // Files of one pick arrive one by one, each after the previous joined the list.
      if (options.maxCount > 1 && items.current.length >= options.maxCount) return fail({ key: VALIDATION_KEYS.fileCount, vars: { max: options.maxCount } });
      const isImage = IMAGE_TYPES.includes(fileExtension(file.name));
      const item: UploadItem = {
        uid: `upload-${++sequence}`,
        name: file.name,
        status: 'uploading',
        size: file.size,
        isImage,
        ...(isImage && canMakeUrls() ? { thumbUrl: URL.createObjectURL(file) } : {}),
      };
      // One file: a new pick replaces the old one.
      let rest = items.current;
      if (options.maxCount === 1) {
        rest.forEach(drop);
        rest = [];
      }
      if (options.sendWithForm) {
        // Checked here, uploaded by the form's own call: the file is the value.
        if (options.maxCount === 1) files.current.clear();
        const id = fileId(file);
        files.current.set(id, file);
        setItems([...rest, { ...item, status: 'done', attachmentId: id }]);
        setRefusal(undefined);
        latest.current.setErrors([]);
        emit();
        if (options.nameField) latest.current.setName(file.name);
        latest.current.touched();
        return;
      }
      setItems([...rest, item]);
      setRefusal(undefined);
      latest.current.setErrors([]);
      if (options.maxCount === 1) emit();
      void upload(item, file);
    },
    [drop, emit, setItems, upload],
  );

  const remove = useCallback(
    (uid: string) => {
      const item = items.current.find((i) => i.uid === uid);
      if (!item) return;
      drop(item);
      if (item.attachmentId) files.current.delete(item.attachmentId);
      setItems(items.current.filter((i) => i.uid !== uid));
      emit();
      if (latest.current.options.nameField) latest.current.setName(undefined);
      setRefusal(undefined);
      latest.current.touched();
    },
    [drop, emit, setItems],
  );

  return { items: shown, refusal, pick, remove };
}
