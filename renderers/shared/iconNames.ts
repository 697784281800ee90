/**
 * The icons a schema may name (`"icon": "plus"`). A small whitelist keeps the
 * bundle small and a typo visible in the meta-schema check; the components
 * are in ./icons.tsx, a typed record over these names. Menu nodes from the
 * server name the same icons the antd way (`BankOutlined`); iconNameOf maps that.
 */
export const ICON_NAMES = [
  'appstore', 'audit', 'bank', 'bar-chart', 'bell', 'check', 'check-square', 'close', 'copy',
  'customer-service', 'delete', 'download', 'edit', 'export', 'eye', 'file', 'file-text', 'filter',
  'folder', 'home', 'import', 'info', 'link', 'lock', 'logout', 'mail', 'notification', 'phone',
  'plus', 'question', 'reload', 'search', 'send', 'setting', 'shop', 'swap', 'team', 'upload', 'user',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** JSON Schema of an icon prop. */
export const iconSchema = { enum: [...ICON_NAMES], description: 'An icon from the whitelist.' } as const;

/**
 * The whitelist name of an icon named either way: `bank` or antd's
 * `BankOutlined` / `QuestionCircleOutlined` (-> `question-circle`, and the few
 * whose short name differs, e.g. `question`). Undefined when not whitelisted.
 */
export function iconNameOf(name: string): IconName | undefined {
  const short = /^[A-Z][A-Za-z]*Outlined$/.test(name)
    ? name.slice(0, -'Outlined'.length).replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()
    : name;
  const known = (ICON_NAMES as readonly string[]).includes(short) ? (short as IconName) : undefined;
  return known ?? ANTD_SHORTER.get(short);
}

/** antd names whose whitelist name is shorter than the rule above gives (a Map: no inherited keys). */
const ANTD_SHORTER: ReadonlyMap<string, IconName> = new Map([
  ['question-circle', 'question'],
  ['info-circle', 'info'],
]);
