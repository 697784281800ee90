/**
 * Allowed file types and sizes (spec workflow-enterprise-embedding 5; spec
 * portal-shell 5: admin image jpeg/jpg/bmp/png up to 2 MB).
 */
import { VALIDATION_KEYS, issue, type ValidationIssue } from './keys';

/** The named groups of extensions. */
export const FILE_TYPE_GROUPS = {
  documents: ['pdf', 'et', 'dps', 'txt', 'json'],
  images: ['bmp', 'jpg', 'png', 'gif', 'tif', 'jpeg'],
  office: ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'wps'],
} as const satisfies Record<string, readonly string[]>;

export type FileTypeGroup = keyof typeof FILE_TYPE_GROUPS;

/** A file as forms hold it: a name, or an object with `name`/`filename` and `size` (antd upload items, File). */
export type FileLike = string | { readonly name?: unknown; readonly filename?: unknown; readonly size?: unknown };

const isGroup = (name: string): name is FileTypeGroup => Object.prototype.hasOwnProperty.call(FILE_TYPE_GROUPS, name);

/**
 * The extensions a list of group names and extensions allows, lower case,
 * without dots: `['images', '.PDF']` gives bmp, jpg, ..., pdf.
 */
export function expandFileTypes(types: readonly string[]): string[] {
  const result = new Set<string>();
  for (const type of types) {
    const name = type.trim().toLowerCase().replace(/^\./, '');
    if (isGroup(name)) FILE_TYPE_GROUPS[name].forEach((ext) => result.add(ext));
    else if (name !== '') result.add(name);
  }
  return [...result];
}

/** The lower-case extension of a file name (`a.tar.PDF` gives `pdf`), or '' when there is none. */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The name of a file-like value, or undefined. */
export function fileNameOf(file: unknown): string | undefined {
  if (typeof file === 'string') return file;
  if (file && typeof file === 'object') {
    const { name, filename } = file as { name?: unknown; filename?: unknown };
    if (typeof name === 'string') return name;
    if (typeof filename === 'string') return filename;
  }
  return undefined;
}

/** The size in bytes of a file-like value, or undefined when unknown. */
export function fileSizeOf(file: unknown): number | undefined {
  if (file && typeof file === 'object') {
    const { size } = file as { size?: unknown };
    if (typeof size === 'number' && Number.isFinite(size)) return size;
  }
  return undefined;
}

/** True when the file's extension is one of the allowed groups or extensions. */
export function isAllowedFileType(file: FileLike, types: readonly string[]): boolean {
  const name = fileNameOf(file);
  if (name === undefined) return false;
  return expandFileTypes(types).includes(fileExtension(name));
}

/** A byte count for people: `2 MB`, `500 KB`, `300 B` (whole units when exact, else one decimal). */
export function formatFileSize(bytes: number): string {
  const units = [['GB', 1024 ** 3], ['MB', 1024 ** 2], ['KB', 1024]] as const;
  for (const [unit, size] of units) {
    if (bytes >= size) {
      const value = bytes / size;
      return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
    }
  }
  return `${bytes} B`;
}

/** Checks a file's type; the issue lists the allowed extensions in `types`. */
export function checkFileType(file: FileLike, types: readonly string[]): ValidationIssue | undefined {
  if (isAllowedFileType(file, types)) return undefined;
  return issue(VALIDATION_KEYS.fileType, { types: expandFileTypes(types).join(', ') });
}

/** Checks a file's size against `maxBytes`; files of unknown size pass (the server checks again). */
export function checkFileSize(file: FileLike, maxBytes: number): ValidationIssue | undefined {
  const size = fileSizeOf(file);
  if (size === undefined || size <= maxBytes) return undefined;
  return issue(VALIDATION_KEYS.fileSize, { max: formatFileSize(maxBytes) });
}
