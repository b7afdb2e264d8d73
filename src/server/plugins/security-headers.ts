import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Paths partner sites may frame (docs/architecture.md "Security model"); everything else is frame-ancestors 'none'. */
export const EMBEDDABLE_PATHS = [/^\/widget(\/|$|\?)/, /^\/light(-widget-embed|-widget-demo)?(\/|$|\?)/, /^\/frames\//];

export function isEmbeddablePath(url: string): boolean {
  return EMBEDDABLE_PATHS.some((re) => re.test(url));
}

/** One year, subdomains included (helmet's former setting here). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers on every response. The CSP allows only this origin's scripts and styles; staff booking
 * HTML runs in sandboxed srcdoc frames (about:srcdoc inherits nothing), and operators' calendars in frames
 * from any https origin. Helmet's middleware is built once and set on each response: its Fastify wrapper
 * built it, and parsed the CSP again, for every request.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
        childSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", 'https:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Partner pages load the widget cross-origin; COEP/CORP "same-origin" would break that.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Sent below, and only over HTTPS: RFC 6797 §7.2 forbids it over plain HTTP, where a man in the
    // middle could add or strip it anyway.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });

  app.addHook('onRequest', (request, reply, done) => {
    // request.protocol is 'https' on a TLS socket, or when a proxy named in TRUST_PROXY says so.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });

  app.addHook('onSend', async (request, reply) => {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp !== 'string' || csp.startsWith('sandbox')) return;
    if (isEmbeddablePath(request.url)) {
      reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", 'frame-ancestors *'));
    } else {
      reply.header('x-frame-options', 'DENY');
    }
  });
});
