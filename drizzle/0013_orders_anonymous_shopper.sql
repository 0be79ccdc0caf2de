ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visitor_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "started_reservation_ids" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_visitor_draft" ON "orders" USING btree ("tenant_id","visitor_key","vehicle_id") WHERE status = 'draft' and visitor_key is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_one_owner" CHECK ((user_id is null) <> (visitor_key is null));