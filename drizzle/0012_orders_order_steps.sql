CREATE TABLE "order_steps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"step" text NOT NULL,
	"data" jsonb NOT NULL,
	"lead_reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"public_id" text NOT NULL,
	"status" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reservation_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"placed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_steps" ADD CONSTRAINT "order_steps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_steps" ADD CONSTRAINT "order_steps_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_steps_order" ON "order_steps" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_public_id" ON "orders" USING btree ("tenant_id","public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_draft" ON "orders" USING btree ("tenant_id","user_id","vehicle_id") WHERE status = 'draft';--> statement-breakpoint
CREATE INDEX "orders_reservation" ON "orders" USING btree ("reservation_id");