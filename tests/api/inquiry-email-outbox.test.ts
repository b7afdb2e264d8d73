/**
 * Inquiry e-mails through the outbox (durable jobs): with the mail server down the inquiry is still
 * taken and its e-mails wait, retried with backoff; across a restart of the app they are sent once the
 * mail server is back, exactly once each; a recipient the server refuses for good fails without retries;
 * /metrics counts sent, retried and failed e-mails; and the SMTP password appears in no log line and no
 * stored error.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeLimit } from '../support/time-limits';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/database';
import { openDatabase } from '../../src/server/db/open';
import { jobs } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logging/logger';
import { openTestDatabase, testDatabaseKinds, type TestDatabaseHandle } from '../support/databases';
import { readMessage } from '../support/mime-parts';
import { freePort } from '../support/server-process';
import { startSmtpSink, type SmtpMessage } from '../support/smtp-sink';

const STAFF = 'ops@charter.example';
const SMTP_PASSWORD = 'Outbox-Secret-7731';
const booking = { contactName: 'Ava Outbox', contactEmail: 'ava@example.com', departure: 'jandakot', destination: 'rottnest-island', passengers: 2 };
const to = (address: string) => (message: SmtpMessage) => message.to.includes(`<${address}>`);

/** One run of the app on `database`, its JSON log lines kept in `log`. */
async function startApp(database: DatabaseHandle, env: Record<string, string>, dataDir: string, log: string[]) {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'debug', ...env });
  const app = await buildApp({
    config,
    database,
    sessionSecret: 'outbox-test-secret'.padEnd(48, 'x'),
    logger: createLogger({ level: 'debug', format: 'json', destination: stream }),
    jobs: { pollIntervalMs: 100, retry: { minDelayMs: 200, factor: 2, maxDelayMs: 1_000 } },
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: address.replace('[::1]', '127.0.0.1') };
}

const post = (url: string, pathname: string, body: unknown) =>
  fetch(new URL(pathname, url), { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify(body) });

async function metric(url: string, email: string, outcome: string): Promise<number> {
  const text = await (await fetch(new URL('/metrics', url))).text();
  const match = new RegExp(`^charter_emails_total\\{email="${email}",outcome="${outcome}"\\} (\\d+)$`, 'm').exec(text);
  return match ? Number(match[1]) : 0;
}

describe.each(testDatabaseKinds())('the inquiry e-mail outbox on %s', (kind) => {
  let dataDir: string;
  let copy: TestDatabaseHandle | undefined;
  let port: number;
  let env: Record<string, string>;
  const log: string[] = [];
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
  let app: FastifyInstance | undefined;
  let database: DatabaseHandle | undefined;

  const open = async (): Promise<DatabaseHandle> => {
    if (kind === 'pglite') return openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    copy ??= await openTestDatabase('postgres', { seeded: false });
    return openDatabase({ kind: 'postgres', url: copy.url!, poolSize: 3 });
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-outbox-'));
    port = await freePort();
    env = { SMTP_URL: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:${port}`, NOTIFY_EMAIL: STAFF };
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await sink?.close();
    await copy?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes the inquiry while the mail server is down, retries, and after a restart with the server back sends each e-mail once', async () => {
    database = await open();
    let run = await startApp(database, env, dataDir, log);
    app = run.app;

    const response = await post(run.url, '/api/booking-request', booking);
    expect(response.status).toBe(201);
    const { id, reference } = (await response.json()) as { id: number; reference: string };
    const rows = () => database!.db.select().from(jobs).orderBy(jobs.kind);
    expect((await rows()).map((job) => job.kind)).toEqual(['email.inquiry-confirmation', 'email.inquiry-staff-notice']);
    expect((await rows()).every((job) => job.dedupeKey === `booking:${id}`)).toBe(true);

    // Nothing listens on the port: every attempt fails and is put off with a growing wait.
    await expect.poll(async () => Math.min(...(await rows()).map((job) => job.attempts)), { timeout: timeLimit(15_000), interval: 100 }).toBeGreaterThanOrEqual(2);
    for (const job of await rows()) {
      expect(job.doneAt).toBeNull();
      expect(job.failedAt).toBeNull();
      expect(job.lastError).toMatch(/ECONNREFUSED/);
    }
    // An attempt is counted when it is taken, its outcome once it has failed: the metric follows a moment later.
    await expect.poll(() => metric(run.url, 'staff-notice', 'retried'), { timeout: timeLimit(15_000), interval: 100 }).toBeGreaterThanOrEqual(2);
    await expect.poll(() => metric(run.url, 'visitor-confirmation', 'retried'), { timeout: timeLimit(15_000), interval: 100 }).toBeGreaterThanOrEqual(2);
    expect(await metric(run.url, 'staff-notice', 'sent')).toBe(0);

    // Restart: the app and its database close, the mail server comes back, the app opens again.
    await app.close();
    app = undefined;
    await database.close();
    sink = await startSmtpSink({ port });
    database = await open();
    run = await startApp(database, env, dataDir, log);
    app = run.app;

    await expect.poll(() => sink!.messages.length, { timeout: timeLimit(20_000), interval: 100 }).toBe(2);
    const staff = sink.messages.filter(to(STAFF));
    const visitor = sink.messages.filter(to('ava@example.com'));
    expect(staff).toHaveLength(1);
    expect(visitor).toHaveLength(1);
    expect(readMessage(staff[0]!.data).subject).toBe(`New booking request ${reference} from Ava Outbox`);
    expect(readMessage(visitor[0]!.data).subject).toBe(`We received your request ${reference}`);
    await expect.poll(async () => (await rows()).every((job) => job.doneAt !== null && job.lastError === null), { timeout: timeLimit(5_000) }).toBe(true);
    expect(await metric(run.url, 'staff-notice', 'sent')).toBe(1);
    expect(await metric(run.url, 'visitor-confirmation', 'sent')).toBe(1);

    // Sent once: later polls find nothing to send again.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(sink.messages).toHaveLength(2);
  }, timeLimit(120_000));

  it('gives up at once on a recipient the mail server refuses for good, and counts it as failed', async () => {
    await sink!.close();
    sink = await startSmtpSink({ port, refuse: (recipient) => recipient.includes('nobody@') });
    const url = `http://127.0.0.1:${(app!.server.address() as AddressInfo).port}`;
    const response = await post(url, '/api/booking-request', { ...booking, contactEmail: 'nobody@example.com' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    await expect.poll(() => sink!.messages.filter(to(STAFF)).length, { timeout: timeLimit(10_000) }).toBe(1);
    await expect.poll(() => metric(url, 'visitor-confirmation', 'failed'), { timeout: timeLimit(10_000) }).toBe(1);
    const [confirmation] = await database!.db.select().from(jobs).where(eq(jobs.dedupeKey, `booking:${id}`)).orderBy(jobs.kind);
    expect(confirmation).toMatchObject({ kind: 'email.inquiry-confirmation', attempts: 1 });
    expect(confirmation!.failedAt).toBeInstanceOf(Date);
    expect(confirmation!.lastError).toMatch(/550/);
  });

  it('writes the SMTP password into no log line and no stored error', async () => {
    expect(log.some((line) => line.includes('job attempt failed; retrying later'))).toBe(true);
    expect(log.filter((line) => line.includes(SMTP_PASSWORD))).toEqual([]);
    for (const job of await database!.db.select().from(jobs)) expect(job.lastError ?? '').not.toContain(SMTP_PASSWORD);
  });
});
