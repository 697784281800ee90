/**
 * The one drizzle schema of the reference server, used for PGlite and for
 * PostgreSQL alike. The SQL in migrations/ creates exactly these tables
 * (tests/server/migrations.test.ts compares them).
 */
export * from './tables/tenants';
export * from './tables/menu';
export * from './tables/auth';
export * from './tables/config';
export * from './tables/content';
export * from './tables/workbench';
export * from './tables/partnerContacts';
export * from './tables/health';
export * from './tables/lowcode';
export * from './tables/workflow';
export * from './tables/enterprise';
