CREATE TABLE "reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"subject" text NOT NULL,
	"dealership_id" text NOT NULL,
	"location_id" text,
	"review_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"text" text NOT NULL,
	"rating" integer NOT NULL,
	"review_date" text NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"reply_text" text,
	"reply_date" text,
	"image" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_subject_review" ON "reviews" USING btree ("tenant_id","subject","review_id");--> statement-breakpoint
CREATE INDEX "reviews_location" ON "reviews" USING btree ("tenant_id","location_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "reviews_dealership" ON "reviews" USING btree ("tenant_id","dealership_id","reviewed_at");