import type { Language } from '../../../../domain/language-codes';
import type { Party } from '../../../../domain/party';
import { DEFAULT_PARTY, partySize } from '../../../../domain/party-rules';
import type { BookingSnapshot } from '../../../lib/booking-snapshot';
import type { AddOnGroup, AddOnItem, AddOnSelection } from './add-on-picker';

/** The chosen add-ons by group, by their English titles (staff read them). */
export function addOnTitles(items: Record<AddOnGroup, AddOnItem[]>, selection: AddOnSelection): Record<string, string[]> {
  return Object.fromEntries(
    (Object.keys(selection) as AddOnGroup[]).map((group) => [group, items[group].filter((item) => selection[group].includes(item.id)).map((item) => item.title)]),
  );
}

/** Who flies, as the booking request carries it: the total (SPEC's passengers), its children and weights. */
function partyFields(party: Party = DEFAULT_PARTY): Record<string, number | undefined> {
  return { passengers: partySize(party), adults: party.adults, children: party.children, passengerWeightKg: party.weightKg, baggageKg: party.baggageKg };
}

/** What the inquiry sends besides the visible fields: the chosen flight (or trip), who flies, the add-ons, whether a firm quote is asked for, where it was asked and in which language. */
export function inquiryContext(snapshot: BookingSnapshot, addOns: Record<string, string[]>, language: Language, wantsQuote = false): Record<string, unknown> {
  return {
    aircraftType: snapshot.aircraftType || undefined,
    flightType: snapshot.flightType || undefined,
    departure: snapshot.departure?.name,
    destination: snapshot.destination?.name,
    estimate: snapshot.estimate,
    // The experience being booked: the server stores it with its title (decision 0054).
    experienceId: snapshot.experience?.id,
    isCustomRoute: snapshot.isCustomRoute,
    // Asked from the estimate card's "Ask for a Firm Quote", or ticked in the form (docs/product.md §10).
    wantsQuote,
    ...partyFields(snapshot.party),
    // A trip of several legs: staff read them, and a quote made from the request starts from them (decision 0070).
    legs: snapshot.legs && snapshot.legs.length > 1 ? snapshot.legs : undefined,
    addOns,
    regionId: snapshot.regionId ?? null,
    appContext: snapshot.appContext,
    language,
  };
}

/** docs/product.md §5: the custom-route request stays disabled until name, e-mail and date are given. */
export function customRouteBlocked(custom: boolean, given: { name: string; email: string; date: string }): boolean {
  return custom && (!given.name.trim() || !given.email.trim() || !given.date);
}
