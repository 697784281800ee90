-- What a workflow document asks to approve (lines, prices, currency), shown beside the approval bar.
ALTER TABLE "workflow_documents" ADD COLUMN "content" jsonb;
