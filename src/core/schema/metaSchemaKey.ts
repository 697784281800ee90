/**
 * A short fingerprint of a meta-schema (FNV-1a over its JSON), so the
 * browser uses the validator precompiled at build time only for the very
 * meta-schema it was compiled from (build/checkedScreens.ts).
 */
export function metaSchemaKey(metaSchema: unknown): string {
  const text = JSON.stringify(metaSchema) ?? '';
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${text.length.toString(36)}-${hash.toString(36)}`;
}
