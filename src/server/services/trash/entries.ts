import { and, count, desc, eq, ilike, lt, type SQL } from 'drizzle-orm';
import { TRASH_RETENTION_DAYS, type TrashList, type TrashListQuery } from '../../../domain/api/admin/trash';
import type { Database } from '../../db/database';
import { regions, trash } from '../../db/schema';
import { notFound } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { typeLabel } from './type-labels';

const DAY_MS = 24 * 60 * 60 * 1000;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /api/admin/trash: newest first, searchable by name, one page and the total. */
export async function listTrash(db: Database, query: TrashListQuery): Promise<TrashList> {
  const filters: SQL[] = [];
  if (query.q) filters.push(ilike(trash.name, `%${escapeLike(query.q)}%`));
  if (query.type) filters.push(eq(trash.type, query.type));
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(trash).where(where);
  const rows = await db
    .select({
      id: trash.id,
      type: trash.type,
      entityId: trash.entityId,
      name: trash.name,
      regionId: trash.regionId,
      regionName: regions.name,
      deletedBy: trash.deletedBy,
      deletedAt: trash.deletedAt,
      summary: trash.summary,
    })
    .from(trash)
    .leftJoin(regions, eq(regions.id, trash.regionId))
    .where(where)
    .orderBy(desc(trash.deletedAt), desc(trash.id))
    .limit(query.limit)
    .offset(query.offset);
  return {
    total: Number(total?.n ?? 0),
    items: rows.map((row) => ({
      ...row,
      typeLabel: typeLabel(row.type),
      deletedAt: row.deletedAt.toISOString(),
      expiresAt: new Date(row.deletedAt.getTime() + TRASH_RETENTION_DAYS * DAY_MS).toISOString(),
    })),
  };
}

/** DELETE /api/admin/trash/:id: gone for good now, audited. */
export async function purgeEntry(db: Database, user: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [entry] = await tx.delete(trash).where(eq(trash.id, id)).returning({ type: trash.type, entityId: trash.entityId, name: trash.name });
    if (!entry) throw notFound(`Trash entry ${id} was not found; it may have been restored or purged already`);
    await recordAudit(tx, { user, action: 'purge', entity: 'trash', entityId: id, before: entry });
  });
}

/** Purges entries older than the retention period; answers how many went. */
export async function sweepTrash(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
  const removed = await db.delete(trash).where(lt(trash.deletedAt, cutoff)).returning({ id: trash.id });
  return removed.length;
}
