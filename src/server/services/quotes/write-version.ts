import { AIRCRAFT, AIRCRAFT_TYPES, type AircraftType } from '../../../domain/aircraft';
import type { QuoteFields } from '../../../domain/api/quotes';
import { quoteTotalCents } from '../../../domain/quotes/quote-total';
import type { Executor } from '../../db/database';
import type { QuoteVersionRow } from '../../db/schema';
import { readSalesTerms } from '../settings/sales-terms';

const DAY_MS = 86_400_000;

/** The catalogue type a version's aircraft name was written from (the label), for the editor; null if renamed since. */
export const aircraftTypeOfName = (name: string): AircraftType | null => AIRCRAFT_TYPES.find((type) => AIRCRAFT[type].label === name) ?? null;

/**
 * The values of a new version from staff's fields: the aircraft's seats and payload frozen from the catalogue,
 * the total summed by the server, the terms of sale as they stand now, and the expiry (default: now plus
 * quoteValidDays).
 */
export async function versionValues(tx: Executor, fields: QuoteFields, now: Date): Promise<Omit<QuoteVersionRow, 'id' | 'quoteId' | 'version' | 'changeSummary' | 'createdBy' | 'createdAt'>> {
  const { terms, quoteValidDays } = await readSalesTerms(tx);
  const aircraft = AIRCRAFT[fields.aircraftType];
  return {
    itinerary: fields.itinerary,
    aircraftTypeId: null,
    aircraftName: aircraft.label,
    seats: aircraft.capacity,
    payloadKg: aircraft.payloadKg,
    party: fields.party,
    lines: fields.lines,
    totalCents: quoteTotalCents(fields.lines),
    expiresAt: fields.expiresAt ? new Date(fields.expiresAt) : new Date(now.getTime() + quoteValidDays * DAY_MS),
    terms,
    notes: fields.notes ?? null,
  };
}
