import type { PgColumn } from 'drizzle-orm/pg-core';
import { CONTENT_TYPES, type AdminContentItem, type AdminContentType, type ContentFieldName, type ContentTypes } from '../../../domain/api/admin';
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
import type { ColumnValues, ContentRowBase, ContentTable, RowOf } from './content-table';
import { assertExperienceTarget, EXPERIENCE_TARGET_FIELDS } from './experience-target';

/*
 * What only the server knows of each content type (the rest is src/domain/api/admin/content-types.ts):
 * its table, the values that must be unique, the numbers stored as numeric text, and the checks against
 * other tables. Keyed by the same type union as the domain's table, so a type missing here or one too many
 * is a compile error.
 */

type Column<T extends ContentTable> = keyof RowOf<T> & string;

export interface UniqueRule<C extends string = string> {
  field: C;
  message: (value: string) => string;
}

/** A type's table and rules; `C` its column names (so a rule names one of its columns). */
export interface ContentTableParts<T extends ContentTable = ContentTable, C extends string = string> {
  table: T;
  /** Values no two rows may share: a create or update that would is a 409 in these words. */
  unique?: readonly UniqueRule<C>[];
  /** numeric columns (read by the driver as text) that the API reads and writes as numbers. */
  numericText?: readonly C[];
  /** Checks of the row as it will be stored against other tables (a 400 in plain words), on writes of `fields`. */
  references?: { fields: readonly C[]; check: (tx: Executor, row: ColumnValues) => Promise<void> };
}

/** An airfield's fees (decision 0069): numeric(10,2) columns the API reads and writes as A$ numbers. */
const AIRFIELD_FEE_COLUMNS = ['landingFee', 'parkingFee'] as const;

const partsOf = <T extends ContentTable>(table: T, parts: Omit<ContentTableParts<T, Column<T>>, 'table'> = {}): ContentTableParts<T, Column<T>> => ({ table, ...parts });

/** The region and app-context columns the domain's scoping says a type's table has (and no others). */
type TableFor<K extends AdminContentType> = ContentTable &
  (ContentTypes[K]['region'] extends 'none' ? { regionId?: never } : { regionId: PgColumn }) &
  (ContentTypes[K]['appContext'] extends true ? { appContext: PgColumn } : { appContext?: never });

export const CONTENT_TABLES = {
  destinations: partsOf(destinations, {
    unique: [{ field: 'value', message: (v) => `A destination with the value "${v}" already exists` }],
    numericText: AIRFIELD_FEE_COLUMNS,
  }),
  'departure-locations': partsOf(departureLocations, {
    unique: [{ field: 'value', message: (v) => `A departure location with the value "${v}" already exists` }],
    numericText: AIRFIELD_FEE_COLUMNS,
  }),
  regions: partsOf(regions, {
    unique: [
      { field: 'name', message: (v) => `A region named "${v}" already exists` },
      { field: 'code', message: (v) => `A region with the code "${v}" already exists` },
    ],
  }),
  experiences: partsOf(experiences, { numericText: ['rating'], references: { fields: EXPERIENCE_TARGET_FIELDS, check: assertExperienceTarget } }),
  'connecting-services': partsOf(connectingServices),
  'pilot-training': partsOf(pilotTrainingCourses, { numericText: ['hours'] }),
  'hero-images': partsOf(heroImages),
  'aircraft-experience-images': partsOf(aircraftExperienceImages),
  'accreditation-badges': partsOf(accreditationBadges),
} satisfies { [K in AdminContentType]: ContentTableParts<TableFor<K>> };

type TableOf<K extends AdminContentType> = (typeof CONTENT_TABLES)[K]['table'];

/*
 * Compile-time check that the domain's schemas and the tables agree: every field a form may send is a
 * column (a new field needs its column), and the admin item names exactly the table's columns. tsc names
 * the type and the field otherwise.
 */
type Columns<K extends AdminContentType> = keyof RowOf<TableOf<K>>;
type NoneLeft<M extends { [K in AdminContentType]: never }> = M;
export type FormFieldsAreColumns = NoneLeft<{ [K in AdminContentType]: Exclude<ContentFieldName<K>, Columns<K>> }>;
export type ItemIsTheColumns = NoneLeft<{ [K in AdminContentType]: Exclude<keyof AdminContentItem<K>, Columns<K>> | Exclude<Columns<K>, keyof AdminContentItem<K>> }>;

/** One content type as the server's services use it: the domain's description with its table and rules. */
export type ContentResource<T extends ContentTable = ContentTable> = (typeof CONTENT_TYPES)[AdminContentType] & ContentTableParts<T>;

export function contentResource<K extends AdminContentType>(type: K): ContentResource<TableOf<K>> {
  return { ...CONTENT_TYPES[type], ...CONTENT_TABLES[type] };
}

/** The parsed body as column values: numbers of numeric columns as text. */
export function toColumns(resource: ContentResource, input: ColumnValues): ColumnValues {
  const out = { ...input };
  for (const field of resource.numericText ?? []) if (typeof out[field] === 'number') out[field] = String(out[field]);
  return out;
}

/**
 * A stored row as the admin reads it (before dates become text): numeric text as numbers. Typed as the
 * stored row: its numeric-text columns are the one difference, and the item schema checks the answer.
 */
export function fromRow<R extends ContentRowBase>(resource: ContentResource, row: R): R {
  const out: R = { ...row };
  for (const field of resource.numericText ?? []) if (typeof out[field as keyof R] === 'string') Object.assign(out, { [field]: Number(out[field as keyof R]) });
  return out;
}
