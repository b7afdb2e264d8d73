import { z } from 'zod';
import type { BookingFee } from './booking-fee';
import { AIRCRAFT_TYPES, LEGACY_AIRCRAFT_ALIASES, type AircraftType } from './aircraft';
import { APP_CONTEXTS } from './app-context';
import { FLIGHT_TYPES, ROUTE_FLIGHT_TYPES, type FlightType } from './flight-types';

/*
 * The zod schemas of the catalogue, apart from the catalogue itself so that the web app's first
 * chunks can use the constants without loading zod.
 */

export const aircraftTypeSchema = z.enum(AIRCRAFT_TYPES, {
  error: () => `Aircraft type must be one of: ${AIRCRAFT_TYPES.join(', ')}`,
});

/** Accepts the eight types and the legacy aliases; always yields one of the eight. */
export const aircraftTypeInputSchema = z
  .string({ error: 'Aircraft type is required' })
  .trim()
  .transform((value, ctx) => {
    const normalised = LEGACY_AIRCRAFT_ALIASES[value] ?? value;
    if ((AIRCRAFT_TYPES as readonly string[]).includes(normalised)) return normalised as AircraftType;
    ctx.addIssue({ code: 'custom', message: `Aircraft type must be one of: ${AIRCRAFT_TYPES.join(', ')}` });
    return z.NEVER;
  });

export const routeFlightTypeSchema = z.enum(ROUTE_FLIGHT_TYPES, {
  error: () => `Flight type must be one of: ${ROUTE_FLIGHT_TYPES.join(', ')}`,
});

/** 'return' is what older customer widgets call a same-day return flight (docs/product.md §3). */
export const flightTypeInputSchema = z
  .string({ error: 'Flight type is required' })
  .trim()
  .transform((value, ctx) => {
    const normalised = value === 'return' ? 'same-day' : value;
    if ((FLIGHT_TYPES as readonly string[]).includes(normalised)) return normalised as FlightType;
    ctx.addIssue({ code: 'custom', message: `Flight type must be one of: ${FLIGHT_TYPES.join(', ')}` });
    return z.NEVER;
  });

export const appContextSchema = z.enum(APP_CONTEXTS, { error: () => 'App context must be main or twin' });

export const bookingFeeSchema: z.ZodType<BookingFee> = z.object({
  percent: z.number().min(0, 'Booking fee percent cannot be negative').max(100, 'Booking fee percent cannot exceed 100'),
  minimumCents: z.number().int().min(0, 'Minimum booking fee cannot be negative'),
});

