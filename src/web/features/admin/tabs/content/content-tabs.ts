import { contentType, type AdminContentItem, type AdminContentType, type AdminDestination, type ContentFieldName, type ContentTypeDescription } from '../../../../../domain/api/admin';
import type { UploadPurpose } from '../../api/upload-image';

/*
 * What only the admin web knows of each content type: its tab, its form's fields and how a row shows in the
 * list. The rest (schemas, label, scoping, reordering, defaults) is the domain's table,
 * src/domain/api/admin/content-types.ts. Keyed by the same type union, so a type missing here is a compile
 * error, and a field is named by its schema: a name the schema does not have does not compile.
 */

export type FieldKind = 'text' | 'textarea' | 'url' | 'number' | 'html' | 'flightTypes' | 'flightType' | 'reference' | 'code' | 'slug' | 'aircraft' | 'trainingUrls';

/** A field of a type's form: one its create schema accepts and its item has. */
export type FormField<K extends AdminContentType> = ContentFieldName<K> & keyof AdminContentItem<K>;

export interface FieldSpec<N extends string = string> {
  name: N;
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
  /** For image addresses: offer an upload with this purpose's limits. */
  upload?: UploadPurpose;
}

/** The small picture an image list shows for a row. */
export interface Thumbnail {
  src: string | null;
  alt?: string | null;
}

export interface ContentTabParts<K extends AdminContentType> {
  /** The tab's label. */
  tab: string;
  /** What the list says when there is nothing in it. */
  empty: string;
  /** A failure toast worded differently from 'Failed to save {label}'. */
  failureTitle?: string;
  fields: readonly FieldSpec<FormField<K>>[];
  /** What the list shows beside a row's name. */
  value?(row: AdminContentItem<K>): string | null;
  /** An image list shows a small picture of each row. */
  thumbnail?(row: AdminContentItem<K>): Thumbnail;
  /** Extra actions beside Add: imports from WA, seeding experiences. */
  actions?: 'import-from-wa' | 'seed-experiences';
  /** New items are added by a form of their own (the aircraft images' multi-upload), not the generic one. */
  customAdd?: boolean;
  /** Manage Pricing beside Edit (destinations): the destination a row's dialog prices. */
  pricedDestination?(row: AdminContentItem<K>): AdminDestination;
}

/** One content tab: the domain's description of its type and the web's parts. */
export type ResourceSpec<K extends AdminContentType = AdminContentType> = ContentTypeDescription<K> & ContentTabParts<K>;

const text = <N extends string>(name: N, label: string, translatable = false): FieldSpec<N> => ({ name, label, kind: 'text', translatable });
const area = <N extends string>(name: N, label: string, translatable = false): FieldSpec<N> => ({ name, label, kind: 'textarea', translatable });
const url = <N extends string>(name: N, label: string, upload?: UploadPurpose): FieldSpec<N> => ({ name, label, kind: 'url', ...(upload ? { upload } : {}) });
const order = { name: 'displayOrder', label: 'Display order', kind: 'number' } as const satisfies FieldSpec;
const coordinates = [
  { name: 'latitude', label: 'Latitude', kind: 'number' },
  { name: 'longitude', label: 'Longitude', kind: 'number' },
] as const satisfies FieldSpec[];
/** An airfield's fees in A$ (decision 0069): blank is none. */
const airfieldFees = [
  { name: 'landingFee', label: 'Landing fee (A$, each landing here; blank: none)', kind: 'number' },
  { name: 'parkingFee', label: 'Parking fee (A$, a return flight waiting here; blank: none)', kind: 'number' },
] as const satisfies FieldSpec[];
const required = <N extends string>(field: FieldSpec<N>): FieldSpec<N> => ({ ...field, required: true });
const EMPTY = 'No items found. Add some items to get started.';

const CONTENT_TABS: { [K in AdminContentType]: ContentTabParts<K> } = {
  destinations: {
    tab: 'Destinations',
    pricedDestination: (row) => row,
    empty: EMPTY,
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
      ...airfieldFees,
      order,
    ],
    value: (row) => row.value,
  },
  'departure-locations': {
    tab: 'Departure Locations',
    empty: EMPTY,
    fields: [
      required(text('name', 'Name', true)),
      text('subtitle', 'Subtitle', true),
      required({ name: 'value', label: 'Value', kind: 'slug', placeholder: 'jandakot' }),
      text('address', 'Address'),
      url('scenicFlightUrl', 'Scenic flight URL'),
      url('pilotTrainingUrl', 'Pilot training URL'),
      { name: 'trainingUrls', label: 'Training links per aircraft', kind: 'trainingUrls' },
      ...coordinates,
      ...airfieldFees,
      order,
    ],
    value: (row) => row.value,
  },
  'pilot-training': {
    tab: 'Pilot Training',
    actions: 'import-from-wa',
    empty: 'No training courses found',
    fields: [required(text('title', 'Title', true)), text('tagline', 'Tagline', true), area('description', 'Description', true), url('imageUrl', 'Image URL', 'training'), url('enrolUrl', 'Enrol URL'), order],
    thumbnail: (row) => ({ src: row.imageUrl }),
  },
  experiences: {
    tab: 'Experiences',
    actions: 'seed-experiences',
    empty: EMPTY,
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
    value: (row) => row.priceDisplay,
    thumbnail: (row) => ({ src: row.imageUrl }),
  },
  'accreditation-badges': {
    tab: 'Accreditation Badges',
    empty: 'No accreditation badges configured yet',
    fields: [required(text('title', 'Title', true)), area('description', 'Description', true), required(url('imageUrl', 'Image URL', 'badge')), url('websiteUrl', 'Website URL'), order],
    thumbnail: (row) => ({ src: row.imageUrl }),
  },
  'connecting-services': {
    tab: 'Connecting Services',
    actions: 'import-from-wa',
    empty: 'No connecting services',
    fields: [required(text('title', 'Title', true)), area('description', 'Description', true), url('imageUrl', 'Image URL', 'service'), url('linkUrl', 'Link URL'), order],
    thumbnail: (row) => ({ src: row.imageUrl }),
  },
  'hero-images': {
    tab: 'Hero Images Carousel',
    failureTitle: 'Failed to update hero image',
    empty: 'No hero images',
    fields: [required(text('title', 'Title', true)), required(url('imageUrl', 'Image URL', 'hero')), text('altText', 'Alt text', true), order],
    value: (row) => row.imageUrl,
    thumbnail: (row) => ({ src: row.imageUrl, alt: row.altText }),
  },
  'aircraft-experience-images': {
    tab: 'Aircraft Experience Images',
    empty: 'No aircraft experience images',
    customAdd: true,
    fields: [
      required(text('title', 'Title', true)),
      required({ name: 'aircraftType', label: 'Aircraft type', kind: 'aircraft' }),
      required(url('imageUrl', 'Image URL', 'aircraft-image')),
      text('altText', 'Alt text', true),
      order,
    ],
    value: (row) => row.aircraftType,
    thumbnail: (row) => ({ src: row.imageUrl, alt: row.altText }),
  },
  regions: {
    tab: 'Regions',
    empty: EMPTY,
    fields: [
      required(text('name', 'Name', true)),
      required({ name: 'code', label: 'Code', kind: 'code', placeholder: 'WA' }),
      { name: 'defaultDepartureLocationId', label: 'Default departure', kind: 'reference', source: 'departure-locations' },
      { name: 'defaultDestinationId', label: 'Default destination', kind: 'reference', source: 'destinations' },
      url('iconUrl', 'Icon URL', 'region-icon'),
      order,
    ],
    value: (row) => row.code,
  },
};

/** The tab of one content type: its description and its parts, typed by the type. */
export const resourceSpec = <K extends AdminContentType>(type: K): ResourceSpec<K> => ({ ...contentType(type), ...CONTENT_TABS[type] });
