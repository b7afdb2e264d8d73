import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicDeparture, PublicDestination } from '../../domain/api/content';
import type { AppContext } from '../../domain/app-context';
import { bootQuoteKey, type BootQuote } from '../../domain/boot-quote-key';
import { partyFromParams } from '../../domain/party-rules';
import { earliestDateAnywhere, flightDateOf } from '../../domain/visitor-dates';
import { PREVIEW_PARAM } from '../../domain/preview';
import { WEB_DIST_DIR } from '../paths';
import { defaultRoute, ROUTE_PARAMS, type DefaultRoute } from './boot-route';
import { firstFrame, frameLanguage, htmlLang, type FrameData, type FrameRegion } from './first-frame';
import { FRAME_END_ID } from './first-frame-markup';
import { escapeHtml } from './first-frame-markup';

/** The booking pages and the app context each renders in (docs/product.md §2.1 route table). */
const BOOKING_PAGES: Record<string, AppContext> = { '/': 'main', '/widget': 'main', '/mandarin': 'twin', '/digital-twin': 'twin' };

interface HeroRow {
  imageUrl: string;
}

const escapeJsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));

/** The page now carries some 40 KB of JSON: send it compressed (quick settings; it is built per request). */
function compressed(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepts)) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } });
  }
  if (/\bgzip\b/.test(accepts)) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(html, { level: 6 });
  }
  return html;
}

/** The page's HTML with the boot data, the hero's preload and, on pages with a hero, the first frame. */
function pageHtml(payload: string, url: URL, appContext: AppContext, distDir: string, collected: Collected): string {
  const { data, frame } = collected;
  const script = `<script id="boot-data" type="application/json">${escapeJsonForHtml(data)}</script>`;
  const withHero = frame !== undefined && !url.pathname.startsWith('/widget');
  const heroImage = frame?.heroImage;
  const preload = withHero && heroImage ? `<link rel="preload" as="image" href="${escapeHtml(heroImage)}" fetchpriority="high">` : '';
  // The data goes last: the app reads it only once the document is parsed (its entry is a module script),
  // and the parser then reaches the first frame without first working through some 40 KB of JSON.
  const html = payload.replace('</head>', `${preload}</head>`).replace('</body>', `${script}</body>`);
  const markup = withHero ? firstFrame(distDir, url, appContext, frame) : '';
  if (!markup) return html;
  // The frame sits before #root, not in it: React's first commit (its loading fallback) would clear it. The
  // first paint waits until the whole frame is parsed (a render-blocking `expect` link): a slow phone's
  // parser may yield halfway, and a frame painted half-drawn reads as a broken page.
  return html
    .replace('</head>', `<link rel="expect" href="#${FRAME_END_ID}" blocking="render"></head>`)
    .replace(/<html lang="[^"]*">/, `<html lang="${htmlLang(frameLanguage(url, appContext))}">`)
    .replace('<div id="root"></div>', `${markup}<div id="root"></div>`);
}

/**
 * The page's own first route call (pricing-queries.ts): every aircraft of the route, in the language the page
 * starts in, for the day its address names (a shared estimate's `date`; a day already past everywhere is none,
 * as the page reads it) and for the party it names (one adult without one), so its key is the one the page
 * asks by.
 */
function firstQuote(route: NonNullable<DefaultRoute['quote']>, url: URL, appContext: AppContext): { key: string; body: Record<string, unknown> } {
  const date = flightDateOf(url.searchParams.get('date'), earliestDateAnywhere());
  const { adults, children } = partyFromParams(url.searchParams);
  const quote: BootQuote = { ...route, language: frameLanguage(url, appContext), adults, children, ...(date ? { date } : {}) };
  return { key: bootQuoteKey(quote), body: { ...quote } };
}

interface Collected {
  data: Record<string, unknown>;
  frame: FrameData | undefined;
}

/**
 * Inlines into the booking pages' HTML the public GET answers their first screen needs (regions and the
 * likely region's lists), keyed by the exact API path the client asks for, plus a preload of the first
 * hero image and, on the pages with a hero, the first frame: the header, the hero's words and the widget's
 * heading, region and default route, drawn from those same answers (first-frame.ts), so the page reads
 * before its script has run. The client seeds its query cache from the answers (src/web/lib/boot-data.ts),
 * so the first render has its data instead of waiting on JS -> /api/regions -> lists. The answers come from
 * the API routes themselves (app.inject), so they cannot drift from what the client would fetch, and they
 * are as fresh as the content cache: a staff edit shows in the next page. Any failure just leaves the page
 * as it was: the client then fetches as usual.
 */
export const pageBootDataPlugin = fp(async (app: FastifyInstance, opts: { distDir?: string } = {}) => {
  const distDir = opts.distDir ?? WEB_DIST_DIR;
  const getJson = async (url: string): Promise<unknown> => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    return response.json();
  };
  // The route call the page would ask first: answered (and counted as one estimate, decision 0048) here instead.
  // From the visitor's own address, so it counts against the visitor's rate limit, not one shared by every page.
  const postQuote = async (body: Record<string, unknown>, remoteAddress: string): Promise<unknown> => {
    const response = await app.inject({ method: 'POST', url: '/api/calculate-prices', payload: body, remoteAddress, headers: { accept: 'application/json' } });
    if (response.statusCode !== 200) throw new Error(`/api/calculate-prices answered ${response.statusCode}`);
    return response.json();
  };

  /**
   * The region's answers, its frame's data and its default route, kept in the content cache until the next
   * content change (so a staff edit shows in the next page), keyed only by what exists: the app context, a
   * region id and whether the address names its own route. Answering them through app.inject per page
   * cost a busy server a few hundred milliseconds before the first byte.
   */
  const regionAnswers = (region: FrameRegion, appContext: AppContext, withRoute: boolean) =>
    app.content.memo(`page-boot:${appContext}:${region.id}:${withRoute ? 'default-route' : 'own-route'}`, async () => {
      const paths = [
        `/api/hero-images?regionId=${region.id}&appContext=${appContext}`,
        `/api/departure-locations?regionId=${region.id}&appContext=${appContext}`,
        `/api/destinations?regionId=${region.id}&appContext=${appContext}`,
        `/api/aircraft-experience-images?regionId=${region.id}`,
        `/api/accreditation-badges?regionId=${region.id}`,
      ];
      const answers = await Promise.all(paths.map(getJson));
      const data: Record<string, unknown> = Object.fromEntries(paths.map((path, index) => [path, answers[index]]));
      const [heroes, departures, destinations] = answers as [HeroRow[], PublicDeparture[], PublicDestination[]];
      const route = withRoute ? await defaultRoute(getJson, { region, appContext }, departures, destinations) : { answers: {}, quote: undefined };
      return { data: { ...data, ...route.answers }, quote: route.quote, departures, destinations, heroImage: heroes[0]?.imageUrl };
    });

  async function collect(url: URL, appContext: AppContext, visitor: string): Promise<Collected> {
    const regions = await app.content.memo('page-boot:regions', async () => (await getJson('/api/regions')) as (FrameRegion & { displayOrder: number })[]);
    const regionParam = url.searchParams.get('region');
    // The same choice the client makes before it knows the visitor's stored preference (docs/product.md §4).
    const byParam = regionParam ? regions.find((r) => r.code.toLowerCase() === regionParam.toLowerCase()) : undefined;
    const region = byParam ?? [...regions].sort((a, b) => a.displayOrder - b.displayOrder)[0];
    if (!region) return { data: { '/api/regions': regions }, frame: undefined };
    const withRoute = !ROUTE_PARAMS.some((name) => url.searchParams.has(name));
    const { data, quote, departures, destinations, heroImage } = await regionAnswers(region, appContext, withRoute);
    // A quote is asked per page, never kept: it carries its own validity. A partner's page asks for its own,
    // which the admin home counts under that partner.
    const first = quote && !url.searchParams.has('partner') ? firstQuote(quote, url, appContext) : undefined;
    const quoted = first ? { [first.key]: await postQuote(first.body, visitor) } : {};
    return { data: { '/api/regions': regions, ...data, ...quoted }, frame: { regions, region, departures, destinations, heroImage } };
  }

  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || reply.statusCode !== 200 || request.method !== 'GET') return payload;
    const url = new URL(request.url, 'http://page.invalid');
    const appContext = BOOKING_PAGES[url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname];
    if (!appContext || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    // A staff preview reads the draft regions itself (with its cookie); the published answers would hide them (decision 0044).
    if (request.previewsDrafts || url.searchParams.get(PREVIEW_PARAM) === '1') return payload;
    try {
      const collected = await collect(url, appContext, request.ip);
      return compressed(request, reply, pageHtml(payload, url, appContext, distDir, collected));
    } catch (error) {
      request.log.warn({ err: error }, 'page boot data unavailable; the page will fetch it');
      return payload;
    }
  });
});
