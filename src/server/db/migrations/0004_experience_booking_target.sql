ALTER TABLE "experiences" ADD COLUMN "destination_id" integer;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "flight_type" varchar(20);--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE set null ON UPDATE no action;