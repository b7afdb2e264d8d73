import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cachedExperiences, experiences } from '../../db/schema';
import { listScoped } from './scoped-list';

/** The customer read of an experience (SPEC §3), whichever table it comes from. */
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
  dataSource: string;
  translations: Record<string, Record<string, string> | undefined>;
}

/** Curated experiences when the region has any; otherwise the cached external listing. */
export async function listPublicExperiences(db: Database, regionId: number): Promise<PublicExperience[]> {
  const curated = await listScoped(db, experiences, { regionId });
  if (curated.length > 0) {
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
      dataSource: e.dataSource,
      translations: e.translations,
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
    dataSource: e.dataSource,
    translations: e.translations,
  }));
}
