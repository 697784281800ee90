/**
 * Upload type checks by content: the bytes' magic numbers decide
 * the type (the `file-type` package), never the name alone, and the stored
 * content type is the sniffed one, so a script renamed `a.png` is refused and
 * a file is never served with a type its bytes do not have.
 */
/** Families of types an upload may be. */
export type FileFamily = 'image' | 'pdf' | 'office' | 'archive';

const FAMILIES: Record<FileFamily, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/webp'],
  pdf: ['application/pdf'],
  office: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/x-cfb',
    'application/msword',
    'application/vnd.ms-excel',
  ],
  archive: ['application/zip', 'application/x-7z-compressed', 'application/x-rar-compressed', 'application/vnd.rar'],
};

/** What the bytes are: `{ mime, ext }`, or undefined when they are no allowed family. */
export async function sniffedType(bytes: Uint8Array, families: readonly FileFamily[]): Promise<{ mime: string; ext: string } | undefined> {
  // Loaded on the first upload, not at every server start.
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return undefined;
  return families.some((f) => FAMILIES[f].includes(found.mime)) ? { mime: found.mime, ext: found.ext } : undefined;
}

/** True for types a browser may show inline (images and PDF); the rest is only downloaded. */
export function isInlineType(mime: string): boolean {
  return FAMILIES.image.includes(mime) || mime === 'application/pdf';
}

/**
 * The name kept for display: the last path segment, without control or
 * text-direction characters, at most 120 characters. Names are only ever
 * shown and sent in Content-Disposition (encoded), never used as a path.
 */
export function safeFileName(name: string, fallback = 'file'): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const clean = last.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return (clean === '' || clean === '.' || clean === '..' ? fallback : clean).slice(0, 120);
}

/** `inline|attachment; filename*=UTF-8''...` (RFC 6266), safe for any name. */
export function contentDisposition(filename: string, inline: boolean): string {
  return `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
