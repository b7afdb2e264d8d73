-- The experience a booking request was made for (its Book Flight on /experiences) and its title at that
-- moment, shown in the admin record. No foreign key: the record keeps naming the experience after it is
-- renamed or deleted (decision 0054).
ALTER TABLE "booking_requests" ADD COLUMN "experience_id" integer;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "experience_title" text;
