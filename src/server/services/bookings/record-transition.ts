import { eq, sql } from 'drizzle-orm';
import { canMove, type BookingStatus } from '../../../domain/bookings/booking-status';
import type { Executor } from '../../db/database';
import { bookingEvents, bookings } from '../../db/schema';
import { conflict } from '../../http-errors';
import { bookingMoved } from '../webhooks/business-events';

export interface TransitionActor {
  /** 'visitor', 'provider' or a staff member's e-mail. */
  actor: string;
  ipAddress?: string | null;
}

/**
 * Moves a booking to `to` and records the move (from, to, who, where), in the caller's transaction. A move the
 * state machine does not allow is refused with 409, so a late or repeated event cannot walk a booking back.
 * `from: null` records a booking's first status.
 */
export async function recordTransition(
  tx: Executor,
  input: { bookingId: number; from: BookingStatus | null; to: BookingStatus; by: TransitionActor; note?: string; details?: Record<string, unknown> },
): Promise<void> {
  const { bookingId, from, to, by } = input;
  if (from !== null) {
    if (!canMove(from, to)) throw conflict(`A booking that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}`);
    await tx.update(bookings).set({ status: to, version: sql`${bookings.version} + 1`, updatedAt: new Date(), updatedBy: by.actor }).where(eq(bookings.id, bookingId));
  }
  await tx.insert(bookingEvents).values({ bookingId, fromStatus: from, toStatus: to, actor: by.actor, ipAddress: by.ipAddress ?? null, note: input.note ?? null, details: input.details ?? null });
  await bookingMoved(tx, bookingId, from, to, by.actor);
}
