import type { Language } from '../../../../domain/language-codes';
import type { BookingSnapshot } from '../../../lib/booking-snapshot';
import type { AddOnGroup, AddOnItem, AddOnSelection } from './add-on-picker';

/** The chosen add-ons by group, by their English titles (staff read them). */
export function addOnTitles(items: Record<AddOnGroup, AddOnItem[]>, selection: AddOnSelection): Record<string, string[]> {
  return Object.fromEntries(
    (Object.keys(selection) as AddOnGroup[]).map((group) => [group, items[group].filter((item) => selection[group].includes(item.id)).map((item) => item.title)]),
  );
}

/** What the inquiry sends besides the visible fields: the chosen flight, the add-ons, where it was asked and in which language. */
export function inquiryContext(snapshot: BookingSnapshot, addOns: Record<string, string[]>, language: Language): Record<string, unknown> {
  return {
    aircraftType: snapshot.aircraftType || undefined,
    flightType: snapshot.flightType || undefined,
    departure: snapshot.departure?.name,
    destination: snapshot.destination?.name,
    estimate: snapshot.estimate,
    // The experience being booked: the server stores it with its title (decision 0054).
    experienceId: snapshot.experience?.id,
    isCustomRoute: snapshot.isCustomRoute,
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
