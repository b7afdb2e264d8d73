import { boolean, integer, jsonb, numeric, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Translations } from '../../../domain/languages';

/** Columns shared by the tables staff curate: visibility, order, app context and translations. */
export const isActive = () => boolean('is_active').notNull().default(true);
export const displayOrder = (fallback = 0) => integer('display_order').notNull().default(fallback);
export const appContext = () => varchar('app_context', { length: 10 }).notNull().default('main');
export const translations = () => jsonb('translations').$type<Translations>().notNull().default({});
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** numeric(10,2) read as a string by the driver; convert with domain/money at the edges. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

/**
 * Optimistic concurrency for rows staff edit (decision 0025): every write bumps `version`; a write based on an
 * older version is refused with 409. `updatedAt`/`updatedBy` say who changed it last, for that answer.
 * `updatedBy` is the e-mail as the audit log keeps it (no foreign key: the row outlives the account).
 */
export const rowVersion = () => ({
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
  updatedBy: varchar('updated_by', { length: 254 }),
});
/** Tables that already had `updated_at`. */
export const rowVersionOnly = () => ({
  version: integer('version').notNull().default(1),
  updatedBy: varchar('updated_by', { length: 254 }),
});
