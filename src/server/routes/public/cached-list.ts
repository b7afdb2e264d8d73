import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../domain/app-context';
import { badRequest } from '../../http-errors';
import { sendCachedJson } from '../../plugins/content-cache';
import { cachedKnownIds, type KnownIds } from '../../services/content/known-ids';

/**
 * Answers a public read from the content cache, keyed by path and normalised query. A fill goes through the
 * route's response schema (`reply.serialize`): the answer is checked against src/domain's schema once per
 * content version, and each hit sends the stored bytes without serializing again.
 */
export async function replyCached(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
) {
  // A preview's answers (draft regions too) live under keys of their own: never served to a visitor.
  const cached = await request.server.content.json(request.previewsDrafts ? `drafts:${key}` : key, load, serializeAnswer(reply));
  return sendCachedJson(request, reply, cached);
}

/** The route's serializer for a 200 answer: its response schema checks the value, then JSON.stringify. */
export const serializeAnswer =
  (reply: FastifyReply) =>
  (data: unknown): string =>
    String(reply.serialize(data));

/** The ids public reads may be asked about, from the content cache (one small load per content version); a preview's include the draft regions. */
export const knownIds = (request: FastifyRequest): Promise<KnownIds> =>
  cachedKnownIds(request.server.content, request.server.database.db, request.previewsDrafts);

/**
 * A visitor's request names a region visitors can see, or none: a draft region (outside a staff preview) is
 * as unknown as a made-up id (decision 0044), a 400 in plain words before anything is stored.
 */
export async function assertShownRegion(request: FastifyRequest, regionId: number | null | undefined): Promise<void> {
  if (regionId === null || regionId === undefined || (await knownIds(request)).activeRegionIds.has(regionId)) return;
  throw badRequest(`Region ${regionId} is not on the site; choose one of the regions listed`, [{ path: 'regionId', message: 'is not on the site' }]);
}

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
