-- A version per record a person edits (the enterprise profile, the user row,
-- a supplier's partner contact): every write adds one, and a write that names
-- the version it edited is refused when the row moved on since
-- (server/http/recordVersions.ts).
ALTER TABLE "enterprise_profiles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "partner_contacts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
