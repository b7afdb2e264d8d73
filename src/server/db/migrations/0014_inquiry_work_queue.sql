ALTER TABLE "booking_requests" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "wechat_requests" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "wechat_requests" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_assigned_to_admin_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_requests" ADD CONSTRAINT "wechat_requests_assigned_to_admin_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_requests_assigned_idx" ON "booking_requests" USING btree ("assigned_to","created_at");--> statement-breakpoint
CREATE INDEX "booking_requests_follow_up_idx" ON "booking_requests" USING btree ("follow_up_on");--> statement-breakpoint
CREATE INDEX "wechat_requests_assigned_idx" ON "wechat_requests" USING btree ("assigned_to","created_at");--> statement-breakpoint
CREATE INDEX "wechat_requests_follow_up_idx" ON "wechat_requests" USING btree ("follow_up_on");--> statement-breakpoint
CREATE TABLE "inquiry_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_request_id" integer,
	"wechat_request_id" integer,
	"kind" varchar(20) NOT NULL,
	"body" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" integer,
	"delivery" varchar(20),
	"delivery_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_events_one_inquiry" CHECK (num_nonnulls("inquiry_events"."booking_request_id", "inquiry_events"."wechat_request_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_wechat_request_id_wechat_requests_id_fk" FOREIGN KEY ("wechat_request_id") REFERENCES "public"."wechat_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_events_booking_idx" ON "inquiry_events" USING btree ("booking_request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiry_events_wechat_idx" ON "inquiry_events" USING btree ("wechat_request_id","created_at","id");--> statement-breakpoint
INSERT INTO "inquiry_events" ("booking_request_id", "kind", "body", "detail", "actor_id", "created_at")
	SELECT r."id", 'note', r."notes", '{"migrated":true}'::jsonb, u."id", r."updated_at"
	FROM "booking_requests" r LEFT JOIN "admin_users" u ON u."email" = lower(r."updated_by")
	WHERE r."notes" IS NOT NULL AND btrim(r."notes") <> '';--> statement-breakpoint
INSERT INTO "inquiry_events" ("wechat_request_id", "kind", "body", "detail", "actor_id", "created_at")
	SELECT r."id", 'note', r."notes", '{"migrated":true}'::jsonb, u."id", r."updated_at"
	FROM "wechat_requests" r LEFT JOIN "admin_users" u ON u."email" = lower(r."updated_by")
	WHERE r."notes" IS NOT NULL AND btrim(r."notes") <> '';--> statement-breakpoint
CREATE VIEW "inquiries" AS
	SELECT 'booking'::varchar(10) AS "kind", "id", "reference", "contact_name" AS "name", "contact_email" AS "email", "status", "assigned_to", "follow_up_on", "created_at", "updated_at" FROM "booking_requests"
	UNION ALL
	SELECT 'wechat'::varchar(10) AS "kind", "id", "reference", "customer_name" AS "name", "customer_email" AS "email", "status", "assigned_to", "follow_up_on", "created_at", "updated_at" FROM "wechat_requests";
