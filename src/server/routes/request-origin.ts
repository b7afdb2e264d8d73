import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from '../services/auth/request-origin';

/** The client address (the proxy's client when TRUST_PROXY names it) and user agent, for account events' audit rows. */
export function originOf(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
