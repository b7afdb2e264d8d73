import type { AuditLogPage } from '../../../../domain/api/admin/audit-log';
import { apiRequest, query } from '../../../lib/api-client';

/** The audit log's filters as the view holds them: part of an e-mail, a type key, and instants (ISO 8601). */
export interface AuditFilters {
  user?: string | undefined;
  entity?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** GET /api/admin/audit-log: a page of 50, newest first, after the entry `before` when given. */
export const getAuditLog = (filters: AuditFilters, before: number | undefined) =>
  apiRequest<AuditLogPage>(`/api/admin/audit-log${query({ ...filters, before, limit: 50 })}`);
