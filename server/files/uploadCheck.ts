/**
 * The one upload's type check (spec workflow-enterprise-embedding 5 and 7
 * "Files": `POST /eps/config/file/oss/upload`): the name must be of an allowed
 * group (documents, images, office, as the portal checks before sending), and
 * the bytes must be what the name says. Files with magic numbers are judged by
 * them (`file-type`); text documents (txt, json), which have none, must be
 * UTF-8 text that is no known binary type. The stored type is what the bytes are.
 */
import { checkFileType, expandFileTypes, fileExtension, VALIDATION_KEYS, type ValidationIssue } from '@core/validation/index';

/** The extensions the upload takes (the portal's default too). */
export const UPLOAD_TYPES: readonly string[] = expandFileTypes(['images', 'documents', 'office']);

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/tiff'];
const OFFICE_TYPES = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  // doc, xls, ppt and the WPS formats (wps, et, dps) are compound files.
  'application/x-cfb',
  'application/msword',
  'application/vnd.ms-excel',
];
/** The content types an extension's bytes may have; undefined for a text document (no magic number). */
const BYTES_OF: Readonly<Record<string, readonly string[] | undefined>> = {
  ...Object.fromEntries(expandFileTypes(['images']).map((ext) => [ext, IMAGE_TYPES])),
  ...Object.fromEntries(expandFileTypes(['office']).map((ext) => [ext, OFFICE_TYPES])),
  et: OFFICE_TYPES,
  dps: OFFICE_TYPES,
  pdf: ['application/pdf'],
};
const TEXT_TYPES: Readonly<Record<string, string>> = { txt: 'text/plain; charset=utf-8', json: 'application/json' };

/** True when `bytes` are UTF-8 text without NUL characters. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The stored content type of an upload named `name` with `bytes`, or the issue that refuses it. */
export async function uploadType(name: string, bytes: Uint8Array): Promise<{ mime: string } | { issue: ValidationIssue }> {
  const nameIssue = checkFileType(name, UPLOAD_TYPES);
  if (nameIssue) return { issue: nameIssue };
  const ext = fileExtension(name);
  const refused = { issue: { key: VALIDATION_KEYS.fileType, vars: { types: UPLOAD_TYPES.join(', ') } } };
  // Loaded on the first upload, not at every server start.
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes);
  const expected = BYTES_OF[ext];
  if (expected) return found && expected.includes(found.mime) ? { mime: found.mime } : refused;
  const text = TEXT_TYPES[ext];
  return text && !found && isText(bytes) ? { mime: text } : refused;
}
