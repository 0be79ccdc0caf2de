CREATE TABLE "online_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"public_id" text NOT NULL,
	"status" text NOT NULL,
	"purpose" text NOT NULL,
	"dealer_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"payment_id" text,
	"user_id" bigint,
	"shopper" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"public_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"payment_id" text,
	"shopper" jsonb NOT NULL,
	"user_id" bigint,
	"refund_due" boolean DEFAULT false NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"held_until" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" text
);
--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_public_id" ON "online_payments" USING btree ("tenant_id","public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_payment" ON "online_payments" USING btree ("provider","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_hold_per_car" ON "reservations" USING btree ("tenant_id","vehicle_id") WHERE status = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_public_id" ON "reservations" USING btree ("tenant_id","public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_payment" ON "reservations" USING btree ("provider","payment_id");--> statement-breakpoint
CREATE INDEX "reservations_held_until" ON "reservations" USING btree ("held_until") WHERE status = 'held';--> statement-breakpoint
CREATE INDEX "reservations_refund_due" ON "reservations" USING btree ("tenant_id") WHERE refund_due and refund_id is null;