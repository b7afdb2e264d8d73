import { asc, eq, sql } from 'drizzle-orm';
import type { StaffUser } from '../../../domain/api/staff';
import type { Executor } from '../../db/database';
import { adminUsers } from '../../db/schema';
import { SIGN_IN_FAILED_ACTION } from '../auth/sign-in';

const DAY_MS = 24 * 60 * 60 * 1000;

type AdminUserRow = typeof adminUsers.$inferSelect;

export function toStaffUser(row: AdminUserRow, recentFailedSignIns: number): StaffUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    isActive: row.isActive,
    twoFactorEnabled: row.totpEnabled,
    invitePending: row.invitePending,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    recentFailedSignIns,
    version: row.version,
  };
}

/** Failed sign-ins of each account in the 24 hours before `now` (from the audit log). */
function failuresSince(now: Date) {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  // Named in full: drizzle writes a lone column unqualified, which inside this subquery would mean audit_log's id.
  return sql<number>`(select count(*)::int from audit_log a
    where a.entity = 'admin_user' and a.entity_id = "admin_users"."id"::text
      and a.action = ${SIGN_IN_FAILED_ACTION} and a.created_at > ${since}::timestamptz)`;
}

/** Everyone, owners first, then by name or e-mail. */
export async function listStaff(db: Executor, now: Date): Promise<StaffUser[]> {
  const rows = await db
    .select({ user: adminUsers, failures: failuresSince(now) })
    .from(adminUsers)
    .orderBy(sql`case ${adminUsers.role} when 'owner' then 0 when 'editor' then 1 else 2 end`, asc(sql`lower(coalesce(${adminUsers.name}, ${adminUsers.email}))`));
  return rows.map((r) => toStaffUser(r.user, Number(r.failures)));
}

export async function readStaffUser(db: Executor, id: number, now: Date): Promise<StaffUser | null> {
  const [row] = await db.select({ user: adminUsers, failures: failuresSince(now) }).from(adminUsers).where(eq(adminUsers.id, id));
  return row ? toStaffUser(row.user, Number(row.failures)) : null;
}
