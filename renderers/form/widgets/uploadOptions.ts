/**
 * Options of the `upload` widget (`ui:options`), read defensively: a
 * uiSchema is data written by hand. Types and sizes are the portal's own
 * (src/core/validation: file type groups, spec workflow-enterprise-embedding 5;
 * image max 2 MB, spec portal-shell 9).
 */
import { expandFileTypes, FILE_TYPE_GROUPS } from '@core/validation';
import type { DataSource, LocalizedText } from '@core/schema/types';

/** The server's upload call (spec workflow-enterprise-embedding 7 "Files"): multipart, field `file`. */
export const DEFAULT_UPLOAD_API: DataSource = { method: 'post', url: '/eps/config/file/oss/upload' };
/** spec portal-shell 9: image max 2 MB; the reference server takes no more for any upload. */
export const DEFAULT_MAX_SIZE = 2 * 1024 * 1024;

export type UploadListType = 'text' | 'picture' | 'picture-card';

export interface UploadOptions {
  /** Allowed extensions, lower case, no dots (groups `images`, `documents`, `office` expanded); empty: any. */
  accept: readonly string[];
  /** Largest file in bytes. */
  maxSize: number;
  /** Most files; 1 makes the value one id, more a list of ids. A new pick replaces the file when 1. */
  maxCount: number;
  listType: UploadListType;
  /** The upload call; the file goes as multipart field `fileField`, `data` (templated) as extra fields. */
  api: DataSource;
  fileField: string;
  /** Response paths (under the envelope's `data`) of the id and the file name. */
  idPath: string;
  namePath: string;
  /** A sibling field that holds the file name (one file), read to show an existing value and written on upload. */
  nameField: string | undefined;
  /** The trigger's label. */
  buttonLabel: LocalizedText;
  /** Show the allowed types and size under the trigger (default true). */
  showHint: boolean;
  /**
   * `ui:options.sendWithForm`: the picked file is checked but not uploaded; the
   * field value is the File itself, sent with the form's own multipart call
   * (spec workflow-enterprise-embedding 3: "Change submission: the same fields
   * plus licenseFile, sent as form data").
   */
  sendWithForm: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is LocalizedText => typeof value === 'string' || isRecord(value);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const positiveInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** `accept` as written: a list or a comma list of extensions (`.png`, `jpg`) and group names (`images`). */
function acceptOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return expandFileTypes(list.filter((item): item is string => typeof item === 'string'));
}

const IMAGE_TYPES: readonly string[] = FILE_TYPE_GROUPS.images;
/** True when only images are allowed (the trigger then says "upload image"). */
const onlyImages = (accept: readonly string[]): boolean => accept.length > 0 && accept.every((ext) => IMAGE_TYPES.includes(ext));

/** The widget's options from a field's `ui:options`, with the portal's defaults. */
export function uploadOptions(ui: Readonly<Record<string, unknown>>): UploadOptions {
  const maxCount = positiveInteger(ui['maxCount']) ? ui['maxCount'] : 1;
  const accept = acceptOf(ui['accept']);
  const listType = ui['listType'];
  const api = ui['api'];
  return {
    accept,
    maxSize: positiveInteger(ui['maxSize']) ? ui['maxSize'] : DEFAULT_MAX_SIZE,
    maxCount,
    listType: listType === 'picture' || listType === 'picture-card' ? listType : 'text',
    api: isRecord(api) && typeof api['url'] === 'string' ? (api as unknown as DataSource) : DEFAULT_UPLOAD_API,
    fileField: nonEmpty(ui['fileField']) ? ui['fileField'] : 'file',
    idPath: nonEmpty(ui['idPath']) ? ui['idPath'] : 'attachmentId',
    namePath: nonEmpty(ui['namePath']) ? ui['namePath'] : 'filename',
    nameField: maxCount === 1 && nonEmpty(ui['nameField']) ? ui['nameField'] : undefined,
    buttonLabel: isText(ui['buttonLabel']) ? ui['buttonLabel'] : onlyImages(accept) ? 'widgets.upload.image' : 'widgets.upload.button',
    showHint: ui['hint'] !== false,
    sendWithForm: ui['sendWithForm'] === true,
  };
}

/** The `accept` attribute of the file input (`.jpg,.png`), so the picker offers only allowed files. */
export function acceptAttribute(accept: readonly string[]): string | undefined {
  return accept.length ? accept.map((ext) => `.${ext}`).join(',') : undefined;
}

/** The ids a field value holds: one id, a list of ids, or none. */
export function idsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((item) => (typeof item === 'string' && item !== '' ? [item] : typeof item === 'number' ? [String(item)] : []));
}

/** The field value for a list of ids: one id (or the empty value) for one file, else a list (or the empty value). */
export function valueOf(ids: readonly string[], maxCount: number, emptyValue: unknown): unknown {
  if (ids.length === 0) return emptyValue;
  return maxCount === 1 ? ids[0] : [...ids];
}
