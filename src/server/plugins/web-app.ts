import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { QUOTE_PAGE_PREFIX } from '../../domain/api/quotes';
import { WEB_DIST_DIR } from '../paths';

/** The client-side routes of docs/product.md §2; anything else gets the app's 404 page with status 404. */
export const WEB_ROUTES = [
  '/',
  '/widget',
  '/mandarin',
  '/digital-twin',
  '/light',
  '/light-widget-demo',
  '/light-widget-embed',
  '/experiences',
  '/admin',
  '/embed',
  '/design-test',
  '/error-test',
];

/** The light widget's pages: a Vite entry of their own (light.html) that loads only the widget. */
const LIGHT_PAGES = ['/light', '/light-widget-demo', '/light-widget-embed'];

const cleanPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function isWebRoute(pathname: string): boolean {
  const clean = cleanPath(pathname);
  return WEB_ROUTES.includes(clean) || clean.startsWith('/admin/');
}

/** Which built HTML page answers a path: the light widget's and a quote's pages are entries of their own. */
export function htmlPageFor(pathname: string): 'light.html' | 'quote.html' | 'index.html' {
  if (LIGHT_PAGES.includes(cleanPath(pathname))) return 'light.html';
  return pathname.startsWith(QUOTE_PAGE_PREFIX) ? 'quote.html' : 'index.html';
}

/** Fills a page's built HTML for one answer (a first frame drawn by the server), given the build's folder. */
export type FillPage = (html: string, distDir: string) => string;

/**
 * Serves the built web app from dist/web: hashed assets cached for a year, the HTML never cached, and
 * the index page for every client route. Without a build the server still runs and says how to build.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { distDir?: string } = {}) => {
  const distDir = opts.distDir ?? WEB_DIST_DIR;
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);

  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // Serves the .br/.gz twins written at build time to clients that accept them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  // Read once: the HTML is small and changes only with a new build (a restart).
  const pages = new Map<string, string>();
  const sendIndex = (reply: FastifyReply, status: number, pathname = '/', fill?: FillPage) => {
    if (!built) {
      return reply
        .status(status === 200 ? 503 : status)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (or `npm start`, which builds what is missing).');
    }
    const page = status === 200 ? htmlPageFor(pathname) : 'index.html';
    let html = pages.get(page);
    if (html === undefined) pages.set(page, (html = readFileSync(path.join(distDir, page), 'utf8')));
    // A route that asked for stricter caching (a page whose address is a secret: no-store) keeps it.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(fill ? fill(html, distDir) : html);
  };

  app.decorate('sendWebApp', sendIndex);
});

declare module 'fastify' {
  interface FastifyInstance {
    sendWebApp(reply: FastifyReply, status: number, pathname?: string, fill?: FillPage): FastifyReply;
  }
}
