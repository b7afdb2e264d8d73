import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminUser } from '../../domain/api/auth';
import { REAUTHENTICATE_CODE, TWO_FACTOR_SETUP_CODE } from '../../domain/api/staff';
import { can, FORBIDDEN_MESSAGE, type Permission } from '../../domain/staff/roles';
import { forbidden, HttpError, unauthorized } from '../http-errors';
import { sessionRowCacheOf, type SessionRowCache } from '../services/auth/session-row-cache';
import { findSessionByToken, isWellFormedToken, REAUTHENTICATE_AFTER_MS, SESSION_TTL_MS, type ActiveSession } from '../services/auth/sessions';
import { bearerSecret, guardAccessToken } from './access-token-guard';
import type { PermissionTable } from './route-permissions';
import { markSessionRequired } from './session-security';

declare module 'fastify' {
  interface FastifyInstance {
    /** Remembered session lookups (PGlite only: one process is the only writer); undefined on PostgreSQL. */
    sessionRowCache: SessionRowCache | undefined;
  }
  interface FastifyRequest {
    /** The signed-in admin, once resolved (on /api/auth/* and /api/admin/*, or by `requireAdmin`); else null. */
    adminUser: AdminUser | null;
    /** Their session (role, two-factor state, when the password was last typed), resolved with `adminUser`. */
    adminSession: ActiveSession | null;
  }
}

export const SESSION_COOKIE = 'charter_session';
export const SIGN_IN_MESSAGE = 'Please sign in to continue';
export const SAME_ORIGIN_MESSAGE = 'This request must come from the admin panel itself';
export const REAUTHENTICATE_MESSAGE = 'Enter your password again to continue';
export const TWO_FACTOR_SETUP_MESSAGE = 'The owner requires two-factor sign-in: turn it on to continue';
export const NO_PERMISSION_DECLARED_MESSAGE = 'This call is not open to any role';

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

/**
 * Sends the session cookie: HttpOnly, SameSite=Lax, Path=/, Secure under HTTPS, signed, living as long as the
 * session (7 days idle, never past the 30-day absolute end; `expiresAt` when known).
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt?: Date): void {
  const maxAgeMs = expiresAt ? Math.max(0, expiresAt.getTime() - request.server.now().getTime()) : SESSION_TTL_MS;
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), signed: true, maxAge: Math.floor(maxAgeMs / 1000) });
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
  const session = token ? await findSessionByToken(request.server.database.db, token, request.server.now(), request.server.sessionRowCache) : null;
  if (!session || !token) {
    // A stale or forged cookie is dropped so the browser stops sending it.
    if (hasCookie) clearSessionCookie(request, reply);
    return null;
  }
  if (session.refreshed) setSessionCookie(request, reply, token, session.expiresAt);
  request.adminUser = session.user;
  request.adminSession = session;
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

/** 403 code 'two-factor-setup-required' while the owner requires two-factor and this person has not turned it on. */
export function assertTwoFactorSettled(session: ActiveSession): void {
  if (session.requireTwoFactor && !session.twoFactorEnabled) {
    throw new HttpError(403, TWO_FACTOR_SETUP_MESSAGE, [], { code: TWO_FACTOR_SETUP_CODE });
  }
}

/**
 * Hook: a live session (401) whose person has settled two-factor when it is required (403). For the calls
 * of one's own account; only me, logout and the two-factor setup itself do without the second part.
 */
export async function requireSettledSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireAdmin(request, reply);
  if (request.adminSession) assertTwoFactorSettled(request.adminSession);
}

/** 403 code 'reauthenticate' when the password was last typed in this session more than 15 minutes ago. */
export function assertRecentlyAuthenticated(session: ActiveSession, now: Date): void {
  if (now.getTime() - session.authenticatedAt.getTime() > REAUTHENTICATE_AFTER_MS) {
    throw new HttpError(403, REAUTHENTICATE_MESSAGE, [], { code: REAUTHENTICATE_CODE });
  }
}

/** Staff and settings changes ask for the password again after 15 minutes (OWASP ASVS 5.0 7.5.1). */
const REAUTHENTICATED_PERMISSIONS = new Set<Permission>(['staff', 'settings']);

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
 * of them (401), or a live access token whose scope covers the route (access-token-guard.ts), a same-origin request for every method but GET/HEAD/OPTIONS (403), two-factor turned on
 * when the owner requires it (403 code 'two-factor-setup-required'), a role that has the route's
 * permission (403 in plain words, domain/staff/roles), and for staff and settings changes a password typed
 * within 15 minutes (403 code 'reauthenticate'). Answers are `Cache-Control: no-store`. Runs at onRequest,
 * so nothing is parsed or validated for a stranger.
 *
 * Every route gets its permission when registered: its own `config.permission`, else `table`'s answer;
 * a route with neither stops the start (default deny: a new route cannot be forgotten).
 * Call it first thing in an admin route plugin; `adminRoutes` already does for everything under /api/admin.
 */
export function registerAdminGuard(app: HookTarget, table: PermissionTable = () => undefined): void {
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { permission?: Permission };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const permission = config.permission ?? table(methods[0] ?? 'GET', route.url);
    if (!permission) throw new Error(`${methods.join(',')} ${route.url} declares no permission: give it config.permission (src/server/plugins/route-permissions.ts)`);
    route.config = { ...config, permission };
  });
  app.addHook('onRequest', async (request, reply) => {
    // Admin answers are private: never kept by a browser or proxy cache.
    reply.header('cache-control', 'no-store');
    const write = !SAFE_METHODS.has(request.method);
    const permission = request.routeOptions.config.permission;
    const secret = bearerSecret(request);
    if (secret !== null) return guardAccessToken(request, secret, permission, write);
    await requireAdmin(request, reply);
    if (write) await requireSameOrigin(request);
    const session = request.adminSession;
    if (!session) throw unauthorized(SIGN_IN_MESSAGE);
    assertTwoFactorSettled(session);
    if (!permission) throw forbidden(NO_PERMISSION_DECLARED_MESSAGE);
    if (!can(session.role, permission)) throw forbidden(FORBIDDEN_MESSAGE[permission]);
    if (write && REAUTHENTICATED_PERMISSIONS.has(permission)) assertRecentlyAuthenticated(session, request.server.now());
  });
  // The API reference says which calls need the session cookie.
  app.addHook('onRoute', markSessionRequired);
}

/**
 * Decorates `request.adminUser` (null until resolved). The session is looked up in onRequest only for
 * /api/auth/* and /api/admin/*; elsewhere `requireAdmin` or `loadAdminUser` resolve it on demand.
 *
 * On PGlite the lookups are remembered (services/auth/session-row-cache.ts): this process is the database's
 * only writer, and every change to sessions, people, roles, two-factor or the security settings is a write
 * under /api/auth or /api/admin, so the cache is cleared as each such write is answered, before the next
 * request can be read. On PostgreSQL other instances write too, so every request asks the database (one
 * prepared statement): nothing there can outlive a deactivation or an ended session.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('adminUser', null);
    app.decorateRequest('adminSession', null);
    app.decorateRequest('accessToken', null);
    const cache = app.database.kind === 'pglite' ? sessionRowCacheOf(app.database) : undefined;
    app.decorate('sessionRowCache', cache);
    if (cache) {
      app.addHook('onSend', (request, _reply, payload, done) => {
        if (!SAFE_METHODS.has(request.method) && wantsSession(request.url)) cache.clear();
        done(null, payload);
      });
    }
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
