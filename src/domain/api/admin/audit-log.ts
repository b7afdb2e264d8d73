import { z } from 'zod';
import { idQueryParam } from '../common';

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * A bound of the date filter: an ISO 8601 instant (what the admin sends: the staff's local midnight) or a
 * bare date (a whole UTC day, for scripts). `from` is inclusive; `to` is exclusive for an instant and
 * includes the whole day for a date.
 */
const dateBound = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) || z.iso.datetime({ offset: true }).safeParse(v).success, {
        error: `${label} must be a date like 2026-12-24 or a date and time like 2026-12-24T00:00:00+08:00`,
      })
      .refine((v) => !Number.isNaN(Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v)), { error: `${label} is not a real date` })
      .optional(),
  );

/**
 * GET /api/admin/audit-log: newest first. Pages by `before` (the last id seen, as before) or by `offset`;
 * filters by person (`user`: part of an e-mail), type (`entity`) and date range (`from`, `to`).
 */
export const auditLogQuerySchema = z
  .object({
    limit: z.preprocess(
      blankToUndefined,
      z.coerce.number({ error: 'limit must be a number' }).int({ error: 'limit must be a whole number' }).min(1, { error: 'limit must be between 1 and 200' }).max(200, { error: 'limit must be between 1 and 200' }).default(50),
    ),
    offset: z.preprocess(blankToUndefined, z.coerce.number({ error: 'offset must be a number' }).int({ error: 'offset must be a whole number' }).min(0, { error: 'offset cannot be negative' }).max(1_000_000, { error: 'offset is too large' }).optional()),
    /** An entry id: held to the one id schema, so an id past the column's range is 'is too large', not a database error. */
    before: idQueryParam,
    user: z.preprocess(blankToUndefined, z.string().trim().max(254, { error: 'The person filter must be at most 254 characters' }).optional()),
    entity: z.preprocess(blankToUndefined, z.string().trim().max(60, { error: 'The type filter must be at most 60 characters' }).optional()),
    from: dateBound('From'),
    to: dateBound('To'),
  })
  .refine((q) => !(q.from && q.to) || startOf(q.from) < endOf(q.to), { error: 'The date range ends before it starts', path: ['to'] });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** The first instant a `from` bound covers. */
export const startOf = (bound: string): Date => new Date(bound.length === 10 ? `${bound}T00:00:00Z` : bound);
/** The first instant after a `to` bound (a date covers its whole day). */
export const endOf = (bound: string): Date => (bound.length === 10 ? new Date(Date.parse(`${bound}T00:00:00Z`) + 86_400_000) : new Date(bound));

export const auditEntrySchema = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  userEmail: z.string().nullable(),
  action: z.string(),
  /** A key of AUDIT_ENTITY_LABELS (domain/audit/labels.ts) or another short type name. */
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** One page: `nextBefore` continues the keyset paging; `total` counts every entry the filters match. */
export const auditLogPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextBefore: z.number().nullable(),
  total: z.number(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
