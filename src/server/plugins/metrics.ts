import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { RATE_LIMIT_COUNTERS } from '../../domain/api/public-answers';
import { buildInfo } from '../build-info';
import { salesFigures } from '../services/analytics/sales-figures';
import { metricsAccess } from './metrics-access';

/** The figures routes and services move (the others are read when scraped). */
export interface AppMetrics {
  registry: Registry;
  /** Estimates answered by POST /api/calculate-price, and each aircraft's of POST /api/calculate-prices: priced or NOT AVAILABLE. */
  quotes: QuoteTally;
  /** Inquiries written (an Idempotency-Key replay writes nothing and is not counted). */
  inquiries: Counter<'kind'>;
  /** Route spreadsheet imports, from reading the file to the answer. */
  importDuration: Histogram<'outcome'>;
}

/**
 * Quotes are counted in two plain numbers and handed to the counter when scraped: prom-client's `inc` with a
 * label hashes and checks the labels each time, a measurable part of a quote's own time.
 */
export interface QuoteTally {
  add(result: 'priced' | 'not-available'): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export const METRICS_PATH = '/metrics';
const LISTENER_STATES = ['listening', 'reconnecting', 'closed', 'not-needed'] as const;

/**
 * Prometheus text at /metrics (prom-client), one registry per app so that several apps in one process (the
 * tests) keep their own figures. Requests are labelled by the route's pattern (`/api/regions/:id`, never the
 * raw URL, so visitors cannot make new series), method and status class. Register before the routes: its
 * hook then sees every request. Who may read it: metrics-access.ts.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'charter_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status class, and how long each took to answer',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const quoteCounts = { priced: 0, 'not-available': 0 };
  new Counter({
    name: 'charter_quotes_total',
    help: 'Estimates answered by calculate-price and per aircraft by calculate-prices, by result (priced or not-available)',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [result, count] of Object.entries(quoteCounts)) this.inc({ result }, count);
    },
  });
  const metrics: AppMetrics = {
    registry,
    quotes: { add: (result) => void quoteCounts[result]++ },
    inquiries: new Counter({ name: 'charter_inquiries_stored_total', help: 'Inquiries stored, by kind (booking or wechat)', labelNames: ['kind'] as const, registers: [registry] }),
    importDuration: new Histogram({
      name: 'charter_route_import_duration_seconds',
      help: 'Route spreadsheet imports (read and apply), by outcome (applied, preview, refused, failed)',
      labelNames: ['outcome'] as const,
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [registry],
    }),
  };

  // Read from the content cache when scraped: counters of its own lifetime, and the LISTEN connection's state.
  new Counter({
    name: 'charter_content_cache_lookups_total',
    help: 'Public reads answered from the content cache (hit) or loaded from the database (miss)',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const { hits, misses } = app.content.stats();
      this.reset();
      this.inc({ result: 'hit' }, hits);
      this.inc({ result: 'miss' }, misses);
    },
  });
  new Gauge({
    name: 'charter_content_listener_state',
    help: 'The connection that hears other instances’ content changes (PostgreSQL LISTEN): 1 for its current state; not-needed on PGlite',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const current = app.content.listenerState;
      for (const state of LISTENER_STATES) this.set({ state }, state === current ? 1 : 0);
    },
  });

  // The usual build-info gauge: always 1, its labels say which build and Node run (decision 0039).
  const { version, commit, node } = buildInfo();
  new Gauge({
    name: 'charter_build_info',
    help: 'The running build: package version, git commit and Node.js version as labels; always 1',
    labelNames: ['version', 'commit', 'node'] as const,
    registers: [registry],
  }).set({ version, commit, node }, 1);

  new Gauge({
    name: 'charter_rate_limit_counters',
    help: 'Where rate limits are counted: 1 for the current one of shared (Redis), per-instance (REDIS_URL set but Redis unreachable: each instance counts alone) or in-memory (no REDIS_URL)',
    labelNames: ['where'] as const,
    registers: [registry],
    collect() {
      const current = app.rateLimitCounters();
      for (const where of RATE_LIMIT_COUNTERS) this.set({ where }, where === current ? 1 : 0);
    },
  });

  // Firm quotes and money, all time, read from the tables when scraped: the same on every instance.
  const SALES_STAGES = ['sent', 'accepted', 'paid'] as const;
  new Gauge({
    name: 'charter_sales',
    help: 'Firm quotes sent and accepted, and bookings with a payment received, all time, by stage; and their value in A$ (quotes: latest totals; paid: money received)',
    labelNames: ['stage', 'measure'] as const,
    registers: [registry],
    async collect() {
      // A scrape during a database outage still answers, without this gauge's figures.
      const figures = await salesFigures(app.database.db).catch(() => undefined);
      this.reset();
      if (!figures) return;
      for (const stage of SALES_STAGES) {
        this.set({ stage, measure: 'count' }, figures[stage].count);
        this.set({ stage, measure: 'value_aud' }, figures[stage].valueCents / 100);
      }
      this.set({ stage: 'refunded', measure: 'value_aud' }, figures.refundedCents / 100);
    },
  });

  app.decorate('metrics', metrics);

  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    requestDuration.observe(
      { route: request.routeOptions.url ?? '(unmatched)', method: request.method, status_class: `${Math.floor(status / 100)}xx` },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const schema = { summary: 'Prometheus text: requests, quotes, inquiries, sales, e-mails, jobs, content cache, imports, LISTEN state, rate-limit counters, DATA_DIR free space, process', description: 'Answered to loopback, or with Authorization: Bearer METRICS_TOKEN; 401 otherwise.' };
  app.get(METRICS_PATH, { schema }, async (request, reply) => {
    metricsAccess(request, reply, app.config.METRICS_TOKEN);
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
});
