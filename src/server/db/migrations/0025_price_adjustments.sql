-- Prices that know the date: seasons, days of the week and peak dates per region (decision 0063).
CREATE TABLE "price_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(80) NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"weekdays" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"unit" varchar(10) NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"aircraft_type" varchar(40),
	"flight_type" varchar(20),
	"departure_location_id" integer,
	"destination_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(254),
	CONSTRAINT "price_adjustments_kind" CHECK ("price_adjustments"."kind" in ('season', 'weekday', 'peak')),
	CONSTRAINT "price_adjustments_unit" CHECK ("price_adjustments"."unit" in ('percent', 'amount')),
	CONSTRAINT "price_adjustments_dates" CHECK ("price_adjustments"."starts_on" is null or "price_adjustments"."ends_on" is null or "price_adjustments"."starts_on" <= "price_adjustments"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD CONSTRAINT "price_adjustments_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD CONSTRAINT "price_adjustments_departure_location_id_departure_locations_id_fk" FOREIGN KEY ("departure_location_id") REFERENCES "public"."departure_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD CONSTRAINT "price_adjustments_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_adjustments_region_idx" ON "price_adjustments" USING btree ("region_id");
