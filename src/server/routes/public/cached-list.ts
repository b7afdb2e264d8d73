import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../domain/app-context';
import { sendCachedJson } from '../../plugins/content-cache';
import { cachedKnownIds, type KnownIds } from '../../services/content/known-ids';

/** Answers a public read from the content cache, keyed by path and normalised query. */
export async function replyCached(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
) {
  const cached = await request.server.content.json(key, load);
  return sendCachedJson(request, reply, cached);
}

/** The ids public reads may be asked about, from the content cache (one small load per content version). */
export const knownIds = (request: FastifyRequest): Promise<KnownIds> =>
  cachedKnownIds(request.server.content, request.server.database.db);

/**
 * The cache key of a region-scoped list. A region that is unknown or inactive shows nothing whatever its
 * id, so all of them share the key `r=none` (answered with []) instead of one entry per made-up id.
 */
export function regionScope(
  scope: { regionId?: number | undefined; appContext?: AppContext | undefined },
  known: KnownIds,
): { key: string; shown: boolean } {
  const shown = scope.regionId === undefined || known.activeRegionIds.has(scope.regionId);
  return { key: `r=${shown ? (scope.regionId ?? '*') : 'none'}&c=${scope.appContext ?? 'main'}`, shown };
}
