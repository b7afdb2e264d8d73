import { unauthorized } from '../../http-errors';
import type { AuditActor } from '../../services/audit/record-audit';

/** The signed-in admin of a guarded request, as the audit log records it. */
export function actor(request: { adminUser: AuditActor | null }): AuditActor {
  if (!request.adminUser) throw unauthorized();
  return { id: request.adminUser.id, email: request.adminUser.email };
}
