import type { HostEventDetails, RouteDetail } from '../../../domain/embed-messages';

/**
 * What the /embed page documents about the events a partner's page hears (src/domain/embed-messages.ts is
 * the contract; embed.js adds `widget` and `partner`). Field names are code and stay in English; what
 * each means is in the page's words (page-embed.json, events.fields.<name>).
 */
export const HOST_EVENT_NAMES = ['estimate', 'book-click', 'inquiry-submitted'] as const;

/** Every event names the route and the party with these; embed.js adds widget and partner. */
export const COMMON_EVENT_FIELDS = ['departure', 'departureName', 'destination', 'destinationName', 'flightType', 'aircraft', 'aircraftName', 'party', 'widget', 'partner'] as const;

// The page documents every field of the contract: a field added to RouteDetail and not listed fails the type check.
const documentsEveryRouteField: Exclude<keyof RouteDetail, (typeof COMMON_EVENT_FIELDS)[number]> extends never ? true : never = true;
void documentsEveryRouteField;

type OwnFields<K extends keyof HostEventDetails> = readonly Exclude<keyof HostEventDetails[K], keyof RouteDetail>[];

/** What each event adds to the common fields. */
export const EVENT_FIELDS: { [K in keyof HostEventDetails]: OwnFields<K> } = {
  estimate: ['region', 'total', 'perPerson', 'currency'],
  'book-click': ['total', 'currency'],
  'inquiry-submitted': ['kind', 'reference'],
};

/** A listener a partner can paste, with what an inquiry's detail looks like. */
export function hostEventExample(): string {
  const detail = {
    kind: 'inquiry',
    reference: 'CF-000123',
    departure: 'jandakot',
    departureName: 'Jandakot',
    destination: 'rottnest-island',
    destinationName: 'Rottnest Island',
    flightType: 'same-day',
    aircraft: '6-passengers',
    aircraftName: '6 Passengers',
    party: { adults: 2, children: 1 },
    widget: 'full',
    partner: 'your-site',
  };
  return [
    '<script>',
    "document.addEventListener('charterflight:inquiry-submitted', function (event) {",
    '  // event.detail, for example:',
    ...JSON.stringify(detail, null, 2)
      .split('\n')
      .map((line) => `  // ${line}`),
    "  console.log('Charter request', event.detail.reference, event.detail.departure, event.detail.destination);",
    '});',
    '</script>',
  ].join('\n');
}
