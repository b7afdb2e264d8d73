ALTER TABLE "regions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "updated_by" varchar(254);--> statement-breakpoint
ALTER TABLE "departure_locations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "departure_locations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "departure_locations" ADD COLUMN "updated_by" varchar(254);--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "updated_by" varchar(254);--> statement-breakpoint
ALTER TABLE "destination_pricing" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "destination_pricing" ADD COLUMN "updated_by" varchar(254);--> statement-breakpoint
ALTER TABLE "region_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "region_settings" ADD COLUMN "updated_by" varchar(254);--> statement-breakpoint
ALTER TABLE "route_pricing" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "route_pricing" ADD COLUMN "updated_by" varchar(254);--> statement-breakpoint
ALTER TABLE "accreditation_badges" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "accreditation_badges" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "accreditation_badges" ADD COLUMN "updated_by" varchar(254);--> statement-breakpoint
ALTER TABLE "aircraft_experience_images" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "aircraft_experience_images" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "aircraft_experience_images" ADD COLUMN "updated_by" varchar(254);--> statement-breakpoint
ALTER TABLE "connecting_services" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "connecting_services" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "connecting_services" ADD COLUMN "updated_by" varchar(254);--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "updated_by" varchar(254);--> statement-breakpoint
ALTER TABLE "hero_images" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hero_images" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "hero_images" ADD COLUMN "updated_by" varchar(254);--> statement-breakpoint
ALTER TABLE "pilot_training_courses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pilot_training_courses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pilot_training_courses" ADD COLUMN "updated_by" varchar(254);--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "updated_by" varchar(254);--> statement-breakpoint
ALTER TABLE "wechat_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "wechat_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "wechat_requests" ADD COLUMN "updated_by" varchar(254);