import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PREVIEW_COOKIE, PREVIEW_PARAM } from '../../domain/preview';
import { can } from '../../domain/staff/roles';
import { loadAdminUser } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request previews draft regions: the preview cookie and a live staff session that may read content (decision 0044). */
    previewsDrafts: boolean;
  }
}

/** What a preview answer must not be: kept by a shared cache, or indexed. */
function markPrivate(reply: FastifyReply): void {
  reply.removeHeader('etag');
  reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
}

const previewParam = (request: FastifyRequest) => new URL(request.url, 'http://page.invalid').searchParams.get(PREVIEW_PARAM);

/**
 * A page opened with ?preview=1 turns the preview on for this browser session, ?preview=0 off: set here, on
 * the page's own answer, so the visitor pages carry no code for it. Readable by the page (not HttpOnly) so the
 * banner's Leave preview can end it; it only asks, and a visitor without a staff session gets nothing from it.
 */
function applyPreviewParam(request: FastifyRequest, reply: FastifyReply): void {
  const value = previewParam(request);
  if (value === '1') reply.setCookie(PREVIEW_COOKIE, '1', { path: '/', sameSite: 'lax' });
  else if (value === '0') reply.clearCookie(PREVIEW_COOKIE, { path: '/', sameSite: 'lax' });
}

/**
 * Decides once per request whether it previews draft regions (only when the preview cookie is there, so a
 * visitor's request costs nothing), and marks every preview answer, and every page opened with ?preview=1,
 * private and not for indexing.
 */
export const draftPreviewPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('previewsDrafts', false);
    app.addHook('preHandler', async (request, reply) => {
      if (request.cookies[PREVIEW_COOKIE] !== '1') return;
      const user = await loadAdminUser(request, reply);
      const session = request.adminSession;
      request.previewsDrafts = user !== null && session !== null && can(session.role, 'content:read');
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'GET') applyPreviewParam(request, reply);
      if (request.previewsDrafts || previewParam(request) === '1') markPrivate(reply);
      return payload;
    });
  },
  { name: 'draft-preview', dependencies: ['auth'] },
);
