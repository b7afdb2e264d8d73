import { AIRCRAFT_TYPES, type AircraftType } from '../../../../../domain/aircraft';
import type { QuoteDetail, QuoteFields } from '../../../../../domain/api/quotes';
import type { Language } from '../../../../../domain/language-codes';
import { centsFromDecimalString, decimalStringFromCents } from '../../../../../domain/money';
import type { QuoteLine } from '../../../../../domain/quotes/quote-shapes';

/** A price line as the editor holds it: the amount as typed, in A$. */
export interface LineDraft {
  kind: QuoteLine['kind'];
  label: string;
  amount: string;
}

/** The editor's fields as typed (text), made from the latest version and turned back into the API's fields. */
export interface QuoteDraft {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  language: Language;
  departure: string;
  destination: string;
  flightType: string;
  date: string;
  time: string;
  aircraftType: AircraftType;
  adults: string;
  children: string;
  lines: LineDraft[];
  expiresAt: string;
  notes: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO moment as a datetime-local value in the staff's own time zone. */
const localInput = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export function draftOf(quote: QuoteDetail): QuoteDraft {
  const v = quote.versions.at(-1)!;
  return {
    customerName: quote.customerName,
    customerEmail: quote.customerEmail,
    customerPhone: quote.customerPhone ?? '',
    language: (['en', 'zh', 'hi'].includes(quote.language) ? quote.language : 'en') as Language,
    departure: v.itinerary.departure.name,
    destination: v.itinerary.destination.name,
    flightType: v.itinerary.flightType,
    date: v.itinerary.date,
    time: v.itinerary.time ?? '',
    aircraftType: (v.aircraft.type ?? AIRCRAFT_TYPES[0]) as AircraftType,
    adults: String(v.party.adults),
    children: String(v.party.children),
    lines: v.lines.map((l) => ({ kind: l.kind, label: l.label, amount: decimalStringFromCents(l.amountCents) })),
    expiresAt: localInput(v.expiresAt),
    notes: v.notes ?? '',
  };
}

/** An amount typed in A$ ("1200", "1,200.50", "-50") as cents, or null when it is not one. */
export function centsOfTyped(text: string): number | null {
  try {
    return centsFromDecimalString(text.replaceAll(',', '').replace(/^A?\$/, ''));
  } catch {
    return null;
  }
}

/** The API's fields from the draft; the slugs of the version's places are kept when the names did not change. */
export function fieldsOf(draft: QuoteDraft, quote: QuoteDetail): QuoteFields {
  const v = quote.versions.at(-1)!;
  const place = (name: string, was: { slug?: string | undefined; name: string }) => (name === was.name && was.slug ? { slug: was.slug, name } : { name });
  return {
    customerName: draft.customerName,
    customerEmail: draft.customerEmail,
    customerPhone: draft.customerPhone || null,
    language: draft.language,
    regionId: quote.regionId,
    itinerary: {
      departure: place(draft.departure, v.itinerary.departure),
      destination: place(draft.destination, v.itinerary.destination),
      flightType: draft.flightType,
      date: draft.date,
      ...(draft.time ? { time: draft.time } : {}),
    },
    aircraftType: draft.aircraftType,
    party: { ...v.party, adults: Number(draft.adults), children: Number(draft.children) },
    lines: draft.lines.map((l) => ({ kind: l.kind, label: l.label, amountCents: centsOfTyped(l.amount) ?? Number.NaN })),
    expiresAt: new Date(draft.expiresAt).toISOString(),
    notes: draft.notes || null,
  };
}
