CREATE TABLE "trash" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(40) NOT NULL,
	"entity_id" integer NOT NULL,
	"name" text NOT NULL,
	"region_id" integer,
	"deleted_by" varchar(254),
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"item" jsonb NOT NULL,
	"dependants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trash_deleted_at_idx" ON "trash" USING btree ("deleted_at");