import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pathOf } from '../url-path';

/**
 * Where the instance is in its life (decision 0040):
 * - serving: the normal state;
 * - draining: a stop was asked for; /readyz answers 503 so that load balancers take the instance out, and
 *   every request is still served;
 * - leaving: after the drain; GET and HEAD are answered 503 (a proxy retries those on another instance,
 *   and a proxy with only passive checks, as nginx's, marks this one failed), other methods are still
 *   served, until no request has come for a moment;
 * - closing: the listener is closed, the requests in flight finish.
 */
export type LifecyclePhase = 'serving' | 'draining' | 'leaving' | 'closing';

export interface Lifecycle {
  readonly phase: LifecyclePhase;
  /** When the last request other than a health check arrived (ms since the epoch; 0 when none has). */
  readonly lastRequestAt: number;
  enter(phase: LifecyclePhase): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** Probes: they neither count as traffic nor get the leaving answer (/readyz says why it is not ready). */
const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

export const LEAVING_MESSAGE = 'This server is restarting; please try again';

export const lifecyclePlugin = fp(async (app: FastifyInstance) => {
  let phase: LifecyclePhase = 'serving';
  let lastRequestAt = 0;
  app.decorate('lifecycle', {
    get phase() {
      return phase;
    },
    get lastRequestAt() {
      return lastRequestAt;
    },
    enter(next: LifecyclePhase) {
      phase = next;
    },
  });

  // app.close() without the shutdown sequence (tests, the CLI) goes straight to closing.
  app.addHook('preClose', async () => {
    phase = 'closing';
  });

  // Callback hooks rather than async ones: every request passes here, and a promise per hook is measurable.
  app.addHook('onRequest', (request, reply, done) => {
    if (HEALTH_PATHS.has(pathOf(request.url))) return done();
    lastRequestAt = Date.now();
    if (phase === 'leaving' && (request.method === 'GET' || request.method === 'HEAD')) {
      // Nothing was done for this request: any client or proxy may send it again elsewhere.
      reply.status(503).header('retry-after', '1').send({ message: LEAVING_MESSAGE, issues: [] });
      return;
    }
    done();
  });

  // On close, Node reaps only the keep-alive connections idle at that moment: a request still in flight
  // would leave its connection open for the keep-alive timeout (72 s) and hold the shutdown up. From the
  // drain on, every response asks the client to close the connection, so no client reuses one into the
  // close and close() ends when the last in-flight request is answered.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (phase !== 'serving') reply.header('connection', 'close');
    done(null, payload);
  });
});
