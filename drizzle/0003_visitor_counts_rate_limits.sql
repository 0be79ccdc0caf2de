CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE "vehicle_views" (
	"tenant_id" integer NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD COLUMN "visitor" text;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD COLUMN "day" date;--> statement-breakpoint
ALTER TABLE "vehicle_views" ADD CONSTRAINT "vehicle_views_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_views" ADD CONSTRAINT "vehicle_views_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_views_once_a_day" ON "vehicle_views" USING btree ("tenant_id","vehicle_id","day","visitor");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_reveals_once_a_day" ON "phone_reveals" USING btree ("tenant_id","car_id","day","visitor");