import type { z } from 'zod';
import { accreditationBadgeCreateSchema, accreditationBadgeUpdateSchema } from './accreditation-badges';
import { aircraftExperienceImageCreateSchema, aircraftExperienceImageUpdateSchema } from './aircraft-experience-images';
import { connectingServiceCreateSchema, connectingServiceUpdateSchema } from './connecting-services';
import { adminContentItemSchemas, type AdminContentItem } from './content-items';
import { departureLocationCreateSchema, departureLocationUpdateSchema } from './departure-locations';
import { destinationCreateSchema, destinationUpdateSchema } from './destinations';
import { experienceCreateSchema, experienceUpdateSchema } from './experiences';
import { heroImageCreateSchema, heroImageUpdateSchema } from './hero-images';
import { ADMIN_CONTENT_TYPES, CONTENT_SORT_FIELDS, contentListQuerySchemas, type AdminContentType } from './list-query';
import { listAnswerSchema } from './pages';
import { pilotTrainingCreateSchema, pilotTrainingUpdateSchema } from './pilot-training';
import { regionCreateSchema, regionUpdateSchema } from './regions';

/*
 * The nine content types staff curate, described once. The server derives its routes and services from
 * this table (services/admin-content/content-tables.ts adds each type's table and rules), the admin web
 * its tabs (features/admin/tabs/content/content-tabs.ts adds each type's form fields). Both of those are
 * keyed by AdminContentType and checked against it, so a type missing from either is a compile error;
 * docs/decisions/0043-one-content-type-table.md.
 */

/**
 * Which region a row belongs to. required: every row belongs to one region (and is read per region);
 * optional: a row without one is shown in every region; none: the regions themselves.
 */
export type RegionScoping = 'required' | 'optional' | 'none';

/** What the server and the admin web both know about one content type. */
export interface ContentTypeDescription<K extends AdminContentType = AdminContentType> {
  /** The URL segment: /api/{type}, /api/admin/{type}. */
  type: K;
  /** 'Destination': the start of messages ('Destination 5 was not found', 'Destination saved successfully'). */
  label: string;
  /** The entity name the audit log records (domain/audit/labels.ts words it for staff). */
  auditEntity: string;
  /** POST /api/{type} and PUT /api/{type}/:id bodies; the admin form checks with them before sending. */
  create: z.ZodObject;
  update: z.ZodObject;
  /** One row as the admin reads it (GET /api/admin/{type}/:id and each list item). */
  item: z.ZodType<AdminContentItem<K>>;
  /** GET /api/admin/{type}: its query and its answer (the plain array, or a page). */
  query: (typeof contentListQuerySchemas)[K];
  list: z.ZodType;
  region: RegionScoping;
  /** Whether rows belong to an app context (main or twin) and lists are read per context. */
  appContext: boolean;
  /** Whether staff can reorder the list (POST /api/{type}/reorder). */
  reorderable: boolean;
  /** The field a row is known by (its name in lists and messages, the sort by name). */
  nameField: ('name' | 'title') & keyof AdminContentItem<K>;
  /** The text fields `q` searches. */
  searchFields: readonly (keyof AdminContentItem<K> & string)[];
  sortFields: (typeof CONTENT_SORT_FIELDS)[K];
  /**
   * What a new item starts with in the form; `displayOrder` is also where the server puts the first item of
   * an empty list (a new item otherwise goes after the last one).
   */
  defaults: Partial<AdminContentItem<K>>;
}

const listOf = <K extends AdminContentType>(type: K) => ({
  type,
  item: adminContentItemSchemas[type],
  query: contentListQuerySchemas[type],
  list: listAnswerSchema(adminContentItemSchemas[type]),
  sortFields: CONTENT_SORT_FIELDS[type],
});

/** New items are active; most lists start at display order 0, some at 1. */
const startingAt = (displayOrder: 0 | 1) => ({ displayOrder, isActive: true });

export const CONTENT_TYPES = {
  destinations: {
    ...listOf('destinations'),
    label: 'Destination',
    auditEntity: 'destination',
    create: destinationCreateSchema,
    update: destinationUpdateSchema,
    region: 'required',
    appContext: true,
    reorderable: true,
    nameField: 'name',
    searchFields: ['name', 'subtitle', 'value'],
    defaults: { ...startingAt(0), flightTypes: ['same-day'] },
  },
  'departure-locations': {
    ...listOf('departure-locations'),
    label: 'Departure location',
    auditEntity: 'departure_location',
    create: departureLocationCreateSchema,
    update: departureLocationUpdateSchema,
    region: 'required',
    appContext: true,
    reorderable: true,
    nameField: 'name',
    searchFields: ['name', 'subtitle', 'value'],
    defaults: { ...startingAt(0), trainingUrls: {} },
  },
  regions: {
    ...listOf('regions'),
    label: 'Region',
    auditEntity: 'region',
    create: regionCreateSchema,
    update: regionUpdateSchema,
    region: 'none',
    appContext: false,
    reorderable: true,
    nameField: 'name',
    searchFields: ['name', 'code'],
    defaults: startingAt(1),
  },
  experiences: {
    ...listOf('experiences'),
    label: 'Experience',
    auditEntity: 'experience',
    create: experienceCreateSchema,
    update: experienceUpdateSchema,
    region: 'required',
    appContext: false,
    reorderable: true,
    nameField: 'title',
    searchFields: ['title', 'highlightText', 'category'],
    defaults: startingAt(0),
  },
  'connecting-services': {
    ...listOf('connecting-services'),
    label: 'Connecting service',
    auditEntity: 'connecting_service',
    create: connectingServiceCreateSchema,
    update: connectingServiceUpdateSchema,
    region: 'required',
    appContext: true,
    reorderable: false,
    nameField: 'title',
    searchFields: ['title'],
    defaults: startingAt(0),
  },
  'pilot-training': {
    ...listOf('pilot-training'),
    label: 'Pilot training course',
    auditEntity: 'pilot_training_course',
    create: pilotTrainingCreateSchema,
    update: pilotTrainingUpdateSchema,
    region: 'required',
    appContext: true,
    reorderable: false,
    nameField: 'title',
    searchFields: ['title', 'tagline'],
    defaults: startingAt(0),
  },
  'hero-images': {
    ...listOf('hero-images'),
    label: 'Hero image',
    auditEntity: 'hero_image',
    create: heroImageCreateSchema,
    update: heroImageUpdateSchema,
    region: 'required',
    appContext: true,
    reorderable: false,
    nameField: 'title',
    searchFields: ['title', 'altText'],
    defaults: startingAt(1),
  },
  'aircraft-experience-images': {
    ...listOf('aircraft-experience-images'),
    label: 'Aircraft experience image',
    auditEntity: 'aircraft_experience_image',
    create: aircraftExperienceImageCreateSchema,
    update: aircraftExperienceImageUpdateSchema,
    region: 'optional',
    appContext: false,
    reorderable: false,
    nameField: 'title',
    searchFields: ['title', 'aircraftType', 'altText'],
    defaults: startingAt(1),
  },
  'accreditation-badges': {
    ...listOf('accreditation-badges'),
    label: 'Accreditation badge',
    auditEntity: 'accreditation_badge',
    create: accreditationBadgeCreateSchema,
    update: accreditationBadgeUpdateSchema,
    region: 'required',
    appContext: false,
    reorderable: true,
    nameField: 'title',
    searchFields: ['title'],
    defaults: startingAt(0),
  },
} as const satisfies { [K in AdminContentType]: ContentTypeDescription<K> };

export type ContentTypes = typeof CONTENT_TYPES;

/** The table as a mapped type, so that code generic over a type reads its description with that type. */
const DESCRIPTIONS: { readonly [K in AdminContentType]: ContentTypeDescription<K> } = CONTENT_TYPES;
export const contentType = <K extends AdminContentType>(type: K): ContentTypeDescription<K> => DESCRIPTIONS[type];
/** The create schema of a type, and the names of the fields its form may send. */
export type ContentCreateSchema<K extends AdminContentType> = ContentTypes[K]['create'];
export type ContentFieldName<K extends AdminContentType> = keyof ContentCreateSchema<K>['shape'] & string;
/** A POST or PUT body as the server has parsed it. */
export type ContentCreateInput<K extends AdminContentType> = z.output<ContentCreateSchema<K>>;
export type ContentUpdateInput<K extends AdminContentType> = z.output<ContentTypes[K]['update']>;

/** An object with one entry per content type, made by `entry` (the routes' and answers' tables). */
export function contentTypeMap<R>(entry: (type: AdminContentType) => R): Record<AdminContentType, R> {
  return Object.fromEntries(ADMIN_CONTENT_TYPES.map((type) => [type, entry(type)])) as Record<AdminContentType, R>;
}

/*
 * Compile-time check of the table against the schemas: every field a form may send is a field the admin
 * reads back, so a new field goes into both the form schema and the item schema (tsc names the type and
 * the field otherwise).
 */
type NoneLeft<M extends { [K in AdminContentType]: never }> = M;
export type FormFieldsAreRead = NoneLeft<{ [K in AdminContentType]: Exclude<ContentFieldName<K>, keyof AdminContentItem<K>> }>;
