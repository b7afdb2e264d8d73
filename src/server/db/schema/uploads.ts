import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin';
import { createdAt } from './columns';

/**
 * One signed upload URL (POST /api/objects/upload). The row makes the URL single-use across every
 * instance: the PUT claims it with `used_at` in one UPDATE, so a replay finds it taken.
 */
export const uploadTokens = pgTable('upload_tokens', {
  id: varchar('id', { length: 36 }).primaryKey(),
  /** Which docs/product.md §5 limit applies: hero, badge, service, training, aircraft-image, region-icon, image. */
  purpose: varchar('purpose', { length: 30 }).notNull(),
  maxBytes: integer('max_bytes').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  /** Where the file went, once uploaded: /objects/uploads/{file}. */
  objectPath: text('object_path'),
  createdAt: createdAt(),
});
