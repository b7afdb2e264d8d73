import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../../domain/staff/roles';
import type { TokenScope } from '../../../domain/staff/token-scopes';
import { createdAt, rowVersion } from './columns';

export const adminUsers = pgTable('admin_users', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased; sign-in compares lower-cased. */
  email: varchar('email', { length: 254 }).notNull().unique(),
  name: text('name'),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /** owner, editor or agent (domain/staff/roles). New people default to the least: agent. */
  role: varchar('role', { length: 20 }).$type<StaffRole>().notNull().default('agent'),
  /** A deactivated person cannot sign in and has no sessions; the row stays for the audit log. */
  isActive: boolean('is_active').notNull().default(true),
  /** The TOTP secret, AES-256-GCM encrypted with a key derived from the session secret; never answered. */
  totpSecret: text('totp_secret'),
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  /** The last TOTP time step accepted, so one code cannot sign in twice. */
  totpLastStep: integer('totp_last_step'),
  /** True until the person opened the setup link and chose a password (their hash is of a random secret). */
  invitePending: boolean('invite_pending').notNull().default(false),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  ...rowVersion(),
});

/** A signed-in browser. `id` is the SHA-256 of the cookie's token, so a leaked table cannot be replayed. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: varchar('ip', { length: 64 }),
    /** A random handle for listing and ending a session (never the token or its hash). */
    publicId: varchar('public_id', { length: 32 }).notNull(),
    /** The last time the person typed the password (sign-in or confirmation): staff and settings writes want it recent. */
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The end however busy the session is: 30 days after sign-in. */
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt), uniqueIndex('sessions_public_id_idx').on(t.publicId)],
);

/** Two-factor recovery codes: SHA-256 of each (they are random, 50+ bits), each used once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Set-password links (setup for a new person, reset): `id` is the SHA-256 of the link's token; one use, 24 hours. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 10 }).$type<'setup' | 'reset'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: varchar('created_by', { length: 254 }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId)],
);

/** One row (id 1): the owner's security settings. Absent means the defaults. */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: integer('id').primaryKey().default(1),
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    ...rowVersion(),
  },
  (t) => [check('security_settings_single_row', sql`${t.id} = 1`)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    userEmail: varchar('user_email', { length: 254 }),
    action: varchar('action', { length: 30 }).notNull(),
    entity: varchar('entity', { length: 60 }).notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    // Failed sign-ins per account in the last 24 hours (the Staff list) read this.
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.action, t.createdAt),
    // An item's History (newest first, a page at a time) reads this: one index range however often it was edited.
    index('audit_log_history_idx').on(t.entity, t.entityId, t.id),
  ],
);

/**
 * Access tokens for integrations (decision 0066): `token_hash` is the SHA-256 of the secret, shown once when
 * made; a revoked token stays for the audit log. `created_by` is who made it, and whom its changes are done for.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    scope: varchar('scope', { length: 20 }).$type<TokenScope>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** The secret's first characters (its fixed prefix and 4 more), to tell tokens apart in the list. */
    prefix: varchar('prefix', { length: 12 }).notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => adminUsers.id),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: varchar('last_used_ip', { length: 64 }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => adminUsers.id),
  },
  (t) => [uniqueIndex('access_tokens_hash_idx').on(t.tokenHash)],
);
