import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-errors';

export const METRICS_LOOPBACK_ONLY_MESSAGE = 'Metrics are answered only to this machine (loopback); set METRICS_TOKEN to read them from elsewhere';
export const METRICS_TOKEN_MESSAGE = 'Metrics need the header Authorization: Bearer followed by the METRICS_TOKEN';

/** 127.0.0.0/8, ::1 and the IPv4-mapped 127.x of a dual-stack socket. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/**
 * A request from this machine itself: the socket's peer is loopback (never `request.ip`, which TRUST_PROXY
 * lets a proxy's X-Forwarded-For decide) and no proxy says it forwarded it. A proxy on the same machine
 * connects from loopback too, so a request that carries X-Forwarded-For or Forwarded is not local.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  return isLoopbackAddress(request.socket.remoteAddress);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests of equal length, so the time taken says nothing about the token. */
export function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Who may read /metrics: a local request, or any request with `Authorization: Bearer <METRICS_TOKEN>`.
 * Anyone else gets 401 in plain words (which of the two ways is open to them).
 */
export function metricsAccess(request: FastifyRequest, reply: FastifyReply, token: string | undefined): void {
  const header = request.headers.authorization;
  const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (token !== undefined && bearer !== undefined && tokenMatches(bearer, token)) return;
  if (isLocalRequest(request)) return;
  if (token !== undefined) reply.header('www-authenticate', 'Bearer realm="metrics"');
  throw new HttpError(401, token === undefined ? METRICS_LOOPBACK_ONLY_MESSAGE : METRICS_TOKEN_MESSAGE);
}
