/**
 * Warns about a broken expression or template once per distinct text, so a
 * typo in a `visibleOn` that is evaluated on every render does not flood the
 * console. Bounded: after many distinct texts the memory is reset.
 */
const MAX_REMEMBERED = 1000;
const warned = new Set<string>();

/** console.warn `message` unless `key` was already warned about. */
export function warnOnce(key: string, message: string, detail?: unknown): void {
  if (warned.has(key)) return;
  if (warned.size >= MAX_REMEMBERED) warned.clear();
  warned.add(key);
  if (detail === undefined) console.warn(message);
  else console.warn(message, detail);
}
