import { conflictResponseSchema, type ConflictResponse } from '../../../../domain/api/admin/row-versions';
import { ApiError } from '../../../lib/api-client';

export type CurrentRow = ConflictResponse['current'];

export interface Conflict {
  /** 'Changed by … at … since you opened it', the time in the staff's own locale. */
  message: string;
  current: CurrentRow;
}

/** 'Changed by {name} at {time} since you opened it', with the time as the staff's browser writes it. */
export function conflictMessage(current: Pick<CurrentRow, 'updatedAt' | 'updatedBy'>, locale?: string, timeZone?: string): string {
  const who = current.updatedBy?.trim() || 'someone else';
  const when = current.updatedAt ? new Date(current.updatedAt) : undefined;
  const time =
    when && !Number.isNaN(when.getTime())
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(when)
      : undefined;
  return time ? `Changed by ${who} at ${time} since you opened it` : `Changed by ${who} since you opened it`;
}

/** The conflict a failed save ran into: a 409 that carries the row as it is now; anything else is not one. */
export function conflictOf(error: unknown, locale?: string, timeZone?: string): Conflict | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const parsed = conflictResponseSchema.safeParse(error.body);
  if (!parsed.success) return undefined;
  return { message: conflictMessage(parsed.data.current, locale, timeZone), current: parsed.data.current };
}
