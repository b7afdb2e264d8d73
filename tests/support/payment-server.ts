import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logging/logger';
import { createAdmin, signIn } from './admin';
import { adminCaller, type AdminCall } from './admin-calls';
import { openTestDatabase, type TestDatabaseHandle } from './databases';
import { startFakeStripe, type FakeStripe } from './fake-stripe/fake-stripe';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import type { TestServer } from './server';

export const STRIPE_SECRET_KEY = 'sk_test_51PaymentsTestSecretKey0123456789';
export const STRIPE_WEBHOOK_SECRET = 'whsec_PaymentsTestWebhookSecret0123456789';
export const OWNER = { email: 'owner@example.com', password: 'payments owner password 1' };

export interface PaymentServer {
  server: TestServer;
  app: FastifyInstance;
  database: TestDatabaseHandle;
  /** Undefined on a bank-transfer server (no STRIPE_SECRET_KEY). */
  stripe: FakeStripe | undefined;
  sink: SmtpSink;
  /** Every log line the server wrote (json, level trace). */
  log(): string;
  owner: AdminCall;
  close(): Promise<void>;
}

/**
 * The real server on loopback with the process logger captured, an SMTP sink, and (unless `bank`) the local
 * fake Stripe as STRIPE_API_URL with its webhooks pointed back at the server; an owner signed in.
 */
export async function startPaymentServer(options: { bank?: boolean; env?: Record<string, string> } = {}): Promise<PaymentServer> {
  const sink = await startSmtpSink();
  const stripe = options.bank ? undefined : await startFakeStripe({ webhookSecret: STRIPE_WEBHOOK_SECRET });
  const database = await openTestDatabase('pglite');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-payments-'));
  let text = '';
  const destination = new PassThrough();
  destination.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const env = {
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    NOTIFY_EMAIL: 'staff@example.com',
    ...(stripe ? { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: stripe.url } : {}),
    ...options.env,
  };
  const app = await buildApp({
    config: loadConfig(env),
    database,
    sessionSecret: 'payments-test-'.padEnd(48, 'x'),
    logger: createLogger({ level: 'trace', format: 'json', destination }),
    jobs: { pollIntervalMs: 100, retry: { minDelayMs: 200, factor: 2, maxDelayMs: 1_000 } },
  });
  const url = (await app.listen({ host: '127.0.0.1', port: 0 })).replace('[::1]', '127.0.0.1');
  if (stripe) stripe.webhookUrl = `${url}/api/payments/stripe/webhook`;
  const server: TestServer = {
    url,
    app,
    database,
    dataDir,
    fetch: (pathname, init) => fetch(new URL(pathname, url), init),
    post: (pathname, body, headers = {}) =>
      fetch(new URL(pathname, url), { method: 'POST', headers: { 'content-type': 'application/json', origin: url, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) }),
    close: async () => {},
  };
  await createAdmin(database.db, OWNER.email, OWNER.password);
  const owner = adminCaller(server, await signIn(server, OWNER.email, OWNER.password));
  return {
    server,
    app,
    database,
    stripe,
    sink,
    owner,
    log: () => text,
    async close() {
      try {
        await app.close();
        await database.close();
        await stripe?.close();
        await sink.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** POST /api/quotes/{token}/pay as the quote page sends it. */
export async function pay(server: TestServer, token: string, body: unknown = {}, headers: Record<string, string> = {}) {
  const response = await server.post(`/api/quotes/${token}/pay`, body, headers);
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any };
}
