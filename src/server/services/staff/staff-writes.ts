import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { CreateStaffRequest, StaffUser, UpdateStaffRequest } from '../../../domain/api/staff';
import type { Database, Executor } from '../../db/database';
import { adminUsers } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { createOneTimeLink, endOutstandingLinks } from '../auth/one-time-links';
import { hashPassword } from '../auth/password-hash';
import { originFields, type RequestOrigin } from '../auth/request-origin';
import { endAllSessions } from '../auth/sessions';
import { assertCurrentVersion, nextStamp } from '../row-versions/row-versions';
import { readStaffUser, toStaffUser } from './staff-list';

export const EMAIL_TAKEN_MESSAGE = 'Someone already has an account with this e-mail address';
export const PERSON_NOT_FOUND_MESSAGE = 'This person was not found';
export const LAST_OWNER_MESSAGE = 'This is the last active owner; make someone else an owner first';

/** The owner's address and device on the audit row of a staff change; nothing for the command line. */
const fromWhere = (origin: RequestOrigin | undefined) => (origin ? originFields(origin) : {});

export interface IssuedLink {
  user: StaffUser;
  token: string;
  expiresAt: Date;
}

/**
 * Adds a person with a setup link (24 hours, once). Until they choose a password the account's hash is of
 * a random secret nobody knows, so it cannot be signed in to.
 */
export async function createStaff(db: Database, actor: AuditActor, input: CreateStaffRequest, now: Date, origin?: RequestOrigin): Promise<IssuedLink> {
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminUsers)
      .values({ email: input.email, name: input.name, role: input.role, passwordHash, invitePending: true, createdAt: now, updatedAt: now, updatedBy: actor.email })
      .onConflictDoNothing({ target: adminUsers.email })
      .returning();
    if (!row) throw conflict(EMAIL_TAKEN_MESSAGE, [{ path: 'email', message: EMAIL_TAKEN_MESSAGE }]);
    const link = await createOneTimeLink(tx, { userId: row.id, purpose: 'setup', now, createdBy: actor.email });
    await recordAudit(tx, { user: actor, action: 'create', entity: 'admin_user', entityId: row.id, after: { email: row.email, name: row.name, role: row.role, ...fromWhere(origin) }, at: now });
    return { user: toStaffUser(row, 0), ...link };
  });
  return created;
}

type StaffRow = typeof adminUsers.$inferSelect;
type StaffChanges = Partial<Pick<StaffRow, 'role' | 'isActive' | 'name'>>;

/** The audit action of a change: (de/re)activation and role changes are named; a rename is an update. */
function actionOf(before: StaffRow, patch: UpdateStaffRequest): string {
  if (patch.isActive !== undefined && patch.isActive !== before.isActive) return patch.isActive ? 'reactivate' : 'deactivate';
  if (patch.role !== undefined && patch.role !== before.role) return 'role_change';
  return 'update';
}

/**
 * What deactivating a person ends at once, in its transaction: every session, and every outstanding setup or
 * reset link (ended for good: reactivating the person does not bring a link back; an owner sends a new one).
 */
async function endAccess(tx: Executor, id: number, now: Date): Promise<{ endedSessions: number; endedLinks: number }> {
  return { endedSessions: await endAllSessions(tx, id), endedLinks: await endOutstandingLinks(tx, id, now) };
}

/** What the patch really changes (a field sent with its current value is no change). */
function changesOf(row: StaffRow, patch: UpdateStaffRequest): StaffChanges {
  const changes: StaffChanges = {};
  if (patch.role !== undefined && patch.role !== row.role) changes.role = patch.role;
  if (patch.isActive !== undefined && patch.isActive !== row.isActive) changes.isActive = patch.isActive;
  if (patch.name !== undefined && patch.name !== row.name) changes.name = patch.name;
  return changes;
}

/** 409 when the patch would leave no active owner (the caller holds every owner row locked). */
async function assertAnOwnerRemains(tx: Executor, row: StaffRow, patch: UpdateStaffRequest): Promise<void> {
  const losesOwner = row.role === 'owner' && row.isActive && ((patch.role !== undefined && patch.role !== 'owner') || patch.isActive === false);
  if (!losesOwner) return;
  const [others] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'owner'), eq(adminUsers.isActive, true), ne(adminUsers.id, row.id)));
  if ((others?.n ?? 0) === 0) throw conflict(LAST_OWNER_MESSAGE);
}

/**
 * Changes a person's role, name or whether they are active. Deactivating ends their sessions and their
 * setup or reset links in the same transaction (endAccess). The last active owner can be neither demoted
 * nor deactivated (409), so the operator can never lock itself out of the Staff view.
 */
export async function updateStaff(
  db: Database,
  actor: AuditActor,
  id: number,
  patch: UpdateStaffRequest,
  expectedVersion: number | undefined,
  now: Date,
  origin?: RequestOrigin,
): Promise<StaffUser> {
  await db.transaction(async (tx) => {
    // Every owner row is locked, so two owners demoting each other at once cannot both pass the check.
    await tx.execute(sql`select id from admin_users where role = 'owner' for update`);
    const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update');
    if (!row) throw notFound(PERSON_NOT_FOUND_MESSAGE);
    await assertCurrentVersion(tx, row, expectedVersion, async () => (await readStaffUser(tx, id, now)) ?? {});

    await assertAnOwnerRemains(tx, row, patch);
    const changes = changesOf(row, patch);
    if (Object.keys(changes).length === 0) return;

    await tx.update(adminUsers).set({ ...changes, ...nextStamp(adminUsers, actor) }).where(eq(adminUsers.id, id));
    const ended = changes.isActive === false ? await endAccess(tx, id, now) : { endedSessions: 0, endedLinks: 0 };
    const before = Object.fromEntries(Object.keys(changes).map((key) => [key, row[key as keyof typeof changes]]));
    await recordAudit(tx, {
      user: actor,
      action: actionOf(row, patch),
      entity: 'admin_user',
      entityId: id,
      before,
      after: { ...changes, ...Object.fromEntries(Object.entries(ended).filter(([, count]) => count > 0)), ...fromWhere(origin) },
      at: now,
    });
  });
  const user = await readStaffUser(db, id, now);
  if (!user) throw notFound(PERSON_NOT_FOUND_MESSAGE);
  return user;
}

/** A reset link for the person (24 hours, once); when used it sets the password and ends all their sessions. */
export async function issueResetLink(db: Database, actor: AuditActor | null, id: number, now: Date, origin?: RequestOrigin): Promise<IssuedLink> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id));
    if (!row) throw notFound(PERSON_NOT_FOUND_MESSAGE);
    if (!row.isActive) throw conflict('This person is deactivated; reactivate them first');
    // A person who never set a password gets a setup link again (the same page, the same words).
    const purpose = row.invitePending ? 'setup' : 'reset';
    const link = await createOneTimeLink(tx, { userId: id, purpose, now, createdBy: actor?.email ?? null });
    await recordAudit(tx, { user: actor, action: 'reset_link', entity: 'admin_user', entityId: id, after: { purpose, expiresAt: link.expiresAt.toISOString(), ...fromWhere(origin) }, at: now });
    return { user: toStaffUser(row, 0), ...link };
  });
}

/** Ends every session of the person now (an owner's "sign out everywhere"). */
export async function endSessionsOfPerson(db: Database, actor: AuditActor, id: number, now: Date, origin?: RequestOrigin): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.id, id));
    if (!row) throw notFound(PERSON_NOT_FOUND_MESSAGE);
    const ended = await endAllSessions(tx, id);
    await recordAudit(tx, { user: actor, action: 'end_sessions', entity: 'admin_user', entityId: id, after: { ended, ...fromWhere(origin) }, at: now });
    return ended;
  });
}

/** The person with this e-mail (the CLI's reset), or null. */
export async function findStaffIdByEmail(db: Database, email: string): Promise<number | null> {
  const [row] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email.trim().toLowerCase()));
  return row?.id ?? null;
}
