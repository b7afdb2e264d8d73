ALTER TABLE "departure_locations" ADD COLUMN "landing_fee" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "departure_locations" ADD COLUMN "parking_fee" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "landing_fee" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "parking_fee" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "region_settings" ADD COLUMN "fuel_surcharge_percent" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "region_settings" ADD COLUMN "passenger_levy" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "region_settings" ADD COLUMN "child_passenger_levy" numeric(10, 2);