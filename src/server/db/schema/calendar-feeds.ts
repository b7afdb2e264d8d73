import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin';
import { createdAt } from './columns';

/**
 * A staff member's calendar feed (docs/product.md §11.3, decision 0067): at most one per person, found by the
 * SHA-256 of its URL's token (256 random bits); the token itself is never kept, so the URL is shown once, when
 * it is made, and a reset replaces the row, which ends the old URL at once.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  createdAt: createdAt(),
});

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
