CREATE TABLE "tenant_domains" (
	"host" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"config" jsonb NOT NULL,
	"feed_key_hash" text,
	"config_revision" bigint DEFAULT 1 NOT NULL,
	"stock_revision" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"feed_key" text NOT NULL,
	"slug" text NOT NULL,
	"stocknum" text,
	"vin" text,
	"status" text NOT NULL,
	"car_type" text NOT NULL,
	"item_type" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"badge" text,
	"series" text,
	"year" integer NOT NULL,
	"price" double precision NOT NULL,
	"km" integer NOT NULL,
	"colour" text,
	"body" text,
	"fuel" text,
	"transmission" text,
	"drive" text,
	"seats" integer,
	"certified" boolean NOT NULL,
	"reserved" boolean NOT NULL,
	"tag" text,
	"show_on_dealer_website" boolean NOT NULL,
	"custom_rank" double precision NOT NULL,
	"location_id" text,
	"photos_count" integer NOT NULL,
	"subscription_price" double precision,
	"weekly_price" double precision,
	"views" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sold_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_domains" ADD CONSTRAINT "tenant_domains_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_tenant_feed_key" ON "vehicles" USING btree ("tenant_id","feed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_tenant_slug" ON "vehicles" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "vehicles_tenant_revision" ON "vehicles" USING btree ("tenant_id","revision");--> statement-breakpoint
CREATE INDEX "vehicles_tenant_make_model" ON "vehicles" USING btree ("tenant_id","make","model");--> statement-breakpoint
CREATE INDEX "vehicles_tenant_status" ON "vehicles" USING btree ("tenant_id","status") WHERE status <> 'sold';