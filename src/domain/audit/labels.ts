/**
 * What staff read in the audit log instead of table names and field keys. One map each, so the log,
 * its filters and its diffs say the same words; an unknown key still reads as words (humanise).
 */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  destination: 'Destination',
  departure_location: 'Departure location',
  region: 'Region',
  route_pricing: 'Route price',
  destination_pricing: 'Destination price',
  experience: 'Experience',
  connecting_service: 'Connecting service',
  pilot_training_course: 'Pilot training course',
  hero_image: 'Hero image',
  aircraft_experience_image: 'Aircraft experience image',
  accreditation_badge: 'Accreditation badge',
  region_settings: 'Booking fee settings',
  booking_request: 'Booking request',
  wechat_request: 'WeChat request',
  admin_user: 'Staff account',
  security_settings: 'Security settings',
  session: 'Sign-in',
  trash: 'Trash entry',
};

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  restore: 'restored',
  reorder: 'reordered',
  import: 'imported',
  export: 'exported',
  seed: 'seeded',
  login: 'signed in',
  logout: 'signed out',
  purge: 'purged',
  bulk: 'changed several',
  // A region's lifecycle (decision 0044).
  publish: 'published',
  unpublish: 'unpublished',
  // Staff accounts (decision 0031).
  login_failed: 'failed to sign in',
  role_change: 'changed the role',
  deactivate: 'deactivated',
  reactivate: 'reactivated',
  password_change: 'changed the password',
  password_set: 'chose a password (setup link)',
  password_reset: 'reset the password (reset link)',
  reset_link: 'made a set-password link',
  two_factor_on: 'turned two-factor sign-in on',
  two_factor_off: 'turned two-factor sign-in off',
  end_sessions: 'ended sessions',
};

export const AUDIT_FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  title: 'Title',
  subtitle: 'Subtitle',
  description: 'Description',
  tagline: 'Tagline',
  highlightText: 'Highlight text',
  value: 'Value (address slug)',
  code: 'Code',
  address: 'Address',
  latitude: 'Latitude',
  longitude: 'Longitude',
  isActive: 'Active',
  displayOrder: 'Display order',
  appContext: 'App context',
  regionId: 'Region',
  flightTypes: 'Flight types',
  flightType: 'Flight type',
  aircraftType: 'Aircraft type',
  bookingUrl: 'Booking URL',
  oneWayBookingUrl: 'One-way booking URL',
  iframeHtml: 'Widget HTML',
  oneWayIframeHtml: 'One-way widget HTML',
  scenicFlightUrl: 'Scenic flight URL',
  pilotTrainingUrl: 'Pilot training URL',
  trainingUrls: 'Training links per aircraft',
  departureLocationId: 'Departure location',
  destinationId: 'Destination',
  price: 'Price',
  sameDayPrice: 'Same-day price',
  scenicPrice: 'Scenic price',
  oneWayPrice: 'One-way price',
  sameDayIframeHtml: 'Same-day widget HTML',
  scenicIframeHtml: 'Scenic widget HTML',
  isCustomRoute: 'Custom route',
  imageUrl: 'Image',
  iconUrl: 'Icon',
  altText: 'Alt text',
  linkUrl: 'Link',
  enrolUrl: 'Enrolment link',
  websiteUrl: 'Website',
  priceDisplay: 'Price shown',
  bookingLink: 'Booking link',
  hours: 'Flight hours',
  defaultDepartureLocationId: 'Default departure',
  defaultDestinationId: 'Default destination',
  translations: 'Translations',
  bookingFee: 'Booking fee',
  percent: 'Percent',
  minimum: 'Minimum',
  status: 'Status',
  notes: 'Notes',
  email: 'E-mail',
  ip: 'Network address',
  role: 'Role',
  requireTwoFactor: 'Two-factor required for everyone',
  endedSessions: 'Sessions ended',
  endedLinks: 'Set-password links ended',
  device: 'Device',
  ended: 'Sessions ended',
  reason: 'Why',
  purpose: 'Link for',
  expiresAt: 'Works until',
  secondFactor: 'Second factor',
  ids: 'Items',
  dependants: 'Removed with it',
  rows: 'Rows',
};

/** 'oneWayPrice' -> 'One way price', 'route_pricing' -> 'Route pricing': words for a key no map knows. */
export function humanise(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const auditEntityLabel = (entity: string): string => AUDIT_ENTITY_LABELS[entity] ?? humanise(entity);
export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? humanise(action).toLowerCase();
export const auditFieldLabel = (field: string): string => AUDIT_FIELD_LABELS[field] ?? humanise(field);
