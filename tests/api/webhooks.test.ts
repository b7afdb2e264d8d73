/**
 * Outbound webhooks (docs/product.md §12.1, decision 0068) over real HTTP, to a receiver on 127.0.0.1: each
 * event once, signed as Standard Webhooks says (checked with the standardwebhooks library), the events of one
 * booking in order even while the receiver fails, a delivery that survives a restart of the app while the
 * receiver is down, the log of every try, Resend with the same webhook-id, an endpoint paused after repeated
 * failure with one e-mail to the owners, and the address rule: a private address refused without the setting.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteWithLink } from '../../src/domain/api/quotes';
import { WEBHOOK_EVENTS, WEBHOOK_PAUSE_AFTER_FAILED_DELIVERIES } from '../../src/domain/webhooks/events';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { auditLog, bookings, webhookDeliveries } from '../../src/server/db/schema';
import { AUTO_PAUSE_REASON } from '../../src/server/services/webhooks/deliver';
import { emitWebhookEvent } from '../../src/server/services/webhooks/emit';
import { sendDelivery } from '../../src/server/services/webhooks/send';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall } from '../support/admin-calls';
import { insertAcceptedBooking } from '../support/bookings';
import { openTestDatabase, type TestDatabaseHandle } from '../support/databases';
import { daysAhead, quoteFieldsExample } from '../support/quotes';
import type { TestServer } from '../support/server';
import { startTestServer } from '../support/server';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { timeLimit } from '../support/time-limits';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../support/webhook-receiver';

const OWNER = { email: 'hooks.owner@example.com', password: 'webhooks owner password 1' };
const BOOKING_REQUEST = {
  aircraftType: '3-passengers',
  flightType: 'same-day',
  departure: 'jandakot',
  destination: 'rottnest-island',
  passengers: 3,
  date: daysAhead(30),
  contactName: 'Mia Nguyen',
  contactPhone: '+61 400 000 000',
  contactEmail: 'mia@example.com',
};
const typeOf = (r: ReceivedWebhook) => (JSON.parse(r.body) as { type: string }).type;
const dataOf = (r: ReceivedWebhook) => (JSON.parse(r.body) as { data: Record<string, Record<string, unknown>> }).data;

describe('outbound webhooks', () => {
  let database: TestDatabaseHandle;
  let sink: SmtpSink;
  let receiver: WebhookReceiver;
  let failing: WebhookReceiver;
  let app: FastifyInstance;
  let server: TestServer;
  let owner: AdminCall;
  let dataDir: string;
  let endpointId: number;
  let secret: string;

  /** The app as a start makes it, on the one database (so a second start is a restart). */
  const start = async () => {
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SMTP_URL: sink.url, NOTIFY_EMAIL: 'staff@example.com', WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' }),
      database,
      sessionSecret: 'webhooks-test-'.padEnd(48, 'x'),
      jobs: { pollIntervalMs: 100, retry: { minDelayMs: 300, factor: 1.5, maxDelayMs: 600 } },
    });
    const url = (await app.listen({ host: '127.0.0.1', port: 0 })).replace('[::1]', '127.0.0.1');
    server = {
      url,
      app,
      database,
      dataDir,
      fetch: (pathname, init) => fetch(new URL(pathname, url), init),
      post: (pathname, body, headers = {}) => fetch(new URL(pathname, url), { method: 'POST', headers: { 'content-type': 'application/json', origin: url, ...headers }, body: JSON.stringify(body) }),
      close: async () => {},
    };
    owner = adminCaller(server, await signIn(server, OWNER.email, OWNER.password));
  };
  const visitor = async (method: string, pathname: string, body?: unknown) => {
    const response = await fetch(new URL(pathname, server.url), { method, headers: { origin: server.url, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const verified = (r: ReceivedWebhook) => new Webhook(secret).verify(r.body, r.headers) as { type: string };
  const arrived = (predicate: (r: ReceivedWebhook) => boolean, count = 1) =>
    expect.poll(() => receiver.received.filter((r) => r.status === 200 && predicate(r)).length, { timeout: timeLimit(20_000), interval: 100 }).toBeGreaterThanOrEqual(count);
  const deliveries = async (id = endpointId) => {
    const answer = await owner('GET', `/api/admin/webhooks/${id}/deliveries?limit=200`);
    expect(answer.status).toBe(200);
    return answer.body as { id: number; messageId: string; type: string; state: string; attempts: { attempt: number; resend: number; statusCode: number | null; responseExcerpt: string | null; durationMs: number; error: string | null }[] }[];
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-webhooks-'));
    sink = await startSmtpSink();
    receiver = await startWebhookReceiver();
    failing = await startWebhookReceiver();
    failing.answer = 500;
    database = await openTestDatabase('pglite');
    await createAdmin(database.db, OWNER.email, OWNER.password);
    await start();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await receiver?.close();
    await failing?.close();
    await sink?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('registers an endpoint with a whsec_ secret answered once, never listed, and audits it', async () => {
    const made = await owner('POST', '/api/admin/webhooks', { url: receiver.url, events: [...WEBHOOK_EVENTS].reverse() });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(made.body.endpoint).toMatchObject({ url: receiver.url, events: [...WEBHOOK_EVENTS], pausedAt: null, failedInARow: 0, createdBy: OWNER.email });
    endpointId = made.body.endpoint.id;
    secret = made.body.secret;
    const listed = await owner('GET', '/api/admin/webhooks');
    expect(JSON.stringify(listed.body)).not.toContain(secret.slice(6));
    expect(listed.body).toEqual([made.body.endpoint]);
    const audited = await database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'webhook_endpoint'), eq(auditLog.entityId, String(endpointId))));
    expect(audited.map((a) => a.action)).toEqual(['create']);
    expect(JSON.stringify(audited)).not.toContain(secret.slice(6));
  });

  it('refuses bad input in words', async () => {
    const cases: [unknown, string][] = [
      [{ url: 'not a url', events: ['quote.sent'] }, 'The address must be a full URL such as https://hooks.example.com/charter'],
      [{ url: 'ftp://hooks.example.com/x', events: ['quote.sent'] }, 'The address must start with https://'],
      [{ url: 'https://user:pw@hooks.example.com/x', events: ['quote.sent'] }, 'The address cannot carry a user name or password: the signature proves who sends'],
      [{ url: receiver.url, events: [] }, 'Choose at least one event to send'],
      [{ url: receiver.url, events: ['booking.created'] }, `Each event must be one of: ${WEBHOOK_EVENTS.join(', ')}`],
    ];
    for (const [body, message] of cases) {
      const answer = await owner('POST', '/api/admin/webhooks', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect((await owner('PATCH', `/api/admin/webhooks/${endpointId}`, {})).body.message).toMatch(/Give a new address or new events/);
    expect((await owner('PATCH', '/api/admin/webhooks/999999', { events: ['quote.sent'] })).status).toBe(404);
  });

  it('sends the events of one booking once each, signed, in order, even while the receiver fails at first; the log shows every try', async () => {
    receiver.answer = 503;
    const made = await owner('POST', '/api/admin/quotes', quoteFieldsExample());
    expect(made.status).toBe(201);
    const quoteId = (made.body as QuoteWithLink).id;
    const sent = await owner('POST', `/api/admin/quotes/${quoteId}/send`, {});
    const token = new URL((sent.body as QuoteWithLink).url).pathname.split('/').at(-1)!;
    const accepted = await visitor('POST', `/api/quotes/${token}/accept`, { name: 'Ada Lovelace', acceptTerms: true, passengers: [{ name: 'Ada', weightKg: 70 }], baggageKg: 10 });
    expect(accepted.status).toBe(200);
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.quoteId, quoteId));
    if (!booking) throw new Error('the accept made no booking');
    const deposit = await owner('POST', `/api/admin/bookings/${booking.id}/payments`, { part: 'deposit', amountCents: booking.depositCents });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
    const cancelled = await visitor('POST', `/api/quotes/${token}/cancel`, { confirm: true });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    // The first one is tried and refused while the others wait their turn.
    await expect.poll(() => receiver.received.length, { timeout: timeLimit(10_000) }).toBeGreaterThanOrEqual(2);
    receiver.answer = 200;
    const ofQuote = (r: ReceivedWebhook) => (dataOf(r).quote?.id ?? dataOf(r).booking?.quoteId) === quoteId;
    await arrived((r) => ofQuote(r) && typeOf(r) === 'booking.cancelled');
    const mine = receiver.received.filter(ofQuote);
    const order = ['quote.sent', 'quote.accepted', 'payment.received', 'booking.cancelled'];
    expect(mine.filter((r) => r.status === 200).map(typeOf)).toEqual(order);
    // Nothing later went out before quote.sent had arrived.
    const firstOk = mine.findIndex((r) => r.status === 200);
    expect(mine.slice(0, firstOk).every((r) => typeOf(r) === 'quote.sent' && r.status === 503)).toBe(true);
    for (const r of mine) expect(verified(r).type).toBe(typeOf(r));
    const ids = new Set(mine.filter((r) => r.status === 200).map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(4);
    // Every try of quote.sent carried the same webhook-id.
    expect(new Set(mine.filter((r) => typeOf(r) === 'quote.sent').map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(JSON.parse(mine.find((r) => typeOf(r) === 'payment.received')!.body)).toMatchObject({
      type: 'payment.received',
      timestamp: expect.stringMatching(/Z$/),
      data: { payment: { part: 'deposit', amountCents: booking.depositCents }, booking: { id: booking.id, quoteId, status: 'deposit_paid' } },
    });

    const log = await deliveries();
    const quoteSent = log.find((d) => d.type === 'quote.sent')!;
    expect(quoteSent.state).toBe('succeeded');
    expect(quoteSent.attempts.length).toBe(mine.filter((r) => typeOf(r) === 'quote.sent').length);
    expect(quoteSent.attempts.at(0)).toMatchObject({ attempt: 1, resend: 0, statusCode: 503, responseExcerpt: 'answered 503', error: 'The endpoint answered 503' });
    expect(quoteSent.attempts.at(-1)).toMatchObject({ statusCode: 200, responseExcerpt: 'answered 200', error: null });
    for (const a of quoteSent.attempts) expect(a.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('Resend sends the same message again with the same webhook-id and logs the try', async () => {
    const [latest] = await deliveries();
    const before = receiver.received.length;
    const answer = await owner('POST', `/api/admin/webhooks/${endpointId}/deliveries/${latest!.id}/resend`, {});
    expect(answer.status).toBe(202);
    await expect.poll(() => receiver.received.length, { timeout: timeLimit(10_000) }).toBe(before + 1);
    const again = receiver.received.at(-1)!;
    expect(again.headers['webhook-id']).toBe(latest!.messageId);
    expect(verified(again).type).toBe(latest!.type);
    await expect.poll(async () => (await deliveries()).find((d) => d.id === latest!.id)!.attempts.at(-1), { timeout: timeLimit(5_000) }).toMatchObject({ attempt: 0, resend: 1, statusCode: 200 });
    expect((await owner('POST', `/api/admin/webhooks/${endpointId}/deliveries/99999999/resend`, {})).status).toBe(404);
  });

  it('announces a new inquiry, a price change and a weather cancellation, once each', async () => {
    const before = receiver.received.length;
    expect((await server.post('/api/booking-request', BOOKING_REQUEST)).status).toBe(201);
    const rules = await owner('GET', '/api/admin/pricing-rules?appContext=main');
    const rule = rules.body.find((r: { aircraftType: string }) => r.aircraftType === '6-passengers');
    const changed = await owner('PUT', '/api/admin/pricing-rules', { aircraftType: '6-passengers', appContext: 'main', basePrice: rule.basePrice + 1, multipliers: rule.multipliers, version: rule.version });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const { booking } = await insertAcceptedBooking(database.db);
    expect((await owner('POST', `/api/admin/bookings/${booking.id}/weather-cancel`, {})).status).toBe(200);
    await arrived((r) => typeOf(r) === 'booking.weather_cancelled' && dataOf(r).booking?.id === booking.id);
    await arrived((r) => typeOf(r) === 'price.changed');
    const fresh = receiver.received.slice(before);
    expect(fresh.map(typeOf).sort()).toEqual(['booking.weather_cancelled', 'inquiry.created', 'price.changed']);
    expect(dataOf(fresh.find((r) => typeOf(r) === 'price.changed')!)).toMatchObject({ changes: [{ entity: 'pricing_rules', action: 'update' }] });
    for (const r of fresh) verified(r);
  });

  it('writes nothing for a change that is rolled back', async () => {
    const before = (await database.db.select().from(webhookDeliveries)).length;
    await expect(
      database.db.transaction(async (tx) => {
        await emitWebhookEvent(tx, 'price.changed', 'pricing', { changes: [] });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await database.db.select().from(webhookDeliveries)).length).toBe(before);
  });

  it('delivers an event after the app restarted while the receiver was down, and logs the refused try', async () => {
    await receiver.close();
    const before = receiver.received.length;
    expect((await server.post('/api/booking-request', { ...BOOKING_REQUEST, contactName: 'Restart Case' })).status).toBe(201);
    await expect
      .poll(async () => (await deliveries())[0]!.attempts.length, { timeout: timeLimit(10_000) })
      .toBeGreaterThanOrEqual(1);
    const [waiting] = await deliveries();
    expect(waiting).toMatchObject({ type: 'inquiry.created', state: 'pending' });
    expect(waiting!.attempts[0]).toMatchObject({ statusCode: null, error: 'Could not reach the endpoint: ECONNREFUSED' });
    await app.close();
    await receiver.open();
    await start();
    await arrived((r) => r.headers['webhook-id'] === waiting!.messageId);
    expect(receiver.received.slice(before).filter((r) => r.headers['webhook-id'] === waiting!.messageId)).toHaveLength(1);
    await expect.poll(async () => (await deliveries())[0]!.state, { timeout: timeLimit(5_000) }).toBe('succeeded');
  });

  it('pauses an endpoint whose deliveries keep failing, e-mails the owners once, then sends it nothing', async () => {
    const made = await owner('POST', '/api/admin/webhooks', { url: failing.url, events: ['inquiry.created'] });
    const id = made.body.endpoint.id as number;
    const mails = sink.messages.length;
    for (let n = 0; n < WEBHOOK_PAUSE_AFTER_FAILED_DELIVERIES; n++) expect((await server.post('/api/booking-request', { ...BOOKING_REQUEST, contactName: `Failing ${n}` })).status).toBe(201);
    await expect.poll(async () => (await owner('GET', '/api/admin/webhooks')).body.find((e: { id: number }) => e.id === id).pausedAt, { timeout: timeLimit(90_000), interval: 250 }).not.toBeNull();
    const endpoint = (await owner('GET', '/api/admin/webhooks')).body.find((e: { id: number }) => e.id === id);
    expect(endpoint).toMatchObject({ pausedReason: AUTO_PAUSE_REASON, failedInARow: WEBHOOK_PAUSE_AFTER_FAILED_DELIVERIES, lastTryOk: false });
    const home = async () => (await owner('GET', '/api/admin/home/sales?timeZone=Australia%2FPerth')).body.pausedWebhooks;
    expect(await home()).toBe(1);
    const log = await deliveries(id);
    expect(log.map((d) => d.state)).toEqual(Array(WEBHOOK_PAUSE_AFTER_FAILED_DELIVERIES).fill('failed'));
    for (const d of log) expect(d.attempts.map((a) => a.statusCode)).toEqual(Array(12).fill(500));
    await expect.poll(() => sink.messages.slice(mails).filter((m) => m.data.includes('A webhook endpoint was paused')).length, { timeout: timeLimit(10_000) }).toBe(1);
    const mail = sink.messages.slice(mails).find((m) => m.data.includes('A webhook endpoint was paused'))!;
    expect(mail.to).toEqual([`<${OWNER.email}>`]);
    expect(mail.data).toContain(failing.url);

    const tries = failing.received.length;
    const inquiries = receiver.received.filter((r) => r.status === 200 && typeOf(r) === 'inquiry.created').length;
    expect((await server.post('/api/booking-request', { ...BOOKING_REQUEST, contactName: 'While paused' })).status).toBe(201);
    // The other endpoint gets it; the paused one nothing.
    await arrived((r) => typeOf(r) === 'inquiry.created', inquiries + 1);
    expect(failing.received.length).toBe(tries);
    expect(await deliveries(id)).toHaveLength(WEBHOOK_PAUSE_AFTER_FAILED_DELIVERIES);

    const resumed = await owner('POST', `/api/admin/webhooks/${id}/resume`, {});
    expect(resumed.body).toMatchObject({ pausedAt: null, failedInARow: 0 });
    expect((await owner('POST', `/api/admin/webhooks/${id}/pause`, {})).body.pausedReason).toBe(`Paused by ${OWNER.email}`);
    expect((await owner('PATCH', `/api/admin/webhooks/${id}`, { events: ['quote.sent', 'inquiry.created'] })).body.events).toEqual(['inquiry.created', 'quote.sent']);
    const cookie = (await signIn(server, OWNER.email, OWNER.password));
    expect((await server.fetch(`/api/admin/webhooks/${id}`, { method: 'DELETE', headers: { origin: server.url, cookie } })).status).toBe(204);
    expect((await owner('GET', `/api/admin/webhooks/${id}/deliveries`)).status).toBe(404);
    expect(await home()).toBe(0);
    const audited = await database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'webhook_endpoint'), eq(auditLog.entityId, String(id))));
    expect(audited.map((a) => a.action)).toEqual(['create', 'resume', 'pause', 'update', 'delete']);
    expect(sink.messages.slice(mails).filter((m) => m.data.includes('A webhook endpoint was paused'))).toHaveLength(1);
  });

  it('refuses at connection time a name that resolves to a private address (what a rebinding name would do)', async () => {
    const result = await sendDelivery({ url: `http://localhost:${receiver.port}/hooks`, body: '{}', headers: {}, secret, allowPrivate: false });
    expect(result).toMatchObject({ ok: false, statusCode: null });
    expect(result.error).toMatch(/^localhost is at (127\.0\.0\.1|::1), a loopback address: webhooks go to public internet addresses only$/);
    const literal = await sendDelivery({ url: `http://127.0.0.1:${receiver.port}/hooks`, body: '{}', headers: {}, secret, allowPrivate: false });
    expect(literal.error).toBe('127.0.0.1 is at 127.0.0.1, a loopback address: webhooks go to public internet addresses only');
  });
});

describe('outbound webhooks without WEBHOOKS_ALLOW_PRIVATE_ADDRESSES', () => {
  let server: TestServer;
  let owner: AdminCall;

  beforeAll(async () => {
    server = await startTestServer();
    await createAdmin(server.database.db, OWNER.email, OWNER.password);
    owner = adminCaller(server, await signIn(server, OWNER.email, OWNER.password));
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['https://127.0.0.1/hooks', '127.0.0.1 is at 127.0.0.1, a loopback address: webhooks go to public internet addresses only'],
    ['https://10.0.0.8/hooks', '10.0.0.8 is at 10.0.0.8, a private address: webhooks go to public internet addresses only'],
    ['https://169.254.169.254/latest', '169.254.169.254 is at 169.254.169.254, a linkLocal address: webhooks go to public internet addresses only'],
    ['https://[fd00::1]/hooks', 'fd00::1 is at fd00::1, a uniqueLocal address: webhooks go to public internet addresses only'],
    ['https://no-such-host.invalid/hooks', 'no-such-host.invalid cannot be found (its name does not resolve)'],
    ['http://93.184.216.34/hooks', 'The address must start with https://: events carry customers’ bookings'],
  ])('refuses %s with a 400 in words', async (url, message) => {
    const answer = await owner('POST', '/api/admin/webhooks', { url, events: ['quote.sent'] });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect((await owner('GET', '/api/admin/webhooks')).body).toEqual([]);
  });

  it('refuses localhost, a name that resolves to loopback', async () => {
    const answer = await owner('POST', '/api/admin/webhooks', { url: 'https://localhost:8443/hooks', events: ['quote.sent'] });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^localhost is at (127\.0\.0\.1|::1), a loopback address: webhooks go to public internet addresses only$/);
  });
});
