import type { InquiryNames } from '../../../../../domain/api/admin/inquiries';

export { aircraftName, appContextLabel, estimateText, flightTypeLabel, languageLabel } from '../../../../../domain/inquiry-labels';

/** 'Jandakot Airport → Rottnest Island', or one place when the flight returns to where it started. */
export function routeText(names: InquiryNames): string | undefined {
  const { departure, destination } = names;
  if (departure && destination && departure !== destination) return `${departure} → ${destination}`;
  return departure ?? destination ?? undefined;
}

/** Add-ons by group, with the group's name; groups with none are left out. */
export function addOnGroups(names: InquiryNames): { label: string; items: string[] }[] {
  return [
    { label: 'Experiences', items: names.addOns.experiences },
    { label: 'Pilot training', items: names.addOns.pilotTraining },
    { label: 'Connecting services', items: names.addOns.connectingServices },
  ].filter((group) => group.items.length > 0);
}
