-- Half of each page of route_pricing stays free, so that updating a price (a bulk change writes tens of
-- thousands at once) can keep the new row version on its page: a heap-only update, which writes none of the
-- table's four indexes. The table is rewritten once so that the prices already there get the room too.
ALTER TABLE "route_pricing" SET (fillfactor = 50);--> statement-breakpoint
CLUSTER "route_pricing" USING "route_pricing_pkey";
