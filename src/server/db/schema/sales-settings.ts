import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { DEFAULT_CANCELLATION_BANDS, type CancellationBand } from '../../../domain/quotes/quote-shapes';
import { rowVersion } from './columns';

/**
 * The operator's terms of sale, one row (id 1): how long a quote holds, the deposit, when the balance falls
 * due, the cancellation bands, and the bank details shown when there is no card provider. A quote copies
 * the terms into its version, so a later change never rewrites what a visitor accepted.
 */
export const salesSettings = pgTable(
  'sales_settings',
  {
    id: integer('id').primaryKey().default(1),
    quoteValidDays: integer('quote_valid_days').notNull().default(7),
    depositPercent: integer('deposit_percent').notNull().default(30),
    fullPaymentWithinDays: integer('full_payment_within_days').notNull().default(14),
    balanceDueDaysBefore: integer('balance_due_days_before').notNull().default(14),
    cancellationBands: jsonb('cancellation_bands')
      .$type<CancellationBand[]>()
      .notNull()
      .default(sql.raw(`'${JSON.stringify(DEFAULT_CANCELLATION_BANDS)}'::jsonb`)),
    bankAccountName: varchar('bank_account_name', { length: 120 }),
    bankBsb: varchar('bank_bsb', { length: 7 }),
    bankAccountNumber: varchar('bank_account_number', { length: 20 }),
    ...rowVersion(),
  },
  (t) => [
    check('sales_settings_one_row', sql`${t.id} = 1`),
    check('sales_settings_deposit_percent', sql`${t.depositPercent} between 1 and 100`),
  ],
);

export type SalesSettingsRow = typeof salesSettings.$inferSelect;
