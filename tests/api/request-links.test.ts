/**
 * A visitor's own link to a request (decision 0056), over real HTTP with the process logger: the receipt
 * carries the link and the calendar file, the database keeps only the token's SHA-256, the confirmation
 * e-mail holds the same link (and the outbox never the token in the clear), the link reads the request in
 * plain status words, an unknown link is a 404 in words, cancelling twice answers the same and records the
 * visitor, when and from where in the staff timeline, the .ics parses back, and no log line carries a token.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryReceipt } from '../../src/domain/api/inquiries';
import { REQUEST_ALREADY_CLOSED, UNKNOWN_REQUEST_LINK, visitorRequestSchema, type VisitorRequest } from '../../src/domain/api/visitor-requests';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { bookingRequests, inquiryEvents, jobs } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logging/logger';
import { createAdmin, sessionCookieOf } from '../support/admin';
import { openTestDatabase, type TestDatabaseHandle } from '../support/databases';
import { parseIcs } from '../support/ics';
import { readMessage } from '../support/mime-parts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { timeLimit } from '../support/time-limits';

/** A day three weeks ahead: never in the past wherever the test runs. */
const DAY = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
const RETURN_DAY = new Date(Date.now() + 23 * 86_400_000).toISOString().slice(0, 10);
const compact = (isoDate: string) => isoDate.replaceAll('-', '');
const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1)!;

describe('a visitor’s request link', () => {
  let app: FastifyInstance;
  let database: TestDatabaseHandle;
  let sink: SmtpSink;
  let dataDir: string;
  let url: string;
  let log = '';
  const tokens = new Set<string>();

  const call = (pathname: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(new URL(pathname, url), {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { origin: url, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const book = async (body: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const response = await call('/api/booking-request', {
      body: { contactName: 'Grace Hopper', contactEmail: 'grace@example.com', departure: 'jandakot', destination: 'rottnest-island', passengers: 3, date: DAY, ...body },
      headers,
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    const receipt = (await response.json()) as InquiryReceipt;
    if (receipt.requestUrl) tokens.add(tokenOf(receipt.requestUrl));
    return receipt;
  };
  const read = async (token: string) => {
    const response = await call(`/api/requests/${token}`);
    expect(response.status).toBe(200);
    return visitorRequestSchema.parse(await response.json());
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    database = await openTestDatabase('pglite');
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-request-links-'));
    const destination = new PassThrough();
    destination.on('data', (chunk: Buffer) => (log += chunk.toString()));
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, SMTP_URL: sink.url, TRUST_PROXY: '127.0.0.1' }),
      database,
      sessionSecret: 'request-links-'.padEnd(48, 'x'),
      logger: createLogger({ level: 'trace', format: 'json', destination }),
      jobs: { pollIntervalMs: 100, retry: { minDelayMs: 200, factor: 2, maxDelayMs: 1_000 } },
    });
    url = (await app.listen({ host: '127.0.0.1', port: 0 })).replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await sink?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the link in the receipt, keeps only its hash, and e-mails the same link', async () => {
    const receipt = await book();
    expect(receipt.requestUrl).toMatch(new RegExp(`^${url}/requests/[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(receipt.requestUrl!);
    expect(receipt.calendarUrl).toBe(`${url}/api/requests/${token}/calendar.ics`);

    // The row holds the SHA-256 of the token; no column of it, and no job, holds the token itself.
    const [row] = await database.db.select().from(bookingRequests).where(eq(bookingRequests.reference, receipt.reference));
    expect(row!.linkTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const queued = await database.db.select({ payload: jobs.payload }).from(jobs);
    expect(queued.length).toBeGreaterThan(0);
    expect(JSON.stringify(queued)).not.toContain(token);

    // The confirmation e-mail carries the same link, in its text and its HTML.
    await expect.poll(() => sink.messages.filter((m) => m.to.includes('<grace@example.com>')).length, { timeout: timeLimit(15_000), interval: 100 }).toBe(1);
    const mail = readMessage(sink.messages.find((m) => m.to.includes('<grace@example.com>'))!.data);
    expect(mail.text.replaceAll('\r\n', '\n')).toContain(`See where your request is, or cancel it, at any time:\n${receipt.requestUrl}`);
    expect(mail.html).toContain(`href="${receipt.requestUrl}"`);
  });

  it('reads the request in plain status words; an unknown or malformed link is a 404 in words', async () => {
    const receipt = await book({ contactName: 'Reader', contactEmail: 'reader@example.com' });
    const request = await read(tokenOf(receipt.requestUrl!));
    expect(request).toMatchObject({
      reference: receipt.reference,
      kind: 'booking',
      departure: 'Jandakot Airport (YPJT)',
      destination: 'Rottnest Island (YRTI)',
      date: DAY,
      party: { passengers: 3, adults: null, children: null },
      status: 'new',
      cancelledAt: null,
      calendarUrl: receipt.calendarUrl,
    });

    for (const unknown of ['A'.repeat(43), 'short', `${'b'.repeat(43)}x`]) {
      const response = await call(`/api/requests/${unknown}`);
      expect(response.status, unknown).toBe(404);
      expect(await response.json()).toEqual({ message: UNKNOWN_REQUEST_LINK, issues: [] });
      expect((await call(`/api/requests/${unknown}/cancel`, { body: {} })).status).toBe(404);
      expect((await call(`/api/requests/${unknown}/calendar.ics`)).status).toBe(404);
    }
    // The visitor page: the web app's page, never indexed, never sending its address as a referrer.
    const page = await call(`/requests/${tokenOf(receipt.requestUrl!)}`);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await call(`/api/requests/${tokenOf(receipt.requestUrl!)}`)).headers.get('cache-control')).toBe('no-store');
  });

  it('cancels once, answers the same the second time, and staff see who, when and from where', async () => {
    const receipt = await book({ contactName: 'Canceller', contactEmail: 'cancel@example.com' });
    const token = tokenOf(receipt.requestUrl!);
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const first = await call(`/api/requests/${token}/cancel`, { body: {}, headers: { 'user-agent': chrome, 'x-forwarded-for': '198.51.100.7' } });
    expect(first.status).toBe(200);
    const cancelled = (await first.json()) as VisitorRequest;
    expect(cancelled).toMatchObject({ reference: receipt.reference, status: 'closed', cancelledAt: expect.any(String) });
    const second = await call(`/api/requests/${token}/cancel`, { body: {} });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(cancelled);
    expect(await read(token)).toEqual(cancelled);

    const [row] = await database.db.select().from(bookingRequests).where(eq(bookingRequests.reference, receipt.reference));
    expect(row).toMatchObject({ status: 'closed', version: 2, updatedBy: 'the visitor' });
    const events = await database.db.select().from(inquiryEvents).where(eq(inquiryEvents.bookingRequestId, row!.id));
    expect(events).toEqual([
      expect.objectContaining({ kind: 'cancelled', actorId: null, detail: { by: 'visitor', from: 'new', to: 'closed', ip: '198.51.100.7', device: 'Chrome on Windows' } }),
    ]);
    expect(events[0]!.createdAt.toISOString()).toBe(cancelled.cancelledAt);

    // Staff read it in the inquiry and its timeline.
    await createAdmin(database.db, 'links.staff@example.com', 'staff reading the cancel');
    const cookie = sessionCookieOf(await call('/api/auth/login', { body: { email: 'links.staff@example.com', password: 'staff reading the cancel' } }))!;
    const detail = await (await call(`/api/admin/booking-requests/${row!.id}`, { headers: { cookie } })).json();
    expect(detail).toMatchObject({ status: 'closed', cancelledAt: cancelled.cancelledAt });
    expect(detail).not.toHaveProperty('linkTokenHash');
    const timeline = (await (await call(`/api/admin/booking-requests/${row!.id}/timeline`, { headers: { cookie } })).json()) as { events: { kind: string; actor: unknown }[] };
    expect(timeline.events).toEqual([expect.objectContaining({ kind: 'cancelled', actor: null })]);
  });

  it('refuses to cancel what staff already closed (409 in words)', async () => {
    const receipt = await book({ contactName: 'Closed Early', contactEmail: 'closed@example.com' });
    await database.db.update(bookingRequests).set({ status: 'closed' }).where(eq(bookingRequests.reference, receipt.reference));
    const response = await call(`/api/requests/${tokenOf(receipt.requestUrl!)}/cancel`, { body: {} });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(REQUEST_ALREADY_CLOSED);
  });

  it('serves a valid .ics of the day with the route and the reference, CANCELLED once cancelled', async () => {
    const receipt = await book({ contactName: 'Calendar Keeper', contactEmail: 'calendar@example.com', language: 'zh' });
    const response = await fetch(receipt.calendarUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${receipt.reference}.ics"`);
    const calendar = parseIcs(await response.text());
    expect(calendar.name).toBe('VCALENDAR');
    expect(calendar.get('VERSION')).toBe('2.0');
    expect(calendar.get('PRODID')).toBeTruthy();
    const [event] = calendar.components;
    expect(event!.name).toBe('VEVENT');
    expect(event!.get('UID')).toBe(`${receipt.reference}@127.0.0.1`);
    expect(event!.get('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(event!.properties.find((p) => p.name === 'DTSTART')).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: compact(DAY) });
    expect(event!.get('SUMMARY')).toBe(`包机申请: Jandakot Airport (YPJT) → Rottnest Island (YRTI) (${receipt.reference})`);
    expect(event!.get('DESCRIPTION')).toContain(receipt.requestUrl!);
    expect(event!.get('STATUS')).toBe('TENTATIVE');

    await call(`/api/requests/${tokenOf(receipt.requestUrl!)}/cancel`, { body: {} });
    const after = parseIcs(await (await fetch(receipt.calendarUrl!)).text()).components[0]!;
    expect(after.get('STATUS')).toBe('CANCELLED');
    expect(after.get('UID')).toBe(event!.get('UID'));
    expect(Number(after.get('SEQUENCE'))).toBeGreaterThan(Number(event!.get('SEQUENCE')));
  });

  it('gives a WeChat request its link (the day to the return day, the party split) and a dateless inquiry no calendar', async () => {
    const response = await call('/api/send-wechat-payment-link', {
      body: { customerName: '李雷', customerEmail: 'lilei@example.com', departureDate: DAY, returnDate: RETURN_DAY, passengersOver12: 2, passengersUnder12: 1, departure: 'jandakot', destination: 'rottnest-island', flightType: 'same-day' },
    });
    expect(response.status).toBe(201);
    const receipt = (await response.json()) as InquiryReceipt;
    tokens.add(tokenOf(receipt.requestUrl!));
    expect(await read(tokenOf(receipt.requestUrl!))).toMatchObject({ kind: 'wechat', date: DAY, returnDate: RETURN_DAY, party: { passengers: 3, adults: 2, children: 1 }, language: 'zh' });
    const event = parseIcs(await (await fetch(receipt.calendarUrl!)).text()).components[0]!;
    const end = new Date(`${RETURN_DAY}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    expect(event.get('DTEND')).toBe(compact(end.toISOString().slice(0, 10)));

    const dateless = await book({ contactName: 'No Day', contactEmail: 'noday@example.com', date: undefined });
    expect(dateless.requestUrl).toBeTruthy();
    expect(dateless.calendarUrl).toBeUndefined();
    expect((await read(tokenOf(dateless.requestUrl!))).calendarUrl).toBeNull();
    expect((await call(`/api/requests/${tokenOf(dateless.requestUrl!)}/calendar.ics`)).status).toBe(404);
  });

  it('answers a replayed request without a link (only the hash is kept), and the first link still opens it', async () => {
    const key = { 'idempotency-key': 'request-links-replay-1' };
    const first = await book({ contactName: 'Replayed', contactEmail: 'replay@example.com' }, key);
    const again = await book({ contactName: 'Replayed', contactEmail: 'replay@example.com' }, key);
    expect(again.reference).toBe(first.reference);
    expect(again.requestUrl).toBeUndefined();
    expect((await read(tokenOf(first.requestUrl!))).reference).toBe(first.reference);
  });

  it('never writes a link token in the log: each address with one reads [redacted]', async () => {
    expect(tokens.size).toBeGreaterThan(3);
    const leaked = [...tokens].filter((token) => log.includes(token));
    expect(leaked).toEqual([]);
    for (const shape of ['/requests/[redacted]', '/api/requests/[redacted]', '/api/requests/[redacted]/cancel', '/api/requests/[redacted]/calendar.ics']) {
      expect(log, shape).toContain(`"url":"${shape}"`);
    }
    // Nothing of the sealed link in the outbox's rows either (decrypting needs the session secret).
    const rows = await database.db.execute(sql`select payload::text as payload from jobs`);
    for (const token of tokens) expect(JSON.stringify(rows)).not.toContain(token);
  });
});
