CREATE TABLE "leads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"public_id" text NOT NULL,
	"submission_id" text NOT NULL,
	"form" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"dealership_slug" text,
	"location_id" text,
	"payload" jsonb NOT NULL,
	"opt_in" boolean NOT NULL,
	"terms_accepted" boolean NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"car_id" bigint,
	"car" jsonb,
	"attributes" jsonb NOT NULL,
	"routing" jsonb NOT NULL,
	"delivery_status" text NOT NULL,
	"jobs_open" integer DEFAULT 0 NOT NULL,
	"jobs_dead" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"site_origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" bigint NOT NULL,
	"tenant_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"worker" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"response" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "outbox_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_car_id_vehicles_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_attempts" ADD CONSTRAINT "outbox_attempts_job_id_outbox_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."outbox_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_attempts" ADD CONSTRAINT "outbox_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_jobs" ADD CONSTRAINT "outbox_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_tenant_submission" ON "leads" USING btree ("tenant_id","submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_public_id" ON "leads" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "leads_tenant_created" ON "leads" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_attempts_job" ON "outbox_attempts" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "outbox_jobs_due" ON "outbox_jobs" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_jobs_locked" ON "outbox_jobs" USING btree ("locked_until") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "outbox_jobs_subject" ON "outbox_jobs" USING btree ("tenant_id","subject");--> statement-breakpoint
CREATE INDEX "outbox_jobs_dead" ON "outbox_jobs" USING btree ("tenant_id") WHERE status = 'dead';