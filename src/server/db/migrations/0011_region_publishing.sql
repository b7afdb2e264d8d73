-- A region starts as a draft (docs/decisions/0044): is_active is its published state, off until staff publish it.
ALTER TABLE "regions" ALTER COLUMN "is_active" SET DEFAULT false;
