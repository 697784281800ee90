-- Each owner's (tenant, user) number of tasks, kept by triggers on tasks: the
-- to-do list's unfiltered total (the home page's task list, on every load) is
-- one row read instead of a count of all of the user's tasks, which grew with
-- them and was most of that read's database time (server/routes/taskPageQuery.ts).
-- The triggers run inside every writing transaction, whoever writes (the seed,
-- an app publishing its tasks into the table, an operator's SQL), so the count
-- is as current as the rows on every server sharing the database; nothing is
-- cached in a server. No foreign keys: a tenant or user deleted deletes its
-- tasks (cascade), and their delete triggers take the count to 0.
CREATE TABLE "task_owner_counts" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "task_owner_counts_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE FUNCTION "task_owner_counts_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE task_owner_counts SET n = n - 1 WHERE tenant_id = OLD.tenant_id AND user_id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO task_owner_counts AS c (tenant_id, user_id, n) VALUES (NEW.tenant_id, NEW.user_id, 1)
      ON CONFLICT (tenant_id, user_id) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update that moves a task to another owner moves its count (one naming the same owner again nets 0).
CREATE TRIGGER "task_owner_counts_row" AFTER INSERT OR DELETE OR UPDATE OF "tenant_id", "user_id" ON "tasks"
	FOR EACH ROW EXECUTE FUNCTION "task_owner_counts_row"();
--> statement-breakpoint
CREATE FUNCTION "task_owner_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM task_owner_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE fires no row triggers.
CREATE TRIGGER "task_owner_counts_truncate" AFTER TRUNCATE ON "tasks"
	FOR EACH STATEMENT EXECUTE FUNCTION "task_owner_counts_truncate"();
--> statement-breakpoint
-- The tasks already there. CREATE TRIGGER above locks tasks against writes until this migration
-- commits, so no write falls between the triggers and this count.
INSERT INTO "task_owner_counts" ("tenant_id", "user_id", "n")
	SELECT "tenant_id", "user_id", count(*) FROM "tasks" GROUP BY "tenant_id", "user_id";
