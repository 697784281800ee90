/**
 * The data both home pages render (bench): a signed-in user, 12 apps,
 * the task counts and 5 news per category (2 system announcements, 6 publish
 * logs), shaped as the server answers them (spec portal-shell 7).
 */

/** An app tile: its root permission id, title and icon (none: the default icon). */
export interface HomeApp {
  permissionId: number;
  appInfoId: number;
  title: string;
  icon?: string;
}

/** A news row as /eps/config/uc/news/page returns it. */
export interface HomeNews {
  id: number;
  title: string;
  source: string | null;
  modifyTime: string;
}

/** queryTaskCount's answer. */
export interface HomeCounts {
  total: number;
  underway: number;
  finished: number;
}

export const homeUser = { username: 'Bench Buyer', tenantName: 'East Procurement Co.', avatar: null as string | null };

const APP_NAMES = [
  'Sourcing',
  'Contracts',
  'Suppliers',
  'Invoices',
  'Orders',
  'Bidding',
  'Catalogue',
  'Quality',
  'Logistics',
  'Payments',
  'Reports',
  'Data portal',
];

export const homeApps: readonly HomeApp[] = APP_NAMES.map((title, index) => ({ permissionId: 1000 + index, appInfoId: 1 + index, title }));

export const homeCounts: HomeCounts = { total: 57, underway: 23, finished: 34 };

/** Five rows per category, newest first, a day apart. */
export function homeNews(category: string): HomeNews[] {
  const label = category === '6' ? 'Publish log' : 'System announcement';
  return Array.from({ length: 5 }, (_, index) => ({
    id: Number(category) * 100 + index + 1,
    title: `${label} ${index + 1}: scheduled maintenance of the procurement platform and new features`,
    source: index % 2 ? 'Operations' : null,
    modifyTime: new Date(Date.UTC(2026, 2, 20 - index, 9, 30)).toISOString(),
  }));
}
