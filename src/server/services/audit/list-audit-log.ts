import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { endOf, startOf, type AuditLogPage, type AuditLogQuery } from '../../../domain/api/admin/audit-log';
import type { Executor } from '../../db/database';
import { auditLog } from '../../db/schema';

/** `%` and `_` typed into the person filter mean themselves, not LIKE wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Who changed what and when, newest first: one page of the audit log under the staff's filters. */
export async function listAuditLog(db: Executor, query: AuditLogQuery): Promise<AuditLogPage> {
  const { limit, offset, before, user, entity, from, to } = query;
  const filters: SQL[] = [];
  if (user) filters.push(ilike(auditLog.userEmail, likeText(user)));
  if (entity) filters.push(eq(auditLog.entity, entity));
  if (from) filters.push(gte(auditLog.createdAt, startOf(from)));
  if (to) filters.push(lt(auditLog.createdAt, endOf(to)));
  const where = and(...filters);
  const pageWhere = before === undefined ? where : and(where, lt(auditLog.id, before));

  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(pageWhere)
      .orderBy(desc(auditLog.id))
      .limit(limit + 1)
      .offset(offset ?? 0),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextBefore: rows.length > limit ? page.at(-1)!.id : null,
    total: counted?.total ?? 0,
  };
}
