import type { InquiryLeg } from '../../../../../domain/api/trip';
import type { InquiryNames } from '../../../../../domain/api/admin/inquiries';

export { aircraftName, appContextLabel, estimateText, flightTypeLabel, languageLabel } from '../../../../../domain/inquiry-labels';

/** 'Jandakot Airport → Rottnest Island', or one place when the flight returns to where it started. */
export function routeText(names: InquiryNames): string | undefined {
  const { departure, destination } = names;
  if (departure && destination && departure !== destination) return `${departure} → ${destination}`;
  return departure ?? destination ?? undefined;
}

/** A trip's legs in one line each: '1. jandakot → rottnest-island, 9 Dec 2026, waiting 90 min' (decision 0070). */
export function legsText(legs: InquiryLeg[] | null | undefined, formatDate: (day: string) => string): string | undefined {
  if (!legs?.length) return undefined;
  return legs.map((leg, i) => `${i + 1}. ${leg.from} → ${leg.to}, ${formatDate(leg.date)}${leg.waitMinutes > 0 ? `, waiting ${leg.waitMinutes} min` : ''}`).join('\n');
}

/** Add-ons by group, with the group's name; groups with none are left out. */
export function addOnGroups(names: InquiryNames): { label: string; items: string[] }[] {
  return [
    { label: 'Experiences', items: names.addOns.experiences },
    { label: 'Pilot training', items: names.addOns.pilotTraining },
    { label: 'Connecting services', items: names.addOns.connectingServices },
  ].filter((group) => group.items.length > 0);
}
