import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { experiences } from '../../db/schema';
import { badRequest } from '../../http-errors';

/** The experience a booking request names, as stored with it: its id and its title now. */
export interface BookedExperience {
  id: number;
  title: string;
}

/**
 * The experience a visitor's request is for (decision 0054): an active one, of the request's region when it
 * names one. Anything else is refused in plain words before anything is stored; no experience named, none.
 */
export async function bookedExperience(db: Executor, experienceId: number | null | undefined, regionId: number | null | undefined): Promise<BookedExperience | null> {
  if (experienceId === null || experienceId === undefined) return null;
  const [row] = await db
    .select({ id: experiences.id, title: experiences.title, regionId: experiences.regionId })
    .from(experiences)
    .where(and(eq(experiences.id, experienceId), eq(experiences.isActive, true)));
  if (!row || (regionId !== null && regionId !== undefined && row.regionId !== regionId)) {
    throw badRequest(`Experience ${experienceId} is not on the site; choose one of the experiences listed`, [{ path: 'experienceId', message: 'is not on the site' }]);
  }
  return { id: row.id, title: row.title };
}
