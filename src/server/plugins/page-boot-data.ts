import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../domain/app-context';
import { PREVIEW_PARAM } from '../../domain/preview';

/** The booking pages and the app context each renders in (docs/product.md §2.1 route table). */
const BOOKING_PAGES: Record<string, AppContext> = { '/': 'main', '/widget': 'main', '/mandarin': 'twin', '/digital-twin': 'twin' };

interface RegionRow {
  id: number;
  code: string;
  displayOrder: number;
}
interface HeroRow {
  imageUrl: string;
}

const escapeJsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

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

/**
 * What the page shows before its script has run: the header bar and the region's first hero image, in
 * the same boxes (the same utility classes) as SiteHeader and HeroSlideshow. React replaces it on its
 * first commit; until then the visitor sees the page's frame and its largest image instead of nothing.
 */
function firstPaint(heroImage: string): string {
  return (
    '<div class="flex min-h-screen flex-col" aria-hidden="true">' +
    '<div class="sticky top-0 z-40 border-b bg-card/95"><div class="mx-auto flex h-14 w-full max-w-5xl sm:h-16"></div></div>' +
    '<div class="relative isolate w-full overflow-hidden bg-[#0b3a50] aspect-[16/9] max-h-[70vh] sm:aspect-[5/2] lg:aspect-[3/1] lg:max-h-[440px]">' +
    `<img src="${escapeAttribute(heroImage)}" alt="" width="1600" height="900" fetchpriority="high" class="absolute inset-0 h-full w-full object-cover">` +
    '<div class="absolute inset-0 bg-gradient-to-t from-black/75 via-black/35 to-black/10"></div>' +
    '</div></div>'
  );
}

/**
 * Inlines into the booking pages' HTML the public GET answers their first screen needs (regions and the
 * likely region's lists), keyed by the exact API path the client asks for, plus a preload of the first
 * hero image and a first-paint frame around it. The client seeds its query cache from them (src/web/lib/boot-data.ts), so the first render
 * has its data instead of waiting on JS -> /api/regions -> lists. The answers come from the API routes
 * themselves (app.inject), so they cannot drift from what the client would fetch. Any failure just leaves
 * the page as it was: the client then fetches as usual.
 */
export const pageBootDataPlugin = fp(async (app: FastifyInstance) => {
  const getJson = async (url: string): Promise<unknown> => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    return response.json();
  };

  async function collect(regionParam: string | null, appContext: AppContext) {
    const regions = (await getJson('/api/regions')) as RegionRow[];
    // The same choice the client makes before it knows the visitor's stored preference (docs/product.md §4).
    const byParam = regionParam ? regions.find((r) => r.code.toLowerCase() === regionParam.toLowerCase()) : undefined;
    const region = byParam ?? [...regions].sort((a, b) => a.displayOrder - b.displayOrder)[0];
    const data: Record<string, unknown> = { '/api/regions': regions };
    if (!region) return { data, heroImage: undefined };
    const paths = [
      `/api/hero-images?regionId=${region.id}&appContext=${appContext}`,
      `/api/departure-locations?regionId=${region.id}&appContext=${appContext}`,
      `/api/destinations?regionId=${region.id}&appContext=${appContext}`,
      `/api/aircraft-experience-images?regionId=${region.id}`,
      `/api/accreditation-badges?regionId=${region.id}`,
    ];
    const answers = await Promise.all(paths.map(getJson));
    paths.forEach((path, index) => (data[path] = answers[index]));
    const heroes = answers[0] as HeroRow[];
    return { data, heroImage: heroes[0]?.imageUrl };
  }

  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || reply.statusCode !== 200 || request.method !== 'GET') return payload;
    const url = new URL(request.url, 'http://page.invalid');
    const appContext = BOOKING_PAGES[url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname];
    if (!appContext || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    // A staff preview reads the draft regions itself (with its cookie); the published answers would hide them (decision 0044).
    if (request.previewsDrafts || url.searchParams.get(PREVIEW_PARAM) === '1') return payload;
    try {
      const { data, heroImage } = await collect(url.searchParams.get('region'), appContext);
      const script = `<script id="boot-data" type="application/json">${escapeJsonForHtml(data)}</script>`;
      const withHero = heroImage !== undefined && !url.pathname.startsWith('/widget');
      const preload = withHero ? `<link rel="preload" as="image" href="${escapeAttribute(heroImage)}" fetchpriority="high">` : '';
      const html = payload.replace('</head>', `${preload}${script}</head>`);
      return compressed(request, reply, withHero ? html.replace('<div id="root"></div>', `<div id="root">${firstPaint(heroImage)}</div>`) : html);
    } catch (error) {
      request.log.warn({ err: error }, 'page boot data unavailable; the page will fetch it');
      return payload;
    }
  });
});
