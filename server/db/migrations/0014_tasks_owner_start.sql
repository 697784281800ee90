-- The to-do list's default order (newest start first, then id) per owner: the
-- home page's first page reads its rows from this index in order instead of
-- sorting all of the user's tasks on every load (server/routes/workbenchTasks.ts).
CREATE INDEX "tasks_owner_start_idx" ON "tasks" USING btree ("tenant_id","user_id","start_time" DESC,"id" DESC);
