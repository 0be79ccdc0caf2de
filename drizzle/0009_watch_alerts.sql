CREATE TABLE "watch_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"price" integer,
	"previous_price" integer,
	"channel" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alert_channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alert_channel_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watch_alerts_once_a_day" ON "watch_alerts" USING btree ("tenant_id","user_id","vehicle_id","day");--> statement-breakpoint
CREATE INDEX "watch_alerts_tenant_created" ON "watch_alerts" USING btree ("tenant_id","created_at");