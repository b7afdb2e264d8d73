/**
 * The spreadsheet format, one row per route, aircraft and flight type. Headers are matched without regard
 * to case, spaces or underscores, so 'Aircraft Type', 'aircraft_type' and 'aircraftType' all work.
 */
/** The aircraft column, the same in every sheet that has one. */
export const AIRCRAFT_TYPE_COLUMN = { key: 'aircraftType', header: 'Aircraft Type', help: 'One of the eight aircraft types, e.g. 3-passengers' } as const;

export const COLUMNS = [
  { key: 'region', header: 'Region', help: 'Region code, e.g. WA or QLD (must exist); optional: rows without one go to the region you import into' },
  { key: 'departure', header: 'Departure', help: 'Departure value (slug), e.g. jandakot; created in the region if new' },
  { key: 'departureName', header: 'Departure Name', help: 'Name for a new departure (optional)' },
  { key: 'destination', header: 'Destination', help: 'Destination value (slug), e.g. rottnest-island; created in the region if new' },
  { key: 'destinationName', header: 'Destination Name', help: 'Name for a new destination (optional)' },
  AIRCRAFT_TYPE_COLUMN,
  { key: 'flightType', header: 'Flight Type', help: 'same-day, scenic or one-way' },
  { key: 'price', header: 'Price', help: 'A$ for the whole aircraft, e.g. 540 or 540.00; blank only with widget HTML or a custom route' },
  { key: 'customRoute', header: 'Custom Route', help: 'yes or no (visitors send a request instead of booking)' },
  { key: 'widgetHtml', header: 'Widget HTML', help: 'Booking calendar HTML for this route (optional)' },
] as const;

export type ColumnKey = (typeof COLUMNS)[number]['key'];
export type SheetRow = Record<ColumnKey, string>;

export const normaliseHeader = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

export const EXAMPLE_ROW: SheetRow = {
  region: 'WA',
  departure: 'jandakot',
  departureName: 'Jandakot Airport (YPJT)',
  destination: 'rottnest-island',
  destinationName: 'Rottnest Island (YRTI)',
  aircraftType: '3-passengers',
  flightType: 'same-day',
  price: '540.00',
  customRoute: 'no',
  widgetHtml: '',
};
