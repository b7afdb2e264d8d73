CREATE TABLE "home_airfields" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"aircraft_type" varchar(40) NOT NULL,
	"departure_location_id" integer NOT NULL,
	"positioning_unit" varchar(20) NOT NULL,
	"positioning_value" numeric(10, 2) NOT NULL,
	"free_radius_km" integer DEFAULT 0 NOT NULL,
	"waiting_rate" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(254),
	CONSTRAINT "home_airfields_unit" CHECK ("home_airfields"."positioning_unit" in ('ferry-rate', 'hourly-percent')),
	CONSTRAINT "home_airfields_value" CHECK ("home_airfields"."positioning_value" >= 0),
	CONSTRAINT "home_airfields_radius" CHECK ("home_airfields"."free_radius_km" >= 0),
	CONSTRAINT "home_airfields_waiting" CHECK ("home_airfields"."waiting_rate" is null or "home_airfields"."waiting_rate" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "legs" jsonb;--> statement-breakpoint
ALTER TABLE "home_airfields" ADD CONSTRAINT "home_airfields_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_airfields" ADD CONSTRAINT "home_airfields_departure_location_id_departure_locations_id_fk" FOREIGN KEY ("departure_location_id") REFERENCES "public"."departure_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "home_airfields_region_aircraft" ON "home_airfields" USING btree ("region_id","aircraft_type");