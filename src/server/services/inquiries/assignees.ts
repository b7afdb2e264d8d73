import { asc, eq, sql } from 'drizzle-orm';
import type { InquiryAssignee } from '../../../domain/api/admin/inquiry-work';
import type { Executor } from '../../db/database';
import { adminUsers } from '../../db/schema';
import { badRequest } from '../../http-errors';

/** The name staff know a person by: their name when the account has one, else the e-mail. */
export const staffName = (person: { name: string | null; email: string }) => person.name?.trim() || person.email;

/** GET /api/admin/inquiry-assignees: every active staff member, by name. */
export async function listAssignees(db: Executor): Promise<InquiryAssignee[]> {
  const rows = await db
    .select({ id: adminUsers.id, name: adminUsers.name, email: adminUsers.email, role: adminUsers.role })
    .from(adminUsers)
    .where(eq(adminUsers.isActive, true))
    .orderBy(asc(sql`lower(coalesce(nullif(trim(${adminUsers.name}), ''), ${adminUsers.email}))`), asc(adminUsers.id));
  return rows.map((row) => ({ id: row.id, name: staffName(row), email: row.email, role: row.role }));
}

/**
 * The person an inquiry is given to, by name; refused in plain words (400) when there is no such account
 * or it is deactivated: nobody could pick the inquiry up.
 */
export async function assignableName(db: Executor, id: number): Promise<string> {
  const [person] = await db.select({ name: adminUsers.name, email: adminUsers.email, isActive: adminUsers.isActive }).from(adminUsers).where(eq(adminUsers.id, id));
  if (!person) {
    const message = `There is no staff member with id ${id}. Choose someone from the list of active staff.`;
    throw badRequest(message, [{ path: 'assignedTo', message }]);
  }
  if (!person.isActive) {
    const message = `${staffName(person)} has been deactivated and cannot take inquiries. Choose someone active.`;
    throw badRequest(message, [{ path: 'assignedTo', message }]);
  }
  return staffName(person);
}
