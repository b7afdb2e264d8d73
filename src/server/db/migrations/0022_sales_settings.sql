-- The operator's terms of sale in one row: quote validity, deposit, balance due, cancellation bands, bank details
-- (decision 0057). The row is written by the migration so every read finds it.
CREATE TABLE "sales_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"quote_valid_days" integer DEFAULT 7 NOT NULL,
	"deposit_percent" integer DEFAULT 30 NOT NULL,
	"full_payment_within_days" integer DEFAULT 14 NOT NULL,
	"balance_due_days_before" integer DEFAULT 14 NOT NULL,
	"cancellation_bands" jsonb DEFAULT '[{"minHoursBefore":72,"refundable":true,"feeCents":0},{"minHoursBefore":48,"refundable":true,"feeCents":10000},{"minHoursBefore":24,"refundable":true,"feeCents":15000},{"minHoursBefore":0,"refundable":false,"feeCents":0}]'::jsonb NOT NULL,
	"bank_account_name" varchar(120),
	"bank_bsb" varchar(7),
	"bank_account_number" varchar(20),
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(254),
	CONSTRAINT "sales_settings_one_row" CHECK ("sales_settings"."id" = 1),
	CONSTRAINT "sales_settings_deposit_percent" CHECK ("sales_settings"."deposit_percent" between 1 and 100)
);
--> statement-breakpoint
INSERT INTO "sales_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
