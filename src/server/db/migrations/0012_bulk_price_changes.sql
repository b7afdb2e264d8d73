CREATE TABLE "bulk_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"region_id" integer NOT NULL,
	"summary" text NOT NULL,
	"operation" jsonb NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(254),
	"undone_at" timestamp with time zone,
	"undone_by" varchar(254)
);
--> statement-breakpoint
CREATE TABLE "bulk_price_change_rows" (
	"change_id" integer NOT NULL,
	"route_pricing_id" integer NOT NULL,
	"aircraft_type" varchar(40) NOT NULL,
	"departure_location_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	"flight_type" varchar(20) NOT NULL,
	"before_price" numeric(10, 2),
	"after_price" numeric(10, 2) NOT NULL,
	"after_version" integer NOT NULL,
	CONSTRAINT "bulk_price_change_rows_change_id_route_pricing_id_pk" PRIMARY KEY("change_id","route_pricing_id")
);
--> statement-breakpoint
ALTER TABLE "bulk_price_changes" ADD CONSTRAINT "bulk_price_changes_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_price_change_rows" ADD CONSTRAINT "bulk_price_change_rows_change_id_bulk_price_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."bulk_price_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_price_changes_region_idx" ON "bulk_price_changes" USING btree ("region_id","created_at");
