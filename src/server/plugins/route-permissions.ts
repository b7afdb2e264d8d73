import type { Permission } from '../../domain/staff/roles';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a staff member's role must allow to call this route (domain/staff/roles). Every route behind
     * `registerAdminGuard` has one: declared here on the route, or given by its plugin's table below; a
     * route with neither fails the start, so a new route cannot be left open by forgetting.
     */
    permission?: Permission;
  }
}

/** The permission of a route from its method and full URL, or undefined when the table does not know it. */
export type PermissionTable = (method: string, url: string) => Permission | undefined;

const READS = new Set(['GET', 'HEAD']);

/**
 * The routes of `adminRoutes` (/api/admin/*) that predate staff roles, named one by one. There is no
 * fallback: a new route there declares `config: { permission }` or the server does not start.
 */
export const adminPermissionOf: PermissionTable = (method, url) => {
  if (/^\/api\/admin\/(booking-requests|wechat-requests)(\/:id)?$/.test(url)) return 'inquiries';
  if (url === '/api/admin/inquiries.csv') return 'inquiries';
  if (url === '/api/admin/analytics/booking-clicks') return 'insights';
  if (url === '/api/admin/audit-log') return 'audit';
  // The booking fee is read with the prices (and every estimate shows it); changing it is an owner's.
  if (url === '/api/admin/settings') return READS.has(method) ? 'content:read' : 'settings';
  return undefined;
};

/**
 * The routes of `adminContentRoutes`: all of them are content, so reads (the lists, the price grid,
 * exports, delete impacts) need content:read and everything else, uploads, imports, bulk actions and the
 * Trash (its list too: restoring is a write, and the list shows deleted rows) need content:write; so does
 * GET /api/upload/url, which hands out an upload slot.
 */
export const contentPermissionOf: PermissionTable = (method, url) => {
  if (url === '/api/admin/trash' || url.startsWith('/api/admin/trash/')) return 'content:write';
  // A GET, but what it answers is a signed upload slot: an upload.
  if (url === '/api/upload/url') return 'content:write';
  return READS.has(method) ? 'content:read' : 'content:write';
};
