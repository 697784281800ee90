-- The screen document's JSON text as it was saved (server/db/tables/lowcode.ts): jsonb sorts
-- object keys, so a draft read back from `document` lost the key order that was typed.
-- Existing rows keep their jsonb document and a null text (their order is already lost);
-- server/lowcode/screenStore.ts reads the jsonb when the text is null.
ALTER TABLE "screen_versions" ADD COLUMN "document_text" text;
