import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calculatePriceRequestSchema } from '../../domain/api/pricing';
import { bookingPagePath } from '../services/booking-frame/booking-page-path';
import { cachedDraftsSnapshot, cachedPricingSnapshot, quote, resolveLocations } from '../services/pricing';

/**
 * Staff-pasted booking HTML for a route, as a document of its own (docs/decisions/0008). A srcdoc
 * frame would inherit the site's strict CSP and block the operator's calendar scripts; this document
 * gets a permissive CSP instead, plus the CSP `sandbox` directive, so even opened directly it runs in an
 * opaque origin that cannot read the site's cookies or storage.
 */
const FRAME_CSP = [
  'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox',
  "default-src * data: blob: 'unsafe-inline' 'unsafe-eval'",
  'frame-ancestors *',
].join('; ');

/**
 * Fetch Metadata of a frame load. Anything else (a tab, a link, a script fetch, or a client that sends no
 * Sec-Fetch-Dest at all) is not a frame: opened as a page of its own, the staff HTML would be the top
 * document and could send the visitor anywhere (docs/decisions/0019).
 */
const FRAME_DESTINATIONS = new Set(['iframe', 'frame']);

const page = (body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><base target="_blank"><style>body{margin:0;padding:12px;font-family:system-ui,sans-serif;color:#0f1c2e;background:#fff}</style></head><body>${body}</body></html>`;

export const bookingFrameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/frames/booking', { schema: { querystring: calculatePriceRequestSchema } }, async (request, reply) => {
    const input = request.query;
    // A staff preview frames the draft regions' routes too (decision 0044).
    const snapshot = await (request.previewsDrafts ? cachedDraftsSnapshot : cachedPricingSnapshot)(app.content, app.database.db);
    const locations = resolveLocations(snapshot, input);
    // One URL, two answers by Sec-Fetch-Dest: caches must key on it, and only the browser may keep the HTML
    // (private), so no shared cache can hand the framed page to a top-level request.
    reply.header('vary', 'Sec-Fetch-Dest');
    if (!FRAME_DESTINATIONS.has(String(request.headers['sec-fetch-dest'] ?? ''))) {
      const target = await bookingPagePath(app.database.db, { locations, aircraftType: input.aircraftType, flightType: input.flightType });
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    }
    const result = quote(snapshot, input.aircraftType, input.flightType, locations, app.now());
    reply.header('content-security-policy', FRAME_CSP).header('cache-control', 'private, max-age=60').type('text/html; charset=utf-8');
    if (!result.iframeHtml) {
      return reply.status(404).send(page('<p>No booking calendar is set up for this route yet.</p>'));
    }
    return reply.send(page(result.iframeHtml));
  });
};
