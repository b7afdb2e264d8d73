import type { RouteOptions } from 'fastify';

/** The name of the OpenAPI security scheme of admin routes: the signed session cookie of POST /api/auth/login. */
export const SESSION_SCHEME = 'session';

/**
 * onRoute hook: says in the route's schema (read by the OpenAPI document only) that the route needs the
 * admin session. The admin guard adds it to every route it guards, so a new admin route is marked by itself.
 */
export function markSessionRequired(route: RouteOptions): void {
  route.schema = { ...route.schema, security: [{ [SESSION_SCHEME]: [] }] } as RouteOptions['schema'];
}
