-- Who flies on a booking request: the children among its passengers (under 12) and, when the visitor gave
-- them, the party's weight and its baggage in kg. Adults are passengers - children, so the old rows read
-- as all adults.
ALTER TABLE "booking_requests" ADD COLUMN "children" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "passenger_weight_kg" numeric(8, 1);--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "baggage_kg" numeric(8, 1);
