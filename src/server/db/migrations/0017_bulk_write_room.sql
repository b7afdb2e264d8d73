-- Half of each page of route_pricing stays free, so that updating a price (a bulk change writes tens of
-- thousands at once) can keep the new row version on its page: a heap-only update, which writes none of the
-- table's four indexes. The table is rewritten once so that the prices already there get the room too.
-- A bulk change's rows lose their foreign key to the change: it was checked once per row written, and a
-- change is never deleted (decision 0051).
ALTER TABLE "route_pricing" SET (fillfactor = 50);--> statement-breakpoint
CLUSTER "route_pricing" USING "route_pricing_pkey";--> statement-breakpoint
ALTER TABLE "bulk_price_change_rows" DROP CONSTRAINT "bulk_price_change_rows_change_id_bulk_price_changes_id_fk";
