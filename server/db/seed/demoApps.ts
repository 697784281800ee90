/**
 * The demo apps: the sourcing (sub-ui) and supplier collaboration (pec-ui)
 * demo sub-apps, the contracts app (the portal's own SSO ticket entry) and the
 * data portal (data-ui). They show what each app link type does and are served
 * from subapps/, not a product a tenant bought, so only the demo tenants'
 * roles are granted them: a tenant that is not a demo tenant (SUP002, or one
 * added to a database later) never finds them beside its own apps.
 */
import { DEMO_TENANTS } from './demoAccounts';
import { subtreeCodes } from './menu';

/** The app root nodes of the demo apps (server/db/seed/menuData.ts). */
export const DEMO_APP_ROOTS = ['m_sourcing', 'm_pec', 'm_contracts', 'm_analytics'] as const;

/** The tenants the demo apps are granted in. */
export const DEMO_APP_TENANTS: readonly string[] = Object.values(DEMO_TENANTS);

/** Every node code of the demo apps (their roots and the entries under them). */
export function demoAppCodes(): string[] {
  return DEMO_APP_ROOTS.flatMap((root) => subtreeCodes(root));
}
