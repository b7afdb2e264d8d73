import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminUser } from '../../domain/api/auth';
import { forbidden, unauthorized } from '../http-errors';
import { markSessionRequired } from './session-security';
import { findSessionByToken, isWellFormedToken, SESSION_TTL_MS } from '../services/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin, once resolved (on /api/auth/* and /api/admin/*, or by `requireAdmin`); else null. */
    adminUser: AdminUser | null;
  }
}

export const SESSION_COOKIE = 'charter_session';
export const SIGN_IN_MESSAGE = 'Please sign in to continue';
export const SAME_ORIGIN_MESSAGE = 'This request must come from the admin panel itself';

/** Paths whose requests resolve the session up front. Public reads never pay for a session lookup. */
export const SESSION_PATH_PREFIXES = ['/api/auth/', '/api/admin/'] as const;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function wantsSession(url: string): boolean {
  return SESSION_PATH_PREFIXES.some((prefix) => url.startsWith(prefix) || url === prefix.slice(0, -1));
}

function cookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: request.protocol === 'https',
  };
}

/** Sends the session cookie: HttpOnly, SameSite=Lax, Path=/, Secure under HTTPS, signed, 7 days. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), signed: true, maxAge: SESSION_TTL_MS / 1000 });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

/** The session token of the request's cookie when its signature holds and its shape is ours; else null. */
export function readSessionToken(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value || !isWellFormedToken(unsigned.value)) return null;
  return unsigned.value;
}

const resolutions = new WeakMap<FastifyRequest, Promise<AdminUser | null>>();

async function resolveAdminUser(request: FastifyRequest, reply: FastifyReply): Promise<AdminUser | null> {
  const hasCookie = request.cookies[SESSION_COOKIE] !== undefined;
  const token = readSessionToken(request);
  const session = token ? await findSessionByToken(request.server.database.db, token, request.server.now()) : null;
  if (!session || !token) {
    // A stale or forged cookie is dropped so the browser stops sending it.
    if (hasCookie) clearSessionCookie(request, reply);
    return null;
  }
  if (session.refreshed) setSessionCookie(request, reply, token);
  request.adminUser = session.user;
  return session.user;
}

/** Resolves `request.adminUser` from the session cookie, once per request (later calls share the answer). */
export function loadAdminUser(request: FastifyRequest, reply: FastifyReply): Promise<AdminUser | null> {
  let pending = resolutions.get(request);
  if (!pending) {
    pending = resolveAdminUser(request, reply);
    resolutions.set(request, pending);
  }
  return pending;
}

/** Hook (onRequest or preHandler): 401 "Please sign in to continue" without a live session. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const user = await loadAdminUser(request, reply);
  if (!user) throw unauthorized(SIGN_IN_MESSAGE);
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * True when the browser says the request comes from this site. With PUBLIC_URL set, the Origin header must
 * equal PUBLIC_URL's origin: the site's address is configured, so the Host header (which whoever sends the
 * request chooses) is not consulted. Without it, the Origin must equal the request's own origin (protocol +
 * Host; behind a trusted proxy, the forwarded ones). Without an Origin header, `Sec-Fetch-Site: same-origin`
 * (set by the browser itself; a page cannot forge it).
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin) {
    const given = originOf(origin);
    if (!given) return false;
    const publicUrl = request.server.config.PUBLIC_URL;
    const expected = publicUrl !== undefined ? originOf(publicUrl) : originOf(`${request.protocol}://${request.host}`);
    // An opaque origin ('null': file:, data:, sandboxed frames) is never this site.
    return expected !== null && expected !== 'null' && given === expected;
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/** Hook for mutations: 403 unless the request comes from this site itself (CSRF defence on top of SameSite). */
export async function requireSameOrigin(request: FastifyRequest): Promise<void> {
  if (!isSameOrigin(request)) throw forbidden(SAME_ORIGIN_MESSAGE);
}

/** The part of a Fastify instance the guard needs; any type provider's instance fits. */
interface HookTarget {
  addHook(name: 'onRequest', hook: (request: FastifyRequest, reply: FastifyReply) => Promise<void>): unknown;
  addHook(name: 'onRoute', hook: (route: RouteOptions) => void): unknown;
}

/**
 * Guards every route of the calling plugin (and of the plugins it registers): a live admin session for all
 * of them (401), and a same-origin request for every method but GET/HEAD/OPTIONS (403); answers are
 * `Cache-Control: no-store`. Runs at onRequest, so nothing is parsed or validated for a stranger.
 * Call it first thing in an admin route plugin; `adminRoutes` already does for everything under /api/admin.
 */
export function registerAdminGuard(app: HookTarget): void {
  app.addHook('onRequest', async (request, reply) => {
    // Admin answers are private: never kept by a browser or proxy cache.
    reply.header('cache-control', 'no-store');
    await requireAdmin(request, reply);
    if (!SAFE_METHODS.has(request.method)) await requireSameOrigin(request);
  });
  // The API reference says which calls need the session cookie.
  app.addHook('onRoute', markSessionRequired);
}

/**
 * Decorates `request.adminUser` (null until resolved). The session is looked up in onRequest only for
 * /api/auth/* and /api/admin/*; elsewhere `requireAdmin` or `loadAdminUser` resolve it on demand.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('adminUser', null);
    app.addHook('onRequest', (request, reply, done) => {
      if (!wantsSession(request.url)) {
        done();
        return;
      }
      loadAdminUser(request, reply).then(() => done(), done);
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);
