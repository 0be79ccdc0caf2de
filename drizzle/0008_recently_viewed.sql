CREATE TABLE "recently_viewed" (
	"tenant_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recently_viewed_user_vehicle" ON "recently_viewed" USING btree ("tenant_id","user_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "recently_viewed_user_time" ON "recently_viewed" USING btree ("tenant_id","user_id","viewed_at");