/**
 * What a menu node may open: a `schema:` target must exist for
 * this tenant (a shipped file, or a published `t/` screen or override that is
 * not deleted) and be a page, not a dialog; a `builtin:` target must be one
 * of the shell's built-in screens (the same table the shell renders from).
 */
import { parseUri } from '../../src/menu/index';
import { BUILTIN_SCREENS } from '../../src/menu/mainChildren';
import type { Db } from '../db/client';
import type { TenantScope } from '../db/tenantScope';
import type { MenuRuleIssue } from './menuRules';
import { tenantScreenResolver } from './documentChecks';

/** Names a menu may use with `builtin:<name>`. */
export const BUILTIN_NAMES: readonly string[] = Object.keys(BUILTIN_SCREENS);

/** The broken rule of `uri`'s target, or undefined when it opens something that exists. */
export async function checkMenuTarget(db: Db, scope: TenantScope, uri: string | null | undefined): Promise<MenuRuleIssue | undefined> {
  const target = parseUri((uri ?? '').trim());
  if (target.kind === 'builtin' && !BUILTIN_NAMES.includes(target.name)) {
    return { key: 'lowcode.builtinTargetMissing', vars: { name: target.name, known: BUILTIN_NAMES.join(', ') } };
  }
  if (target.kind !== 'schema') return undefined;
  const screen = (await tenantScreenResolver(db, scope))(target.id);
  if (!screen) return { key: 'lowcode.schemaTargetMissing', vars: { id: target.id } };
  if (screen.kind === 'dialog') return { key: 'lowcode.schemaTargetNotPage', vars: { id: target.id, kind: screen.kind } };
  return undefined;
}
