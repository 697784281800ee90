-- A tenant's changes to shipped (platform) menu entries, kept over the
-- shipped tree rather than in it: a label per language, an order, hidden.
-- One row per tenant and entry; deleting the row restores the shipped entry
-- (server/lowcode/menuOverlay.ts).
CREATE TABLE "tenant_menu_overlays" (
	"tenant_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	"i18n_title" jsonb,
	"sort" integer,
	"hidden" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_menu_overlays_tenant_id_permission_id_pk" PRIMARY KEY("tenant_id","permission_id")
);
--> statement-breakpoint
ALTER TABLE "tenant_menu_overlays" ADD CONSTRAINT "tenant_menu_overlays_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tenant_menu_overlays" ADD CONSTRAINT "tenant_menu_overlays_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "permissions"("id") ON DELETE cascade ON UPDATE no action;
