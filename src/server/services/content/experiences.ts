import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cachedExperiences, destinations, experiences } from '../../db/schema';
import { listScoped } from './scoped-list';

/** The customer read of an experience (docs/product.md §3), whichever table it comes from. */
export interface PublicExperience {
  id: number;
  title: string;
  description: string | null;
  price: string | null;
  rating: number | null;
  reviews: number | null;
  category: string | null;
  image: string | null;
  bookingUrl: string | null;
  highlightText: string | null;
  /** The `value` slug of the destination 'Book Flight' opens, while that destination is active; else null. */
  destination: string | null;
  flightType: string | null;
  dataSource: string;
  translations: Record<string, Record<string, string> | undefined>;
}

type Translations = PublicExperience['translations'];

/**
 * Staff translate the admin field `priceDisplay`; the customer read calls it `price` (docs/product.md §3), so its
 * translations are renamed with it ('From A$650' → '起价 A$650').
 */
function withPriceTranslated(translations: Translations): Translations {
  return Object.fromEntries(
    Object.entries(translations).map(([language, fields]) => {
      if (!fields || fields.priceDisplay === undefined) return [language, fields];
      const { priceDisplay, ...rest } = fields;
      return [language, { ...rest, price: priceDisplay }];
    }),
  );
}

/** Active destinations' slugs by id, for the experiences that point at one. */
async function activeDestinationSlugs(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: destinations.id, value: destinations.value })
    .from(destinations)
    .where(and(inArray(destinations.id, ids), eq(destinations.isActive, true)));
  return new Map(rows.map((r) => [r.id, r.value]));
}

/** Curated experiences when the region has any; otherwise the cached external listing. */
export async function listPublicExperiences(db: Database, regionId: number, drafts = false): Promise<PublicExperience[]> {
  const curated = await listScoped(db, experiences, { regionId, drafts });
  if (curated.length > 0) {
    const slugs = await activeDestinationSlugs(db, [...new Set(curated.flatMap((e) => (e.destinationId === null ? [] : [e.destinationId])))]);
    return curated.map((e) => ({
      id: e.id,
      title: e.title,
      description: e.description,
      price: e.priceDisplay,
      rating: e.rating === null ? null : Number(e.rating),
      reviews: e.reviews,
      category: e.category,
      image: e.imageUrl,
      bookingUrl: e.bookingLink,
      highlightText: e.highlightText,
      destination: e.destinationId === null ? null : (slugs.get(e.destinationId) ?? null),
      flightType: e.flightType,
      dataSource: e.dataSource,
      translations: withPriceTranslated(e.translations),
    }));
  }
  const cached = await db
    .select()
    .from(cachedExperiences)
    .where(eq(cachedExperiences.regionId, regionId))
    .orderBy(asc(cachedExperiences.id));
  return cached.map((e) => ({
    id: e.id,
    title: e.title,
    description: e.description,
    price: e.price,
    rating: e.rating === null ? null : Number(e.rating),
    reviews: e.reviews,
    category: e.category,
    image: e.imageUrl,
    bookingUrl: e.bookingUrl,
    highlightText: null,
    destination: null,
    flightType: null,
    dataSource: e.dataSource,
    translations: e.translations,
  }));
}
