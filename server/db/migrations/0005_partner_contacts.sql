-- A supplier's business contact per purchaser partner (server/db/tables/partnerContacts.ts).
CREATE TABLE "partner_contacts" (
	"supplier_tenant_id" integer NOT NULL,
	"purchaser_tenant_id" integer NOT NULL,
	"contact" text NOT NULL,
	"email" text NOT NULL,
	"link_phone" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_contacts_supplier_tenant_id_purchaser_tenant_id_pk" PRIMARY KEY("supplier_tenant_id","purchaser_tenant_id")
);
--> statement-breakpoint
ALTER TABLE "partner_contacts" ADD CONSTRAINT "partner_contacts_supplier_tenant_id_tenants_id_fk" FOREIGN KEY ("supplier_tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "partner_contacts" ADD CONSTRAINT "partner_contacts_purchaser_tenant_id_tenants_id_fk" FOREIGN KEY ("purchaser_tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "partner_contacts" ADD CONSTRAINT "partner_contacts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "partner_contacts" ADD CONSTRAINT "partner_contacts_partnership_fk" FOREIGN KEY ("supplier_tenant_id","purchaser_tenant_id") REFERENCES "tenant_partners"("supplier_tenant_id","purchaser_tenant_id") ON DELETE cascade ON UPDATE no action;
