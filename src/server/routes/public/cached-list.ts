import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCachedJson } from '../../plugins/content-cache';

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

export const scopeKey = (scope: { regionId?: number | undefined; appContext?: string | undefined }) =>
  `r=${scope.regionId ?? '*'}&c=${scope.appContext ?? 'main'}`;
