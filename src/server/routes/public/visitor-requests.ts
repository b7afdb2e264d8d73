import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_READ_ANSWERS, PUBLIC_WRITE_ANSWERS } from '../../../domain/api/public-answers';
import { REQUEST_HAS_NO_DAY, requestTokenParamsSchema, UNKNOWN_REQUEST_LINK } from '../../../domain/api/visitor-requests';
import { notFound } from '../../http-errors';
import { PUBLIC_POST_LIMIT } from '../../plugins/rate-limit';
import { requestCalendarFile } from '../../services/visitor-requests/calendar-file';
import { cancelLinkedRequest } from '../../services/visitor-requests/cancel-request';
import { findLinkedRequest, visitorRequestOf, type LinkedRequest } from '../../services/visitor-requests/find-request';
import { linkOrigin, requestLinks } from '../../services/visitor-requests/link-tokens';

/** Reading a request by its link: enough for a visitor, too few to walk tokens (which 256 bits rule out anyway). */
export const REQUEST_LINK_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** The token is the path: never logged ([redacted]), and answers are kept by no cache and no search engine. */
const secretPath = { secretInUrl: { params: ['token'] } } as const;
const params = requestTokenParamsSchema;

function privateAnswer(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
}

/**
 * A visitor's own link to a request (decision 0056): GET /api/requests/{token} (the request and where it
 * is), POST /api/requests/{token}/cancel (idempotent) and GET /api/requests/{token}/calendar.ics.
 */
export const visitorRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const originOf = (request: FastifyRequest) => linkOrigin(app.config.PUBLIC_URL, `${request.protocol}://${request.host}`);
  const linksOf = (request: FastifyRequest) => requestLinks(originOf(request), (request.params as { token: string }).token);
  const answer = (request: FastifyRequest, linked: LinkedRequest) => visitorRequestOf(db, linked, linksOf(request).calendarUrl);

  app.get(
    '/requests/:token',
    { schema: { params, response: { 200: PUBLIC_READ_ANSWERS['/api/requests/:token'] } }, config: { rateLimit: REQUEST_LINK_LIMIT, ...secretPath } },
    async (request, reply) => {
      privateAnswer(reply);
      const linked = await findLinkedRequest(db, request.params.token);
      if (!linked) throw notFound(UNKNOWN_REQUEST_LINK);
      return answer(request, linked);
    },
  );

  app.post(
    '/requests/:token/cancel',
    { schema: { params, response: { 200: PUBLIC_WRITE_ANSWERS['/api/requests/:token/cancel'] } }, config: { rateLimit: PUBLIC_POST_LIMIT, ...secretPath } },
    async (request, reply) => {
      privateAnswer(reply);
      const linked = await cancelLinkedRequest(db, request.params.token, { ip: request.ip, userAgent: request.headers['user-agent'] }, app.now());
      return answer(request, linked);
    },
  );

  app.get(
    '/requests/:token/calendar.ics',
    { schema: { params, description: 'The request\'s day as text/calendar: one all-day VEVENT (RFC 5545); 404 when it has no day.' }, config: { rateLimit: REQUEST_LINK_LIMIT, ...secretPath } },
    async (request, reply) => {
      privateAnswer(reply);
      const linked = await findLinkedRequest(db, request.params.token);
      if (!linked) throw notFound(UNKNOWN_REQUEST_LINK);
      const links = linksOf(request);
      const file = requestCalendarFile(await answer(request, linked), { requestUrl: links.requestUrl, host: new URL(originOf(request)).hostname }, app.now());
      if (!file) throw notFound(REQUEST_HAS_NO_DAY);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${linked.row.reference}.ics"`)
        .send(file);
    },
  );
};
