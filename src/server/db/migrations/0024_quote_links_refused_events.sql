-- A quote's link stays the same for the life of the quote (docs/product.md §10.1): its token is kept sealed
-- beside the hash it is looked up by; quotes made before keep their link until their next send.
ALTER TABLE "quotes" ADD COLUMN "token_sealed" text;--> statement-breakpoint
-- A refused webhook (a checkout for another amount) keeps what it did and why, for staff (§11.2).
ALTER TABLE "provider_events" ADD COLUMN "outcome" varchar(16) DEFAULT 'handled' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_events" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "provider_events" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "provider_events" ADD CONSTRAINT "provider_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
