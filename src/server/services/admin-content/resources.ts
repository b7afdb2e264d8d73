import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import {
  accreditationBadges,
  aircraftExperienceImages,
  connectingServices,
  departureLocations,
  destinations,
  experiences,
  heroImages,
  pilotTrainingCourses,
  regions,
} from '../../db/schema';
import { assertExperienceTarget, EXPERIENCE_TARGET_FIELDS } from './experience-target';

/** The columns the generic admin service touches; every curated content table has them. */
export type ContentTable = PgTable & {
  id: PgColumn;
  displayOrder: PgColumn;
  version: PgColumn;
  isActive: PgColumn;
  regionId?: PgColumn;
  appContext?: PgColumn;
};

export type Row = Record<string, unknown> & { id: number };

export interface UniqueRule {
  field: string;
  message: (value: string) => string;
}

/** One kind of curated content the admin panel edits (docs/product.md §2 tabs, §7.2 calls). */
export interface ContentResource {
  /** URL segment under /api and /api/admin: destinations, departure-locations, … */
  type: string;
  /** Audit log entity name. */
  entity: string;
  /** "Destination": the start of plain messages. */
  label: string;
  table: ContentTable;
  /** required: every row belongs to a region; optional: null means every region; none: regions themselves. */
  region: 'required' | 'optional' | 'none';
  unique?: UniqueRule[];
  /** Column values on create when the form leaves them out (beyond the table defaults). */
  createDefaults?: Record<string, unknown>;
  /** Parsed input → column values (numbers stored as numeric text, …). */
  toColumns?: (input: Record<string, unknown>) => Record<string, unknown>;
  /** Stored row → what the admin client reads. */
  fromRow?: (row: Row) => Row;
  /** Checks of the row as it will be stored against other tables (a 400 in plain words), on writes of `fields`. */
  references?: { fields: readonly string[]; check: (tx: Executor, row: Record<string, unknown>) => Promise<void> };
}

const numericToText = (fields: string[]) => (input: Record<string, unknown>) => {
  const out = { ...input };
  for (const f of fields) if (typeof out[f] === 'number') out[f] = String(out[f]);
  return out;
};
const numericToNumber = (fields: string[]) => (row: Row) => {
  const out: Row = { ...row };
  for (const f of fields) if (typeof out[f] === 'string') out[f] = Number(out[f]);
  return out;
};

export const RESOURCES = {
  destinations: {
    type: 'destinations',
    entity: 'destination',
    label: 'Destination',
    table: destinations,
    region: 'required',
    unique: [{ field: 'value', message: (v) => `A destination with the value "${v}" already exists` }],
  },
  'departure-locations': {
    type: 'departure-locations',
    entity: 'departure_location',
    label: 'Departure location',
    table: departureLocations,
    region: 'required',
    unique: [{ field: 'value', message: (v) => `A departure location with the value "${v}" already exists` }],
  },
  regions: {
    type: 'regions',
    entity: 'region',
    label: 'Region',
    table: regions,
    region: 'none',
    unique: [
      { field: 'name', message: (v) => `A region named "${v}" already exists` },
      { field: 'code', message: (v) => `A region with the code "${v}" already exists` },
    ],
    createDefaults: { displayOrder: 1 },
  },
  experiences: {
    type: 'experiences',
    entity: 'experience',
    label: 'Experience',
    table: experiences,
    region: 'required',
    toColumns: numericToText(['rating']),
    fromRow: numericToNumber(['rating']),
    references: { fields: EXPERIENCE_TARGET_FIELDS, check: assertExperienceTarget },
  },
  'connecting-services': {
    type: 'connecting-services',
    entity: 'connecting_service',
    label: 'Connecting service',
    table: connectingServices,
    region: 'required',
  },
  'pilot-training': {
    type: 'pilot-training',
    entity: 'pilot_training_course',
    label: 'Pilot training course',
    table: pilotTrainingCourses,
    region: 'required',
    toColumns: numericToText(['hours']),
    fromRow: numericToNumber(['hours']),
  },
  'hero-images': {
    type: 'hero-images',
    entity: 'hero_image',
    label: 'Hero image',
    table: heroImages,
    region: 'required',
    createDefaults: { displayOrder: 1 },
  },
  'aircraft-experience-images': {
    type: 'aircraft-experience-images',
    entity: 'aircraft_experience_image',
    label: 'Aircraft experience image',
    table: aircraftExperienceImages,
    region: 'optional',
    createDefaults: { displayOrder: 1 },
  },
  'accreditation-badges': {
    type: 'accreditation-badges',
    entity: 'accreditation_badge',
    label: 'Accreditation badge',
    table: accreditationBadges,
    region: 'required',
  },
} satisfies Record<string, ContentResource>;

export type ResourceType = keyof typeof RESOURCES;
