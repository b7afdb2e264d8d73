import type { Translations } from '../../../domain/languages';
import type { departureLocations, destinations, regions } from '../schema';

/** The two regions the product ships with. */
export type RegionCode = 'WA' | 'QLD';

/** Seed images live in SEED_ASSETS_DIR and are served under this URL path. */
export const SEED_ASSET_URL_PREFIX = '/assets/seed/';
export const asset = (file: string): string => `${SEED_ASSET_URL_PREFIX}${file}`;

/** The fictional operator's booking site (the `.example` TLD never resolves to a real site). */
export const BOOKING_ORIGIN = 'https://book.skycharter.example';
export const booking = (path: string): string => `${BOOKING_ORIGIN}/${path}`;

/** Translations of a row's visitor-facing fields, keyed by the English field name. */
export function tr(zh: Record<string, string>, hi: Record<string, string>): Translations {
  return { zh, hi };
}

/** Columns the database generates or the seeder fills in from the region it is seeding. */
type Generated = 'id' | 'createdAt' | 'regionId';

export type RegionSeed = Omit<
  typeof regions.$inferInsert,
  'id' | 'createdAt' | 'defaultDepartureLocationId' | 'defaultDestinationId'
> & {
  code: RegionCode;
  /** `value` of the departure location set as the region's default once locations exist. */
  defaultDepartureValue: string;
  /** `value` of the destination set as the region's default once locations exist. */
  defaultDestinationValue: string;
};

export type DepartureSeed = Omit<typeof departureLocations.$inferInsert, Generated> & {
  region: RegionCode;
  latitude: number;
  longitude: number;
  translations: Translations;
};

export type DestinationSeed = Omit<typeof destinations.$inferInsert, Generated> & {
  region: RegionCode;
  latitude: number;
  longitude: number;
  translations: Translations;
};

/** Per-aircraft enrolment links of a departure (docs/product.md §3 trainingUrls: the three training aircraft). */
export function trainingUrlsFor(regionSlug: string, departureValue: string): DepartureSeed['trainingUrls'] {
  const base = `${regionSlug}/pilot-training/${departureValue.toLowerCase()}`;
  return {
    '3-passengers': booking(`${base}/cessna-172`),
    '5-passengers-single-prop': booking(`${base}/cessna-210`),
    '6-passengers': booking(`${base}/cherokee-six`),
  };
}
