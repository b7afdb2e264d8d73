CREATE INDEX "bulk_price_change_rows_price_idx" ON "bulk_price_change_rows" USING btree ("route_pricing_id","change_id");--> statement-breakpoint
CREATE TABLE "route_import_rows" (
	"import_id" integer NOT NULL,
	"route_pricing_id" integer NOT NULL,
	"before_price" numeric(10, 2),
	"after_price" numeric(10, 2) NOT NULL,
	"after_version" integer NOT NULL,
	CONSTRAINT "route_import_rows_route_pricing_id_import_id_pk" PRIMARY KEY("route_pricing_id","import_id")
);
--> statement-breakpoint
ALTER TABLE "route_import_rows" ADD CONSTRAINT "route_import_rows_import_id_audit_log_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
