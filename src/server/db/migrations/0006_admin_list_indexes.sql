CREATE INDEX "route_pricing_departure_idx" ON "route_pricing" USING btree ("departure_location_id");--> statement-breakpoint
CREATE INDEX "route_pricing_destination_idx" ON "route_pricing" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "booking_requests_status_idx" ON "booking_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "wechat_requests_status_idx" ON "wechat_requests" USING btree ("status","created_at");