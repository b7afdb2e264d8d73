import { MAX_TRIP_LEGS, type SharedLeg } from '../../../../domain/trip-params';

/** The choice a trip starts from: the flight already chosen on the page. */
export interface FirstFlight {
  from: string;
  to: string;
  date: string;
}

/** Choices of wait after a leg, in minutes (at most the API's MAX_WAIT_MINUTES). */
export const WAIT_CHOICES = [0, 30, 60, 90, 120, 180, 240, 360, 480, 720] as const;

/**
 * The leg after `legs`: from where the last one ended, back to where the trip started (or, when the last leg
 * ends there already, to where it began), on the same day, with no wait.
 */
export function nextLeg(legs: readonly SharedLeg[]): SharedLeg {
  const last = legs[legs.length - 1]!;
  const home = legs[0]!.from;
  return { from: last.to, to: home !== last.to ? home : last.from, date: last.date, waitMinutes: 0 };
}

/** "Add a leg" on a single flight: that flight as the first leg, and the way back as the second. */
export function startTrip(first: FirstFlight): SharedLeg[] {
  const legs = [{ ...first, waitMinutes: 0 }];
  return [...legs, nextLeg(legs)];
}

/** One more leg, unless the trip has MAX_TRIP_LEGS already. */
export function addLeg(legs: readonly SharedLeg[]): SharedLeg[] {
  return legs.length >= MAX_TRIP_LEGS ? [...legs] : [...legs, nextLeg(legs)];
}

/**
 * The trip without leg `index`. The leg that followed it now starts where the one before ended, since a trip
 * has no gap between legs (the API refuses one). One leg left is a single flight again (the caller's to say).
 */
export function removeLeg(legs: readonly SharedLeg[], index: number): SharedLeg[] {
  const rest = legs.filter((_, i) => i !== index);
  const previous = rest[index - 1];
  const following = rest[index];
  if (previous && following) rest[index] = { ...following, from: previous.to };
  return rest;
}

/**
 * Leg `index` changed. A new destination moves the next leg's start with it when that leg started where this
 * one ended (the default), so the trip stays joined; a start the visitor chose differently is kept.
 */
export function changeLeg(legs: readonly SharedLeg[], index: number, patch: Partial<SharedLeg>): SharedLeg[] {
  const next = [...legs];
  const old = next[index];
  if (!old) return next;
  next[index] = { ...old, ...patch };
  const following = next[index + 1];
  if (patch.to !== undefined && following && following.from === old.to) next[index + 1] = { ...following, from: patch.to };
  return next;
}
