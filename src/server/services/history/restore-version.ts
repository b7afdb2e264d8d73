import type { HistoryRestored } from '../../../domain/api/admin/history';
import type { Database } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http-errors';
import type { AuditActor } from '../audit/record-audit';
import type { HistorySubject } from './history-subjects';
import { versionSnapshot } from './read-history';

export interface RestoreVersion {
  id: number;
  /** The version to bring back. */
  restore: number;
  /** The version the staff member had open (body `version` or If-Match); undefined: not checked. */
  expected: number | undefined;
  regionId: number | undefined;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * A refusal of the write behind a restore (a value another item now holds, what it names deleted), said as
 * why this version cannot come back. A 409 that carries the current item (someone saved since) stays as it is.
 */
function asRestoreRefusal(error: unknown, version: number): unknown {
  if (!(error instanceof HttpError) || (error.statusCode !== 400 && error.statusCode !== 409) || 'current' in error.extra) return error;
  if (error.message.startsWith(`Version ${version} cannot be restored`)) return error;
  return new HttpError(error.statusCode, `Version ${version} cannot be restored: ${lowerFirst(error.message)}`, error.issues, error.extra);
}

/**
 * POST /api/admin/{type}/:id/history/restore: the item as version `restore` held it becomes a NEW version,
 * written through the type's own update (its checks, the version check, one audit entry: a restore of
 * version N). 404 when the item is gone or the version is not on record; 400 for its current version.
 */
export async function restoreVersion(db: Database, subject: HistorySubject, user: AuditActor, request: RestoreVersion): Promise<HistoryRestored> {
  const { id, restore } = request;
  const current = await subject.currentVersion(db, id, request.regionId);
  if (current === null) throw notFound(`${subject.label} ${id} was deleted; restore it from the Trash first`);
  const snapshot = await versionSnapshot(db, subject, id, restore);
  if (!snapshot) throw notFound(`${subject.label} ${id} has no version ${restore} on record`);
  // Based on a version someone changed since: the write's own check answers 409 with the item as it is now.
  if (restore === current && (request.expected === undefined || request.expected === current)) throw badRequest(`Version ${restore} is the current version; there is nothing to restore`);
  try {
    const version = await subject.restore(db, { user, id, snapshot, restoredVersion: restore, expected: request.expected, regionId: request.regionId });
    return { message: `Version ${restore} restored as version ${version}`, version };
  } catch (error) {
    throw asRestoreRefusal(error, restore);
  }
}
