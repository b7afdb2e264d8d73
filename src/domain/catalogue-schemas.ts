import { z } from 'zod';
import type { BookingFee } from './booking-fee';
import { AIRCRAFT_TYPES, currentAircraftId, type AircraftType } from './aircraft';
import { APP_CONTEXTS } from './app-context';
import { FLIGHT_TYPES, ROUTE_FLIGHT_TYPES, type FlightType } from './flight-types';
import { tidiedText } from './tidied-text';

/*
 * The zod schemas of the catalogue, apart from the catalogue itself so that the web app's first
 * chunks can use the constants without loading zod.
 */

export const aircraftTypeSchema = z.enum(AIRCRAFT_TYPES, {
  error: () => `Aircraft type must be one of: ${AIRCRAFT_TYPES.join(', ')}`,
});

const isOneOf = (values: readonly string[]) => (text: string) => values.includes(text);

/** Accepts the eight types and the legacy aliases, trimmed; always yields one of the eight. */
export const aircraftTypeInputSchema = tidiedText<AircraftType, string>(
  z.string({ error: 'Aircraft type is required' }),
  (text) => currentAircraftId(text.trim()),
  [isOneOf(AIRCRAFT_TYPES), `Aircraft type must be one of: ${AIRCRAFT_TYPES.join(', ')}`],
);

export const routeFlightTypeSchema = z.enum(ROUTE_FLIGHT_TYPES, {
  error: () => `Flight type must be one of: ${ROUTE_FLIGHT_TYPES.join(', ')}`,
});

/** 'return' is what older customer widgets call a same-day return flight (docs/product.md §3). */
export const flightTypeInputSchema = tidiedText<FlightType, string>(
  z.string({ error: 'Flight type is required' }),
  (text) => (text.trim() === 'return' ? 'same-day' : text.trim()),
  [isOneOf(FLIGHT_TYPES), `Flight type must be one of: ${FLIGHT_TYPES.join(', ')}`],
);

export const appContextSchema = z.enum(APP_CONTEXTS, { error: () => 'App context must be main or twin' });

export const bookingFeeSchema: z.ZodType<BookingFee> = z.object({
  percent: z.number().min(0, 'Booking fee percent cannot be negative').max(100, 'Booking fee percent cannot exceed 100'),
  minimumCents: z.number().int().min(0, 'Minimum booking fee cannot be negative'),
});

