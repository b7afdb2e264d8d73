CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" varchar(10) NOT NULL,
	"icon_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"default_departure_location_id" integer,
	"default_destination_id" integer,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regions_name_unique" UNIQUE("name"),
	CONSTRAINT "regions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "departure_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subtitle" text,
	"value" text NOT NULL,
	"region_id" integer NOT NULL,
	"address" text,
	"scenic_flight_url" text,
	"pilot_training_url" text,
	"training_urls" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"app_context" varchar(10) DEFAULT 'main' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departure_locations_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subtitle" text,
	"value" text NOT NULL,
	"region_id" integer NOT NULL,
	"flight_types" jsonb DEFAULT '["same-day"]'::jsonb NOT NULL,
	"booking_url" text,
	"one_way_booking_url" text,
	"iframe_html" text,
	"one_way_iframe_html" text,
	"latitude" double precision,
	"longitude" double precision,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"app_context" varchar(10) DEFAULT 'main' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destinations_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "destination_pricing" (
	"id" serial PRIMARY KEY NOT NULL,
	"destination_id" integer NOT NULL,
	"aircraft_type" varchar(40) NOT NULL,
	"same_day_price" numeric(10, 2),
	"scenic_price" numeric(10, 2),
	"one_way_price" numeric(10, 2),
	"same_day_iframe_html" text,
	"scenic_iframe_html" text,
	"one_way_iframe_html" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destination_pricing_key" UNIQUE("destination_id","aircraft_type")
);
--> statement-breakpoint
CREATE TABLE "pricing_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"aircraft_type" varchar(40) NOT NULL,
	"base_price" numeric(10, 2) NOT NULL,
	"flight_type_multipliers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"app_context" varchar(10) DEFAULT 'main' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_rules_aircraft_type_unique" UNIQUE("aircraft_type")
);
--> statement-breakpoint
CREATE TABLE "region_settings" (
	"region_id" integer PRIMARY KEY NOT NULL,
	"booking_fee_percent" numeric(5, 2) NOT NULL,
	"booking_fee_minimum" numeric(10, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_pricing" (
	"id" serial PRIMARY KEY NOT NULL,
	"aircraft_type" varchar(40) NOT NULL,
	"departure_location_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	"flight_type" varchar(20) NOT NULL,
	"price" numeric(10, 2) DEFAULT '0' NOT NULL,
	"iframe_html" text,
	"is_custom_route" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_pricing_key" UNIQUE("aircraft_type","departure_location_id","destination_id","flight_type")
);
--> statement-breakpoint
CREATE TABLE "accreditation_badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text NOT NULL,
	"website_url" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aircraft_experience_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"aircraft_type" varchar(40) NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"alt_text" text,
	"region_id" integer,
	"display_order" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cached_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"price" text,
	"rating" numeric(2, 1),
	"reviews" integer,
	"category" text,
	"image_url" text,
	"booking_url" text,
	"region_id" integer NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"data_source" varchar(20) DEFAULT 'cached' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connecting_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text,
	"link_url" text,
	"region_id" integer NOT NULL,
	"app_context" varchar(10) DEFAULT 'main' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"highlight_text" text,
	"image_url" text NOT NULL,
	"price_display" text NOT NULL,
	"booking_link" text NOT NULL,
	"category" text,
	"rating" numeric(2, 1),
	"reviews" integer,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"data_source" varchar(20) DEFAULT 'internal' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hero_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"alt_text" text,
	"region_id" integer NOT NULL,
	"app_context" varchar(10) DEFAULT 'main' NOT NULL,
	"display_order" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilot_training_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"tagline" text,
	"hours" numeric(6, 1),
	"image_url" text,
	"enrol_url" text,
	"region_id" integer NOT NULL,
	"app_context" varchar(10) DEFAULT 'main' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"aircraft_type" varchar(40),
	"flight_type" varchar(20),
	"departure" text,
	"destination" text,
	"estimated_price" numeric(10, 2),
	"booking_url" text,
	"region_id" integer,
	"app_context" varchar(10) DEFAULT 'main' NOT NULL,
	"partner" varchar(100),
	"idempotency_key" varchar(200),
	"request_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_clicks_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"aircraft_type" varchar(40),
	"flight_type" varchar(20),
	"departure" text,
	"destination" text,
	"passengers" integer DEFAULT 1 NOT NULL,
	"date" date,
	"contact_name" text NOT NULL,
	"contact_phone" text,
	"contact_email" text NOT NULL,
	"special_requests" text,
	"add_ons" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"estimate" text,
	"is_custom_route" boolean DEFAULT false NOT NULL,
	"region_id" integer,
	"app_context" varchar(10) DEFAULT 'main' NOT NULL,
	"language" varchar(5) DEFAULT 'en' NOT NULL,
	"partner" varchar(100),
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"notes" text,
	"idempotency_key" varchar(200),
	"request_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_requests_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "wechat_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"departure_date" date NOT NULL,
	"return_date" date,
	"passengers_over_12" integer DEFAULT 0 NOT NULL,
	"passengers_under_12" integer DEFAULT 0 NOT NULL,
	"total_passenger_weight" numeric(8, 1) DEFAULT '0' NOT NULL,
	"total_bag_weight" numeric(8, 1) DEFAULT '0' NOT NULL,
	"aircraft_type" varchar(40),
	"flight_type" varchar(20),
	"departure" text,
	"destination" text,
	"estimate" text,
	"flight_time" text,
	"distance" text,
	"region_id" integer,
	"language" varchar(5) DEFAULT 'zh' NOT NULL,
	"partner" varchar(100),
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"notes" text,
	"idempotency_key" varchar(200),
	"request_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_requests_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"name" text,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "admin_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user_email" varchar(254),
	"action" varchar(30) NOT NULL,
	"entity" varchar(60) NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"ip" varchar(64)
);
--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_default_departure_location_id_departure_locations_id_fk" FOREIGN KEY ("default_departure_location_id") REFERENCES "public"."departure_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_default_destination_id_destinations_id_fk" FOREIGN KEY ("default_destination_id") REFERENCES "public"."destinations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_locations" ADD CONSTRAINT "departure_locations_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_pricing" ADD CONSTRAINT "destination_pricing_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_settings" ADD CONSTRAINT "region_settings_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_pricing" ADD CONSTRAINT "route_pricing_departure_location_id_departure_locations_id_fk" FOREIGN KEY ("departure_location_id") REFERENCES "public"."departure_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_pricing" ADD CONSTRAINT "route_pricing_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_badges" ADD CONSTRAINT "accreditation_badges_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aircraft_experience_images" ADD CONSTRAINT "aircraft_experience_images_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cached_experiences" ADD CONSTRAINT "cached_experiences_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connecting_services" ADD CONSTRAINT "connecting_services_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_images" ADD CONSTRAINT "hero_images_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_training_courses" ADD CONSTRAINT "pilot_training_courses_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_clicks" ADD CONSTRAINT "booking_clicks_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_requests" ADD CONSTRAINT "wechat_requests_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departure_locations_region_idx" ON "departure_locations" USING btree ("region_id","app_context","display_order");--> statement-breakpoint
CREATE INDEX "destinations_region_idx" ON "destinations" USING btree ("region_id","app_context","display_order");--> statement-breakpoint
CREATE INDEX "booking_clicks_created_idx" ON "booking_clicks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booking_requests_created_idx" ON "booking_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "wechat_requests_created_idx" ON "wechat_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");