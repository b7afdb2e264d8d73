import { eq } from 'drizzle-orm';
import type { CalendarFeedState } from '../../../domain/api/admin/calendar-feed';
import { can } from '../../../domain/staff/roles';
import type { Database, Executor } from '../../db/database';
import { adminUsers, calendarFeeds } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { originFields, type RequestOrigin } from '../auth/request-origin';
import { isLinkTokenShaped, linkTokenHash, newLinkToken } from '../visitor-requests/link-tokens';

/** GET /api/admin/calendar-feed: whether this person has a working feed URL, and since when. */
export async function calendarFeedState(db: Executor, userId: number): Promise<CalendarFeedState> {
  const [feed] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { active: Boolean(feed), createdAt: feed ? new Date(feed.createdAt).toISOString() : null };
}

/**
 * POST /api/admin/calendar-feed/reset: a new token (256 random bits, as request links have) replaces this
 * person's feed in one statement, so the old URL stops answering the moment the new one exists; audited in
 * the same transaction (the token is not in the entry, only that a feed was made or replaced).
 */
export async function resetCalendarFeed(db: Database, user: AuditActor, at: Date, origin: RequestOrigin): Promise<{ token: string; createdAt: Date }> {
  const token = newLinkToken();
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
    await tx
      .insert(calendarFeeds)
      .values({ userId: user.id, tokenHash: linkTokenHash(token), createdAt: at })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: linkTokenHash(token), createdAt: at } });
    await recordAudit(tx, {
      user,
      action: 'calendar_feed_reset',
      entity: 'admin_user',
      entityId: user.id,
      before: before ? { feedMadeAt: new Date(before.createdAt).toISOString() } : null,
      after: { feedMadeAt: at.toISOString(), ...originFields(origin) },
      at,
    });
    return { token, createdAt: at };
  });
}

/** What a feed URL's token opens: nothing (unknown), a feed that is off (its person deactivated or without access), or the feed. */
export type FeedLookup = { kind: 'unknown' } | { kind: 'off' } | { kind: 'open'; userId: number };

/**
 * The feed a token names. The role is read now, not when the URL was made: someone deactivated, or moved to
 * a role that cannot see bookings (an editor), gets no bookings from a URL made before.
 */
export async function findCalendarFeed(db: Executor, token: string): Promise<FeedLookup> {
  if (!isLinkTokenShaped(token)) return { kind: 'unknown' };
  const [row] = await db
    .select({ userId: adminUsers.id, role: adminUsers.role, isActive: adminUsers.isActive })
    .from(calendarFeeds)
    .innerJoin(adminUsers, eq(adminUsers.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, linkTokenHash(token)));
  if (!row) return { kind: 'unknown' };
  if (!row.isActive || !can(row.role, 'inquiries')) return { kind: 'off' };
  return { kind: 'open', userId: row.userId };
}

/** The feed's address: the same shape the route answers at (routes/public/calendar-feed.ts). */
export const calendarFeedUrl = (origin: string, token: string) => `${origin}/api/calendar/${token}/bookings.ics`;
