-- Issue 10, storage: files hold their bytes (bytea) instead of text, and the
-- health check has a row to write. Uploads were stored as base64 text (ids of
-- 16 base64url characters, see usercenter/applyRoutes.ts); they are decoded to
-- their bytes. Every other row (seeded SVG, HTML, plain text) keeps its UTF-8 bytes.
ALTER TABLE "files" ADD COLUMN "data" bytea;
--> statement-breakpoint
UPDATE "files" SET "data" = CASE
  WHEN "id" ~ '^[A-Za-z0-9_-]{16}$' AND NOT "is_public" AND "body" ~ '^[A-Za-z0-9+/]*={0,2}$' AND length("body") % 4 = 0
    THEN decode("body", 'base64')
  ELSE convert_to("body", 'UTF8')
END;
--> statement-breakpoint
ALTER TABLE "files" DROP COLUMN "body";
--> statement-breakpoint
ALTER TABLE "files" RENAME COLUMN "data" TO "body";
--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "body" SET NOT NULL;
--> statement-breakpoint
CREATE TABLE "health_checks" (
	"id" smallint PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
