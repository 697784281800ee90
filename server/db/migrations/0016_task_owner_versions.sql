-- Each owner's task version: a number the triggers on tasks take from one
-- sequence on every write to that owner's tasks (a new, moved or deleted task,
-- and now any change to one: its status, name, times). The to-do list keeps
-- each page's answer under its owner's version (server/routes/taskPageCache.ts),
-- so a read whose owner has not changed is one primary-key row past the session
-- query, and a write by anyone (another server, an app publishing tasks, an
-- operator's SQL) gives the next read on every server a version no one has kept.
-- From a sequence, not a counter: a row TRUNCATE deletes and a later insert
-- recreates never repeats a version an earlier answer was kept under.
CREATE SEQUENCE "task_owner_versions";
--> statement-breakpoint
ALTER TABLE "task_owner_counts" ADD COLUMN "version" bigint NOT NULL DEFAULT nextval('task_owner_versions');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "task_owner_counts_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE task_owner_counts SET n = n - 1, version = nextval('task_owner_versions')
      WHERE tenant_id = OLD.tenant_id AND user_id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO task_owner_counts AS c (tenant_id, user_id, n) VALUES (NEW.tenant_id, NEW.user_id, 1)
      ON CONFLICT (tenant_id, user_id) DO UPDATE SET n = c.n + 1, version = nextval('task_owner_versions');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every update now, not only a change of owner: a changed status or name changes the owner's list.
DROP TRIGGER "task_owner_counts_row" ON "tasks";
--> statement-breakpoint
CREATE TRIGGER "task_owner_counts_row" AFTER INSERT OR DELETE OR UPDATE ON "tasks"
	FOR EACH ROW EXECUTE FUNCTION "task_owner_counts_row"();
