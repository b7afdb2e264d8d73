import type { z } from 'zod';
import {
  accreditationBadgeCreateSchema,
  aircraftExperienceImageCreateSchema,
  aircraftExperienceImageUpdateSchema,
  accreditationBadgeUpdateSchema,
  connectingServiceCreateSchema,
  connectingServiceUpdateSchema,
  departureLocationCreateSchema,
  departureLocationUpdateSchema,
  destinationCreateSchema,
  destinationUpdateSchema,
  experienceCreateSchema,
  experienceUpdateSchema,
  heroImageCreateSchema,
  heroImageUpdateSchema,
  pilotTrainingCreateSchema,
  pilotTrainingUpdateSchema,
  regionCreateSchema,
  regionUpdateSchema,
} from '../../../../../domain/api/admin';

export type FieldKind = 'text' | 'textarea' | 'url' | 'number' | 'html' | 'flightTypes' | 'flightType' | 'reference' | 'code' | 'slug' | 'aircraft' | 'trainingUrls';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  /** zh and hi versions are edited beside the English one. */
  translatable?: boolean;
  /** The form's required-fields rule (the schema's requireFilled) names it: marked and focused when blank. */
  required?: boolean;
  /** For 'reference': which list supplies the options ("No default" gives empty). */
  source?: 'departure-locations' | 'destinations';
  /** For 'reference' and 'flightType': the label of the empty choice (default "No default"). */
  emptyLabel?: string;
  placeholder?: string;
  /** For image addresses: offer an upload with this purpose's limits (docs/product.md §5). */
  upload?: 'hero' | 'badge' | 'service' | 'training' | 'region-icon' | 'aircraft-image' | 'image';
}

export interface ResourceSpec {
  /** URL segment of the admin API (docs/product.md §7). */
  type: string;
  /** Tab label (docs/product.md §2). */
  tab: string;
  /** 'Destination' in 'Destination saved successfully'. */
  noun: string;
  /** 'destination' in 'Failed to save destination' (docs/product.md §8). */
  failureNoun: string;
  /** A failure toast docs/product.md §8.2 words differently ('Failed to update hero image'). */
  failureTitle?: string;
  empty: string;
  create: z.ZodType;
  update: z.ZodType;
  /** Scoped by the admin's region / app context selection. */
  regionScoped: boolean;
  appContextScoped: boolean;
  reorderable: boolean;
  fields: FieldSpec[];
  /** What the list shows for a row: its name, and an optional value beside it. */
  label(row: Record<string, unknown>): string;
  value?(row: Record<string, unknown>): string | undefined;
  /** Extra actions beside Add (docs/product.md §2): imports from WA, seeding experiences. */
  actions?: 'import-from-wa' | 'seed-experiences';
  /** New items are added by a form of their own (the aircraft images' multi-upload), not the generic one. */
  customAdd?: boolean;
  /** A per-row dialog beside Edit (docs/product.md §2.7: Manage Pricing per destination). */
  rowDialog?: 'manage-pricing';
  /** The field the list searches and sorts by name ('name' or 'title'); search also matches `searchAlso`. */
  nameField: 'name' | 'title';
  searchAlso?: string[];
  /** An image list shows a small picture of each row. */
  thumbnail?(row: Record<string, unknown>): string | undefined;
  /** Defaults of a new item (docs/product.md §9: display order 0, hero and region forms 1; active true). */
  defaults: Record<string, unknown>;
}

const text = (name: string, label: string, translatable = false): FieldSpec => ({ name, label, kind: 'text', translatable });
const area = (name: string, label: string, translatable = false): FieldSpec => ({ name, label, kind: 'textarea', translatable });
const url = (name: string, label: string, upload?: FieldSpec['upload']): FieldSpec => ({ name, label, kind: 'url', ...(upload ? { upload } : {}) });
const order: FieldSpec = { name: 'displayOrder', label: 'Display order', kind: 'number' };
const coordinates: FieldSpec[] = [
  { name: 'latitude', label: 'Latitude', kind: 'number' },
  { name: 'longitude', label: 'Longitude', kind: 'number' },
];
const required = (field: FieldSpec): FieldSpec => ({ ...field, required: true });
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

export const RESOURCES = {
  destinations: {
    type: 'destinations',
    nameField: 'name',
    searchAlso: ['value'],
    tab: 'Destinations',
    rowDialog: 'manage-pricing',
    noun: 'Destination',
    failureNoun: 'destination',
    empty: 'No items found. Add some items to get started.',
    create: destinationCreateSchema,
    update: destinationUpdateSchema,
    regionScoped: true,
    appContextScoped: true,
    reorderable: true,
    fields: [
      required(text('name', 'Name', true)),
      text('subtitle', 'Subtitle', true),
      required({ name: 'value', label: 'Value', kind: 'slug', placeholder: 'rottnest-island' }),
      { name: 'flightTypes', label: 'Flight types', kind: 'flightTypes' },
      url('bookingUrl', 'Booking URL (return / same-day)'),
      url('oneWayBookingUrl', 'One-way booking URL'),
      { name: 'iframeHtml', label: 'Widget HTML (same-day)', kind: 'html' },
      { name: 'oneWayIframeHtml', label: 'Widget HTML (one-way)', kind: 'html' },
      ...coordinates,
      order,
    ],
    label: (row) => str(row.name) ?? '',
    value: (row) => str(row.value),
    defaults: { displayOrder: 0, isActive: true, flightTypes: ['same-day'] },
  },
  departures: {
    type: 'departure-locations',
    nameField: 'name',
    searchAlso: ['value'],
    tab: 'Departure Locations',
    noun: 'Departure location',
    failureNoun: 'departure location',
    empty: 'No items found. Add some items to get started.',
    create: departureLocationCreateSchema,
    update: departureLocationUpdateSchema,
    regionScoped: true,
    appContextScoped: true,
    reorderable: true,
    fields: [
      required(text('name', 'Name', true)),
      text('subtitle', 'Subtitle', true),
      required({ name: 'value', label: 'Value', kind: 'slug', placeholder: 'jandakot' }),
      text('address', 'Address'),
      url('scenicFlightUrl', 'Scenic flight URL'),
      url('pilotTrainingUrl', 'Pilot training URL'),
      { name: 'trainingUrls', label: 'Training links per aircraft', kind: 'trainingUrls' },
      ...coordinates,
      order,
    ],
    label: (row) => str(row.name) ?? '',
    value: (row) => str(row.value),
    defaults: { displayOrder: 0, isActive: true, trainingUrls: {} },
  },
  training: {
    type: 'pilot-training',
    nameField: 'title',
    thumbnail: (row) => str(row.imageUrl),
    tab: 'Pilot Training',
    actions: 'import-from-wa',
    noun: 'Pilot training course',
    failureNoun: 'pilot training course',
    empty: 'No training courses found',
    create: pilotTrainingCreateSchema,
    update: pilotTrainingUpdateSchema,
    regionScoped: true,
    appContextScoped: true,
    reorderable: false,
    fields: [required(text('title', 'Title', true)), text('tagline', 'Tagline', true), area('description', 'Description', true), url('imageUrl', 'Image URL', 'training'), url('enrolUrl', 'Enrol URL'), order],
    label: (row) => str(row.title) ?? '',
    defaults: { displayOrder: 0, isActive: true },
  },
  experiences: {
    type: 'experiences',
    nameField: 'title',
    thumbnail: (row) => str(row.imageUrl),
    tab: 'Experiences',
    actions: 'seed-experiences',
    noun: 'Experience',
    failureNoun: 'experience',
    empty: 'No items found. Add some items to get started.',
    create: experienceCreateSchema,
    update: experienceUpdateSchema,
    regionScoped: true,
    appContextScoped: false,
    reorderable: true,
    fields: [
      required(text('title', 'Title', true)),
      required(area('description', 'Description', true)),
      text('highlightText', 'Highlight', true),
      required(url('imageUrl', 'Image URL', 'image')),
      required(text('priceDisplay', 'Price', true)),
      required(url('bookingLink', 'Booking link')),
      // What the experiences page's Book Flight opens: the estimate for this place and flight type.
      { name: 'destinationId', label: 'Book Flight destination', kind: 'reference', source: 'destinations', emptyLabel: "None (the region's default route)" },
      { name: 'flightType', label: 'Book Flight flight type', kind: 'flightType', emptyLabel: 'None (same-day return)' },
      text('category', 'Category', true),
      order,
    ],
    label: (row) => str(row.title) ?? '',
    value: (row) => str(row.priceDisplay),
    defaults: { displayOrder: 0, isActive: true },
  },
  badges: {
    type: 'accreditation-badges',
    nameField: 'title',
    thumbnail: (row) => str(row.imageUrl),
    tab: 'Accreditation Badges',
    noun: 'Accreditation badge',
    failureNoun: 'accreditation badge',
    empty: 'No accreditation badges configured yet',
    create: accreditationBadgeCreateSchema,
    update: accreditationBadgeUpdateSchema,
    regionScoped: true,
    appContextScoped: false,
    reorderable: true,
    fields: [required(text('title', 'Title', true)), area('description', 'Description', true), required(url('imageUrl', 'Image URL', 'badge')), url('websiteUrl', 'Website URL'), order],
    label: (row) => str(row.title) ?? '',
    defaults: { displayOrder: 0, isActive: true },
  },
  services: {
    type: 'connecting-services',
    nameField: 'title',
    thumbnail: (row) => str(row.imageUrl),
    tab: 'Connecting Services',
    actions: 'import-from-wa',
    noun: 'Connecting service',
    failureNoun: 'connecting service',
    empty: 'No connecting services',
    create: connectingServiceCreateSchema,
    update: connectingServiceUpdateSchema,
    regionScoped: true,
    appContextScoped: true,
    reorderable: false,
    fields: [required(text('title', 'Title', true)), area('description', 'Description', true), url('imageUrl', 'Image URL', 'service'), url('linkUrl', 'Link URL'), order],
    label: (row) => str(row.title) ?? '',
    defaults: { displayOrder: 0, isActive: true },
  },
  heroImages: {
    type: 'hero-images',
    nameField: 'title',
    thumbnail: (row) => str(row.imageUrl),
    tab: 'Hero Images Carousel',
    noun: 'Hero image',
    failureNoun: 'hero image',
    failureTitle: 'Failed to update hero image',
    empty: 'No hero images',
    create: heroImageCreateSchema,
    update: heroImageUpdateSchema,
    regionScoped: true,
    appContextScoped: true,
    reorderable: false,
    fields: [required(text('title', 'Title', true)), required(url('imageUrl', 'Image URL', 'hero')), text('altText', 'Alt text', true), { ...order, label: 'Display order' }],
    label: (row) => str(row.title) ?? '',
    value: (row) => str(row.imageUrl),
    defaults: { displayOrder: 1, isActive: true },
  },
  aircraftImages: {
    type: 'aircraft-experience-images',
    nameField: 'title',
    searchAlso: ['aircraftType'],
    thumbnail: (row) => str(row.imageUrl),
    tab: 'Aircraft Experience Images',
    noun: 'Aircraft experience image',
    failureNoun: 'aircraft experience image',
    empty: 'No aircraft experience images',
    create: aircraftExperienceImageCreateSchema,
    update: aircraftExperienceImageUpdateSchema,
    regionScoped: true,
    appContextScoped: false,
    reorderable: false,
    customAdd: true,
    fields: [
      required(text('title', 'Title', true)),
      required({ name: 'aircraftType', label: 'Aircraft type', kind: 'aircraft' }),
      required(url('imageUrl', 'Image URL', 'aircraft-image')),
      text('altText', 'Alt text', true),
      { ...order, label: 'Display order' },
    ],
    label: (row) => str(row.title) ?? '',
    value: (row) => str(row.aircraftType),
    defaults: { displayOrder: 1, isActive: true },
  },
  regions: {
    type: 'regions',
    nameField: 'name',
    searchAlso: ['code'],
    tab: 'Regions',
    noun: 'Region',
    failureNoun: 'region',
    empty: 'No items found. Add some items to get started.',
    create: regionCreateSchema,
    update: regionUpdateSchema,
    regionScoped: false,
    appContextScoped: false,
    reorderable: true,
    fields: [
      required(text('name', 'Name', true)),
      required({ name: 'code', label: 'Code', kind: 'code', placeholder: 'WA' }),
      { name: 'defaultDepartureLocationId', label: 'Default departure', kind: 'reference', source: 'departure-locations' },
      { name: 'defaultDestinationId', label: 'Default destination', kind: 'reference', source: 'destinations' },
      url('iconUrl', 'Icon URL', 'region-icon'),
      order,
    ],
    label: (row) => str(row.name) ?? '',
    value: (row) => str(row.code),
    defaults: { displayOrder: 1, isActive: true },
  },
} satisfies Record<string, ResourceSpec>;

export type ResourceKey = keyof typeof RESOURCES;
