/**
 * The icons a schema may name (`"icon": "plus"`). A small whitelist keeps the
 * bundle small and a typo visible in the meta-schema check; the components
 * are in ./icons.tsx, a typed record over these names.
 */
export const ICON_NAMES = [
  'check', 'close', 'copy', 'delete', 'download', 'edit', 'export', 'eye', 'file', 'filter',
  'import', 'info', 'link', 'lock', 'logout', 'mail', 'phone', 'plus', 'question', 'reload',
  'search', 'send', 'setting', 'swap', 'upload', 'user',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** JSON Schema of an icon prop. */
export const iconSchema = { enum: [...ICON_NAMES], description: 'An icon from the whitelist.' } as const;
