CREATE TABLE "estimate_counts" (
	"period_start" timestamp with time zone NOT NULL,
	"departure" text NOT NULL,
	"destination" text DEFAULT '' NOT NULL,
	"partner" varchar(100) DEFAULT '' NOT NULL,
	"estimates" integer NOT NULL,
	CONSTRAINT "estimate_counts_pk" PRIMARY KEY("period_start","departure","destination","partner")
);
