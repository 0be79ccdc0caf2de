CREATE TABLE "spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"campaign_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"outcome" text NOT NULL,
	"prize_id" text,
	"prize" jsonb,
	"channel" text,
	"lead_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spins_one_per_account" ON "spins" USING btree ("tenant_id","campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "spins_campaign_prize" ON "spins" USING btree ("tenant_id","campaign_id","prize_id");