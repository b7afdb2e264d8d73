CREATE SEQUENCE "public"."inquiry_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "reference" varchar(24) DEFAULT ('CF-' || to_char(nextval('inquiry_reference_seq'), 'FM999999999000000')) NOT NULL;--> statement-breakpoint
ALTER TABLE "wechat_requests" ADD COLUMN "reference" varchar(24) DEFAULT ('CF-' || to_char(nextval('inquiry_reference_seq'), 'FM999999999000000')) NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "wechat_requests" ADD CONSTRAINT "wechat_requests_reference_unique" UNIQUE("reference");