/**
 * The files of one `upload` field: checks a picked file on the client (type,
 * size, count: spec portal-shell 5 and 9, with the portal's messages), sends
 * it through the portal's api (multipart), and keeps the field value (the
 * attachment ids) in step with what the list shows. A value set from outside
 * (reset, setValue) rebuilds the list and drops uploads still running.
 */
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { resolveRequest } from '@core/dataSource';
import type { PortalEnv } from '@core/env';
import { readPath, type Scope } from '@core/scope';
import { checkFileSize, checkFileType, FILE_TYPE_GROUPS, fileExtension, VALIDATION_KEYS, type ValidationIssue } from '@core/validation';
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

/** A list item for a picked file, uploading; an image gets a thumbnail URL. */
function itemOf(file: File): UploadItem {
  const isImage = IMAGE_TYPES.includes(fileExtension(file.name));
  return {
    uid: `upload-${++sequence}`,
    name: file.name,
    status: 'uploading',
    size: file.size,
    isImage,
    ...(isImage && canMakeUrls() ? { thumbUrl: URL.createObjectURL(file) } : {}),
  };
}

/** The item of a stored attachment id (a value set from outside): its file name when known. */
function storedItem(id: string, ids: readonly string[], input: UseUploadsInput, files: ReadonlyMap<string, File>): UploadItem {
  const name = input.storedName;
  return {
    uid: `stored-${id}`,
    name: input.options.sendWithForm ? (files.get(id)?.name ?? id) : ids.length === 1 && name ? name : id,
    status: 'done',
    attachmentId: id,
    isImage: IMAGE_TYPES.includes(fileExtension(name ?? '')),
  };
}

/**
 * Sends one file through the field's api (multipart, with the templated extra fields) and
 * reads the attachment id and name from the answer. `onProgress` gets whole percentages.
 */
async function sendFile(input: UseUploadsInput, file: File, signal: AbortSignal, onProgress: (percent: number) => void): Promise<{ attachmentId: string; name: string } | undefined> {
  const { env, scope, options } = input;
  const request = resolveRequest(options.api, scope.extend({ values: input.values() }), env.i18n);
  const extra = typeof request.data === 'object' && request.data !== null && !Array.isArray(request.data) ? request.data : {};
  const envelope = await env.api.request({
    ...request,
    method: request.method === 'get' ? 'post' : request.method,
    data: { ...extra, [options.fileField]: file },
    dataType: 'form-data',
    // A file the person chose: a gesture (src/core/calls).
    trigger: 'gesture',
    // The message shows on the field, not as a notice.
    silent: true,
    signal,
    // Whole percentages only: a big file reports progress hundreds of times.
    onUploadProgress: (sent) => onProgress(Math.floor(sent * 100)),
  });
  if (signal.aborted) return undefined;
  const attachmentId = textAt(envelope.data, options.idPath);
  if (!attachmentId) throw new Error(env.i18n.t('widgets.upload.noId'));
  return { attachmentId, name: textAt(envelope.data, options.namePath) ?? file.name };
}

/**
 * The files of one field for the life of the widget: the list (the rendered copy goes to
 * `show`), the uploads running, and the files kept for a sendWithForm call. Its methods run
 * from events and effects, never during render, and read the widget's latest props in `input`.
 */
class UploadSession {
  input: UseUploadsInput;
  items: UploadItem[] = [];
  /** sendWithForm: the files kept for the form's call, by file id (the item's attachmentId). */
  readonly files = new Map<string, File>();
  readonly running = new Map<string, AbortController>();
  /** The ids last told to the form, so the value coming back is not taken as one from outside. */
  emitted: string[] | undefined;
  readonly show: (items: readonly UploadItem[]) => void;
  readonly refuse: (message: string | undefined) => void;

  constructor(input: UseUploadsInput, show: (items: readonly UploadItem[]) => void, refuse: (message: string | undefined) => void) {
    this.input = input;
    this.show = show;
    this.refuse = refuse;
  }

  /** The widget rendered with new props. */
  follow(input: UseUploadsInput): void {
    this.input = input;
  }

  setItems(next: UploadItem[]): void {
    this.items = next;
    this.show(next);
  }

  /** Tells the form the ids of the finished files (sendWithForm: the files themselves). */
  emit(): void {
    const { options, emptyValue, onChange } = this.input;
    const ids = this.items.flatMap((item) => (item.status === 'done' && item.attachmentId ? [item.attachmentId] : []));
    this.emitted = ids;
    if (!options.sendWithForm) return onChange(valueOf(ids, options.maxCount, emptyValue));
    const picked = ids.flatMap((id) => {
      const file = this.files.get(id);
      return file ? [file] : [];
    });
    onChange(picked.length === 0 ? emptyValue : options.maxCount === 1 ? picked[0] : picked);
  }

  drop(item: UploadItem): void {
    this.running.get(item.uid)?.abort();
    this.running.delete(item.uid);
    revoke(item);
  }

  /** A value from outside (initial values, reset, setValue) becomes the list. */
  sync(ids: string[]): void {
    if (this.emitted !== undefined && sameIds(ids, this.emitted)) return;
    this.emitted = ids;
    const kept = new Map(this.items.filter((i) => i.status === 'done' && i.attachmentId).map((i) => [i.attachmentId as string, i]));
    // sendWithForm: files set from outside join the kept files, by their ids.
    if (this.input.options.sendWithForm) for (const file of filesOf(this.input.value)) this.files.set(fileId(file), file);
    for (const item of this.items) if (!item.attachmentId || !ids.includes(item.attachmentId)) this.drop(item);
    this.setItems(ids.map((id) => kept.get(id) ?? storedItem(id, ids, this.input, this.files)));
  }

  async upload(item: UploadItem, file: File): Promise<void> {
    const controller = new AbortController();
    this.running.set(item.uid, controller);
    const onProgress = (percent: number): void => {
      const current = this.items.find((i) => i.uid === item.uid);
      if (controller.signal.aborted || !current || current.status !== 'uploading' || current.percent === percent) return;
      this.setItems(this.items.map((i) => (i.uid === item.uid ? { ...i, percent } : i)));
    };
    try {
      const sent = await sendFile(this.input, file, controller.signal, onProgress);
      if (!sent || controller.signal.aborted) return;
      this.setItems(this.items.map((i) => (i.uid === item.uid ? { ...i, status: 'done', ...sent } : i)));
      this.emit();
      if (this.input.options.nameField) this.input.setName(sent.name);
      this.input.touched();
    } catch (error) {
      if (controller.signal.aborted) return;
      revoke(item);
      this.setItems(this.items.filter((i) => i.uid !== item.uid));
      this.input.setErrors([error instanceof Error && error.message ? error.message : this.input.env.i18n.t('widgets.upload.failed')]);
    } finally {
      this.running.delete(item.uid);
    }
  }

  /** Checks a picked file; a good one joins the list (uploaded now, or kept as the value for the form's own call). */
  pick(file: File): void {
    const { env, options } = this.input;
    // Files of one pick arrive one by one, each after the previous joined the list.
    const tooMany = options.maxCount > 1 && this.items.length >= options.maxCount ? { key: VALIDATION_KEYS.fileCount, vars: { max: options.maxCount } } : undefined;
    const refused = fileProblem(file, options) ?? tooMany;
    if (refused) return this.refuse(env.i18n.t(refused.key, refused.vars));
    const item = itemOf(file);
    // One file: a new pick replaces the old one.
    let rest = this.items;
    if (options.maxCount === 1) {
      rest.forEach((old) => this.drop(old));
      rest = [];
    }
    this.refuse(undefined);
    this.input.setErrors([]);
    if (!options.sendWithForm) {
      this.setItems([...rest, item]);
      if (options.maxCount === 1) this.emit();
      void this.upload(item, file);
      return;
    }
    if (options.maxCount === 1) this.files.clear();
    const id = fileId(file);
    this.files.set(id, file);
    this.setItems([...rest, { ...item, status: 'done', attachmentId: id }]);
    this.emit();
    if (options.nameField) this.input.setName(file.name);
    this.input.touched();
  }

  remove(uid: string): void {
    const item = this.items.find((i) => i.uid === uid);
    if (!item) return;
    this.drop(item);
    if (item.attachmentId) this.files.delete(item.attachmentId);
    this.setItems(this.items.filter((i) => i.uid !== uid));
    this.emit();
    if (this.input.options.nameField) this.input.setName(undefined);
    this.refuse(undefined);
    this.input.touched();
  }

  dispose(): void {
    for (const item of this.items) this.drop(item);
  }
}

export function useUploads(input: UseUploadsInput): Uploads {
  const [shown, setShown] = useState<readonly UploadItem[]>([]);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [session] = useState(() => new UploadSession(input, setShown, setRefusal));
  useLayoutEffect(() => {
    session.follow(input);
  });
  const ids = input.options.sendWithForm ? filesOf(input.value).map(fileId) : idsOf(input.value);
  const idsKey = ids.join('\n');
  useEffect(() => {
    session.sync(idsKey === '' ? [] : idsKey.split('\n'));
  }, [idsKey, session]);
  useEffect(() => () => session.dispose(), [session]);
  const pick = useCallback((file: File) => session.pick(file), [session]);
  const remove = useCallback((uid: string) => session.remove(uid), [session]);
  return { items: shown, refusal, pick, remove };
}
