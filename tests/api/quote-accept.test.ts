/**
 * A quote's link from the visitor's side (decision 0057), over real HTTP with the process logger: the link
 * reads the latest version, an unknown or guessed token is a 404 in words, an expired or withdrawn quote a 410
 * in the visitor's words, a manifest that does not fit a 400 naming the limit, two accepts at once make one
 * booking (the same answered to both), amounts sent by the client are ignored, the acceptance records who,
 * which version, when and from where, the e-mails carry the flight as an .ics, and no log line holds a token.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicQuoteSchema, type PublicQuote, type QuoteFields, type QuoteWithLink } from '../../src/domain/api/quotes';
import { acceptFieldText, quoteRefusalText } from '../../src/domain/quotes/quote-refusals';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { bookingEvents, bookings, quoteAcceptances, quotes } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logging/logger';
import { createAdmin, sessionCookieOf } from '../support/admin';
import { openTestDatabase, testDatabaseKinds, type TestDatabaseHandle } from '../support/databases';
import { readMessage } from '../support/mime-parts';
import { daysAhead, quoteFieldsExample } from '../support/quotes';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { timeLimit } from '../support/time-limits';

const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1)!;
const manifest = (...weights: number[]) => weights.map((weightKg, i) => ({ name: `Passenger ${i + 1}`, weightKg }));

describe.each(testDatabaseKinds())('accepting a quote from its link (%s)', (kind) => {
  let app: FastifyInstance;
  let database: TestDatabaseHandle;
  let sink: SmtpSink;
  let dataDir: string;
  let url: string;
  let cookie: string;
  let log = '';
  let clock = new Date();
  const tokens = new Set<string>();

  const call = (pathname: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(new URL(pathname, url), {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { origin: url, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  /** A quote made and sent by staff; answers its link's token (the one the send issued). */
  const sentQuote = async (overrides: Partial<QuoteFields> = {}) => {
    const made = await call('/api/admin/quotes', { body: quoteFieldsExample(overrides), headers: { cookie } });
    expect(made.status, await made.clone().text()).toBe(201);
    const { id } = (await made.json()) as QuoteWithLink;
    const sent = await call(`/api/admin/quotes/${id}/send`, { body: {}, headers: { cookie } });
    expect(sent.status).toBe(200);
    const token = tokenOf(((await sent.json()) as QuoteWithLink).url);
    tokens.add(token);
    return { id, token };
  };
  const accept = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => call(`/api/quotes/${token}/accept`, { body, headers });
  const fine = { name: 'Ada Lovelace', acceptTerms: true, passengers: manifest(80, 70), baggageKg: 20 };

  beforeAll(async () => {
    sink = await startSmtpSink();
    database = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-quote-accept-'));
    const destination = new PassThrough();
    destination.on('data', (chunk: Buffer) => (log += chunk.toString()));
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, SMTP_URL: sink.url, NOTIFY_EMAIL: 'ops@example.com', TRUST_PROXY: '127.0.0.1' }),
      database,
      sessionSecret: 'quote-accept-'.padEnd(48, 'x'),
      logger: createLogger({ level: 'trace', format: 'json', destination }),
      now: () => clock,
      jobs: { pollIntervalMs: 100, retry: { minDelayMs: 200, factor: 2, maxDelayMs: 1_000 } },
    });
    url = (await app.listen({ host: '127.0.0.1', port: 0 })).replace('[::1]', '127.0.0.1');
    await createAdmin(database.db, 'quotes.agent@example.com', 'an agent making quotes', 'Agent', 'agent');
    cookie = sessionCookieOf(await call('/api/auth/login', { body: { email: 'quotes.agent@example.com', password: 'an agent making quotes' } }))!;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await sink?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads the latest version at the link, never indexed nor cached, and e-mails the link when sent', async () => {
    const { token } = await sentQuote();
    const response = await call(`/api/quotes/${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const quote = publicQuoteSchema.parse(await response.json());
    expect(quote).toMatchObject({ status: 'sent', version: 1, totalCents: 125_000, aircraft: { name: '3 Passengers', seats: 3, payloadKg: 300 }, booking: null, changeSummary: null });
    const page = await call(`/quotes/${token}`);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');

    await expect.poll(() => sink.messages.filter((m) => m.data.includes(token)).length, { timeout: timeLimit(15_000), interval: 100 }).toBe(1);
    const mail = readMessage(sink.messages.find((m) => m.data.includes(token))!.data);
    expect(mail.text.replaceAll('\r\n', '\n')).toContain(`See it and accept it here:\n${url}/quotes/${token}`);
  });

  it('answers 404 in words for an unknown, guessed or malformed token, in the visitor’s language', async () => {
    for (const guess of ['A'.repeat(43), 'short', `${'b'.repeat(43)}x`]) {
      const read = await call(`/api/quotes/${guess}`);
      expect(read.status, guess).toBe(404);
      expect(await read.json()).toEqual({ message: quoteRefusalText('unknown', 'en'), issues: [] });
      expect((await accept(guess, fine)).status).toBe(404);
    }
    const zh = await call(`/api/quotes/${'C'.repeat(43)}`, { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(((await zh.json()) as { message: string }).message).toBe(quoteRefusalText('unknown', 'zh'));
  });

  it('reads and refuses an expired quote (410, in the quote’s language) and a withdrawn one (410)', async () => {
    const expiring = await sentQuote({ language: 'zh', expiresAt: new Date(clock.getTime() + 60_000).toISOString() });
    clock = new Date(clock.getTime() + 120_000);
    try {
      // Reading the link says it has expired, in the quote's language, as accepting does.
      const read = await call(`/api/quotes/${expiring.token}`);
      expect(read.status).toBe(410);
      expect(((await read.json()) as { message: string }).message).toBe(quoteRefusalText('expired', 'zh'));
      const late = await accept(expiring.token, fine);
      expect(late.status).toBe(410);
      expect(((await late.json()) as { message: string }).message).toBe(quoteRefusalText('expired', 'zh'));
    } finally {
      clock = new Date();
    }
    const withdrawn = await sentQuote();
    expect((await call(`/api/admin/quotes/${withdrawn.id}/withdraw`, { body: {}, headers: { cookie } })).status).toBe(200);
    const gone = await call(`/api/quotes/${withdrawn.token}`);
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as { message: string }).message).toBe(quoteRefusalText('withdrawn', 'en'));
    const refused = await accept(withdrawn.token, fine);
    expect(refused.status).toBe(410);
    expect(((await refused.json()) as { message: string }).message).toBe(quoteRefusalText('withdrawn', 'en'));
    expect(await database.db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, withdrawn.id))).toEqual([]);
  });

  it('refuses a manifest that does not fit, naming the limit in words (400), and bad fields in words', async () => {
    const { id, token } = await sentQuote();
    const heavy = await accept(token, { ...fine, passengers: manifest(110, 110, 100), baggageKg: 22 });
    expect(heavy.status).toBe(400);
    expect(await heavy.json()).toMatchObject({ message: 'The party weighs 342 kg with baggage; this aircraft carries 300 kg', issues: [{ path: 'baggageKg', code: 'manifest_limit' }] });
    const crowded = await accept(token, { ...fine, passengers: manifest(50, 50, 50, 50), baggageKg: 0 });
    expect(crowded.status).toBe(400);
    expect(((await crowded.json()) as { message: string }).message).toBe('This aircraft has 3 seats; you listed 4 passengers');
    // Without the terms ticked, without a name, without a passenger: 400 with the field named.
    for (const [body, field] of [
      [{ ...fine, acceptTerms: false }, 'acceptTerms'],
      [{ ...fine, name: '' }, 'name'],
      [{ ...fine, passengers: [] }, 'passengers'],
      [{ ...fine, passengers: [{ name: 'No Weight' }] }, 'passengers'],
    ] as const) {
      const response = await accept(token, body);
      expect(response.status, field).toBe(400);
      const answer = (await response.json()) as { message: string; issues: { path: string }[] };
      expect(answer.issues.map((i) => i.path).join(' ')).toContain(field);
    }
    expect((await database.db.select().from(quotes).where(eq(quotes.id, id)))[0]!.status).toBe('sent');
    // In the quote's language, whatever the browser asks for.
    const zh = await sentQuote({ language: 'zh' });
    const unnamed = await accept(zh.token, { ...fine, name: '' }, { 'accept-language': 'en' });
    expect(await unnamed.json()).toEqual({ message: acceptFieldText('name', 'zh'), issues: [{ path: 'name', message: '请输入您的全名以接受' }] });
    const weightless = await accept(zh.token, { ...fine, passengers: [{ name: '李雷', weightKg: 0 }] });
    expect(((await weightless.json()) as { message: string }).message).toBe(acceptFieldText('passengerWeight', 'zh'));
  });

  it('ignores any amount the client sends: the booking takes the server’s total and schedule', async () => {
    const { id, token } = await sentQuote();
    const response = await accept(token, { ...fine, totalCents: 1, amountCents: 1, depositCents: 1, lines: [{ kind: 'flight', label: 'Cheap', amountCents: 1 }] });
    expect(response.status).toBe(200);
    const quote = publicQuoteSchema.parse(await response.json());
    expect(quote.totalCents).toBe(125_000);
    // 40 days away: a 30% deposit now, the balance 14 days before the flight (the default terms of sale).
    expect(quote.booking).toEqual({
      status: 'accepted',
      totalCents: 125_000,
      depositCents: 37_500,
      paidCents: 0,
      refundedCents: 0,
      balanceDueOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      nextPayment: { part: 'deposit', amountCents: 37_500 },
    });
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.quoteId, id));
    expect(booking).toMatchObject({ totalCents: 125_000, depositCents: 37_500, status: 'accepted', flightDate: daysAhead(40) });
  });

  it('makes one booking of two accepts at once, answers both with it, and records who, which version, when and where', async () => {
    const { id, token } = await sentQuote({ language: 'hi' });
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const headers = { 'user-agent': chrome, 'x-forwarded-for': '198.51.100.9' };
    const [a, b] = await Promise.all([accept(token, fine, headers), accept(token, { ...fine, name: 'Someone Else' }, headers)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [first, second] = (await Promise.all([a.json(), b.json()])) as PublicQuote[];
    expect(first).toEqual(second);
    expect(first!.status).toBe('accepted');
    expect(await database.db.select().from(bookings).where(eq(bookings.quoteId, id))).toHaveLength(1);
    const acceptances = await database.db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, id));
    expect(acceptances).toEqual([expect.objectContaining({ version: 1, ipAddress: '198.51.100.9', userAgent: chrome, baggageKg: 20, passengers: fine.passengers })]);
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.quoteId, id));
    expect(await database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking!.id))).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'accepted', actor: 'visitor', ipAddress: '198.51.100.9' }),
    ]);
    // Accepting again later answers the same booking; staff see the acceptance.
    expect(await (await accept(token, fine)).json()).toEqual(first);
    const detail = (await (await call(`/api/admin/quotes/${id}`, { headers: { cookie } })).json()) as { acceptance: { name: string }; booking: { status: string } };
    expect(detail.booking.status).toBe('accepted');
    expect([fine.name, 'Someone Else']).toContain(detail.acceptance.name);

    // The visitor's e-mail (in Hindi) carries the flight as a calendar file; staff get a notice.
    const hindiConfirmation = (m: { data: string }) => m.data.includes('text/calendar') && readMessage(m.data).subject.includes('बुकिंग की पुष्टि');
    await expect.poll(() => sink.messages.filter(hindiConfirmation).length, { timeout: timeLimit(15_000), interval: 100 }).toBe(1);
    const visitorMail = sink.messages.find(hindiConfirmation)!;
    expect(visitorMail.data).toMatch(/filename=.?Q-\d+\.ics/);
    expect(readMessage(visitorMail.data).text).toContain(`${url}/quotes/${token}`);
    await expect.poll(() => sink.messages.filter((m) => m.to.join().includes('ops@example.com') && /accepted by/.test(readMessage(m.data).subject)).length, { timeout: timeLimit(15_000), interval: 100 }).toBeGreaterThan(0);
  });

  it('never writes a quote token in the log, nor in the outbox, in the clear', async () => {
    expect(tokens.size).toBeGreaterThan(3);
    expect([...tokens].filter((token) => log.includes(token))).toEqual([]);
    for (const shape of ['/quotes/[redacted]', '/api/quotes/[redacted]', '/api/quotes/[redacted]/accept']) expect(log, shape).toContain(`"url":"${shape}"`);
    const rows = await database.db.execute(sql`select payload::text as payload, dedupe_key from jobs`);
    // Not even a piece of one: no 12 characters of a token anywhere in the jobs.
    for (const token of tokens) for (let i = 0; i + 12 <= token.length; i += 1) expect(JSON.stringify(rows)).not.toContain(token.slice(i, i + 12));
  });
});
