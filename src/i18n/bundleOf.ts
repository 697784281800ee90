/**
 * One language's texts from its files (`locales/<lang>/<area>.json`, keys
 * addressed as `<area>.<key>`), so each part of the product owns its strings.
 */
export type Messages = Record<string, unknown>;

/** `{ core: {...}, api: {...} }` from the glob of one language's files. */
export function bundleOf(files: Readonly<Record<string, Messages>>): Messages {
  const bundle: Messages = {};
  for (const [path, messages] of Object.entries(files)) {
    const area = /\/([^/]+)\.json$/.exec(path)?.[1];
    if (area !== undefined) bundle[area] = messages;
  }
  return bundle;
}
