-- A visitor's own link to a request (/requests/<token>): only the SHA-256 of its token is kept, so a copy of
-- the database opens no request. cancelled_at is when the visitor cancelled it from that page (decision 0056).
ALTER TABLE "booking_requests" ADD COLUMN "link_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wechat_requests" ADD COLUMN "link_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "wechat_requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_link_token_hash_unique" UNIQUE("link_token_hash");--> statement-breakpoint
ALTER TABLE "wechat_requests" ADD CONSTRAINT "wechat_requests_link_token_hash_unique" UNIQUE("link_token_hash");
