ALTER TABLE "pricing_rules" DROP CONSTRAINT "pricing_rules_aircraft_type_unique";--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_key" UNIQUE("aircraft_type","app_context");--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD COLUMN "updated_by" varchar(254);
