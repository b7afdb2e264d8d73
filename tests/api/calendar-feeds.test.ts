/**
 * Staff calendar feeds of the bookings (docs/product.md §11.3, decision 0067), on the real server over HTTP
 * with its process logger at trace: a staff member makes a feed URL in their account, a calendar app (no
 * cookie) reads it as iCalendar with one event per booked flight (route and aircraft, Perth time or all day,
 * reference, party, passengers, the manifest's weight with baggage, status, the admin link), cancelled and
 * long-past bookings left out, UIDs that stay; a reset ends the old URL at once and is audited; a deactivated
 * person's or an editor's URL answers 410, an unknown one 404 in words; an editor gets no feed; the log never
 * holds the token.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_FEED_GONE, UNKNOWN_CALENDAR_FEED, type CalendarFeedMade, type CalendarFeedState } from '../../src/domain/api/admin/calendar-feed';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { adminUsers, auditLog, bookings, quoteAcceptances, quoteVersions } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logging/logger';
import { createAdmin, sessionCookieOf } from '../support/admin';
import { insertAcceptedBooking, type InsertedBooking } from '../support/bookings';
import { openTestDatabase, testDatabaseKinds, type TestDatabaseHandle } from '../support/databases';
import { parseIcs, type IcsComponent } from '../support/ics';
import { daysAhead } from '../support/quotes';

const PASSWORD = 'calendar feeds long password';

describe.each(testDatabaseKinds())('staff calendar feeds (%s)', (kind) => {
  let app: FastifyInstance;
  let database: TestDatabaseHandle;
  let dataDir: string;
  let url: string;
  let log = '';
  const tokens = new Set<string>();
  const people: Record<'owner' | 'agent' | 'editor', { id: number; cookie: string }> = {} as never;
  let timed: InsertedBooking;
  let allDay: InsertedBooking;
  let cancelled: InsertedBooking;
  let recentlyFlown: InsertedBooking;
  let longAgo: InsertedBooking;

  const call = (pathname: string, init: { method?: string; cookie?: string } = {}) =>
    fetch(new URL(pathname, url), {
      method: init.method ?? 'GET',
      headers: { origin: url, ...(init.method === 'POST' ? { 'content-type': 'application/json' } : {}), ...(init.cookie ? { cookie: init.cookie } : {}) },
      ...(init.method === 'POST' ? { body: '{}' } : {}),
    });
  const makeFeed = async (cookie: string): Promise<CalendarFeedMade> => {
    const response = await call('/api/admin/calendar-feed/reset', { method: 'POST', cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    const made = (await response.json()) as CalendarFeedMade;
    tokens.add(tokenOf(made.url));
    return made;
  };
  const tokenOf = (feedUrl: string) => new URL(feedUrl).pathname.split('/')[3]!;
  const eventsOf = (calendar: IcsComponent) => calendar.components.filter((c) => c.name === 'VEVENT');
  const eventOf = (calendar: IcsComponent, reference: string) => eventsOf(calendar).find((e) => e.get('SUMMARY')!.includes(reference));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-calendar-feeds-'));
    const destination = new PassThrough();
    destination.on('data', (chunk: Buffer) => (log += chunk.toString()));
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir }),
      database,
      sessionSecret: 'calendar-feeds-'.padEnd(48, 'x'),
      logger: createLogger({ level: 'trace', format: 'json', destination }),
    });
    url = (await app.listen({ host: '127.0.0.1', port: 0 })).replace('[::1]', '127.0.0.1');
    for (const role of ['owner', 'agent', 'editor'] as const) {
      const user = await createAdmin(database.db, `${role}.feed@example.com`, PASSWORD, `${role} feed`, role);
      const login = await fetch(new URL('/api/auth/login', url), { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify({ email: user.email, password: PASSWORD }) });
      people[role] = { id: user.id, cookie: sessionCookieOf(login)! };
    }
    const { db } = database;
    timed = await insertAcceptedBooking(db, { flightDate: daysAhead(20), name: 'Tess Timed' });
    allDay = await insertAcceptedBooking(db, { flightDate: daysAhead(30), name: 'Dana Allday' });
    // No departure time yet, a party with a child, and weights that sum to 145.7 kg.
    await db
      .update(quoteVersions)
      .set({
        itinerary: { departure: { name: 'Perth' }, destination: { name: 'Margaret River' }, flightType: 'one-way', date: daysAhead(30) },
        party: { adults: 2, children: 1 },
        aircraftName: 'Cessna 206',
      })
      .where(eq(quoteVersions.quoteId, allDay.quoteId));
    await db
      .update(quoteAcceptances)
      .set({ passengers: [{ name: 'Dana Allday', weightKg: 61.4 }, { name: 'Sam Allday', weightKg: 72.3 }, { name: 'Kit Allday', weightKg: 0 }], baggageKg: 12 })
      .where(eq(quoteAcceptances.quoteId, allDay.quoteId));
    cancelled = await insertAcceptedBooking(db, { flightDate: daysAhead(25), name: 'Cora Cancelled' });
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.booking.id));
    recentlyFlown = await insertAcceptedBooking(db, { flightDate: daysAhead(-30), name: 'Fay Flown' });
    await db.update(bookings).set({ status: 'flown' }).where(eq(bookings.id, recentlyFlown.booking.id));
    longAgo = await insertAcceptedBooking(db, { flightDate: daysAhead(-90), name: 'Lou Longago' });
    await db.update(bookings).set({ status: 'flown' }).where(eq(bookings.id, longAgo.booking.id));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes a feed URL in one’s account that a calendar app reads without a cookie: one event per booked flight, with every field', async () => {
    const owner = people.owner.cookie;
    const before = (await (await call('/api/admin/calendar-feed', { cookie: owner })).json()) as CalendarFeedState;
    expect(before).toEqual({ active: false, createdAt: null });
    const made = await makeFeed(owner);
    expect(made.url).toMatch(new RegExp(`^${url}/api/calendar/[A-Za-z0-9_-]{43}/bookings\\.ics$`));
    expect(((await (await call('/api/admin/calendar-feed', { cookie: owner })).json()) as CalendarFeedState)).toEqual({ active: true, createdAt: made.createdAt });

    const response = await fetch(made.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.getSetCookie()).toEqual([]);
    const calendar = parseIcs(await response.text());
    expect(calendar.name).toBe('VCALENDAR');
    expect(calendar.get('X-WR-TIMEZONE')).toBe('Australia/Perth');

    const summaries = eventsOf(calendar).map((e) => e.get('SUMMARY'));
    expect(summaries).toHaveLength(3);
    // Soonest first: the one flown 30 days ago, then the two ahead; not the cancelled one, nor the one 90 days back.
    expect(summaries).toEqual([
      `Jandakot → Rottnest Island · Cessna 172 (${recentlyFlown.reference})`,
      `Jandakot → Rottnest Island · Cessna 172 (${timed.reference})`,
      `Perth → Margaret River · Cessna 206 (${allDay.reference})`,
    ]);
    expect(eventOf(calendar, cancelled.reference)).toBeUndefined();
    expect(eventOf(calendar, longAgo.reference)).toBeUndefined();

    // 09:30 in Perth is 01:30 UTC, for an hour.
    const timedEvent = eventOf(calendar, timed.reference)!;
    expect(timedEvent.get('DTSTART')).toBe(`${daysAhead(20).replaceAll('-', '')}T013000Z`);
    expect(timedEvent.get('DTEND')).toBe(`${daysAhead(20).replaceAll('-', '')}T023000Z`);
    expect(timedEvent.get('STATUS')).toBe('CONFIRMED');
    expect(timedEvent.get('DESCRIPTION')!.split('\n')).toEqual([
      `Reference: ${timed.reference}`,
      'Customer: Tess Timed',
      'Party: 2 adults',
      'Passengers: 2',
      'Manifest weight with baggage: 160 kg',
      'Status: accepted',
      `Admin: ${url}/admin/flight-bookings`,
    ]);
    expect(timedEvent.get('URL')).toBe(`${url}/admin/flight-bookings`);

    const dayEvent = eventOf(calendar, allDay.reference)!;
    const dayStart = dayEvent.properties.find((p) => p.name === 'DTSTART')!;
    expect(dayStart.params.VALUE).toBe('DATE');
    expect(dayStart.value).toBe(daysAhead(30).replaceAll('-', ''));
    expect(dayEvent.get('DESCRIPTION')).toContain('Party: 2 adults, 1 child\nPassengers: 3\nManifest weight with baggage: 146 kg\n');
    expect(eventOf(calendar, recentlyFlown.reference)!.get('DESCRIPTION')).toContain('Status: flown');
  });

  it('keeps each event’s UID as the booking changes, and drops a booking once it is cancelled', async () => {
    const made = await makeFeed(people.agent.cookie);
    const first = parseIcs(await (await fetch(made.url)).text());
    const uid = eventOf(first, timed.reference)!.get('UID');
    expect(uid).toBe(`booking-${timed.booking.id}-feed@127.0.0.1`);
    expect(new Set(eventsOf(first).map((e) => e.get('UID'))).size).toBe(3);

    await database.db.update(bookings).set({ status: 'deposit_paid' }).where(eq(bookings.id, timed.booking.id));
    const second = parseIcs(await (await fetch(made.url)).text());
    expect(eventOf(second, timed.reference)!.get('UID')).toBe(uid);
    expect(eventOf(second, timed.reference)!.get('DESCRIPTION')).toContain('Status: deposit paid');

    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, allDay.booking.id));
    const third = parseIcs(await (await fetch(made.url)).text());
    expect(eventOf(third, allDay.reference)).toBeUndefined();
    expect(eventsOf(third)).toHaveLength(2);
  });

  it('ends the old URL at once on a reset, and records who reset it, without the token', async () => {
    const owner = people.owner.cookie;
    const old = await makeFeed(owner);
    expect((await fetch(old.url)).status).toBe(200);
    const fresh = await makeFeed(owner);
    expect(fresh.url).not.toBe(old.url);

    const gone = await fetch(old.url);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { message: string }).message).toBe(UNKNOWN_CALENDAR_FEED);
    expect((await fetch(fresh.url)).status).toBe(200);

    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'calendar_feed_reset'), eq(auditLog.userId, people.owner.id)));
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(entries.at(-1)).toMatchObject({ userEmail: 'owner.feed@example.com', entity: 'admin_user', entityId: String(people.owner.id) });
    expect(entries.at(-1)!.before).toHaveProperty('feedMadeAt');
    const written = JSON.stringify(entries);
    for (const token of tokens) expect(written).not.toContain(token);
  });

  it('gives an editor no feed, and turns a URL off when its person becomes an editor or is deactivated', async () => {
    const editor = people.editor.cookie;
    const refused = await call('/api/admin/calendar-feed/reset', { method: 'POST', cookie: editor });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('Your role cannot see inquiries; ask an owner or agent');
    expect((await call('/api/admin/calendar-feed', { cookie: editor })).status).toBe(403);

    const agentFeed = await makeFeed(people.agent.cookie);
    expect((await fetch(agentFeed.url)).status).toBe(200);
    await database.db.update(adminUsers).set({ role: 'editor' }).where(eq(adminUsers.id, people.agent.id));
    const asEditor = await fetch(agentFeed.url);
    expect(asEditor.status).toBe(410);
    expect(((await asEditor.json()) as { message: string }).message).toBe(CALENDAR_FEED_GONE);
    await database.db.update(adminUsers).set({ role: 'agent', isActive: false }).where(eq(adminUsers.id, people.agent.id));
    expect((await fetch(agentFeed.url)).status).toBe(410);
    await database.db.update(adminUsers).set({ isActive: true }).where(eq(adminUsers.id, people.agent.id));
    expect((await fetch(agentFeed.url)).status).toBe(200);
  });

  it('answers an unknown or malformed URL 404 in plain words', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token', 'x'.repeat(200)]) {
      const response = await call(`/api/calendar/${token}/bookings.ics`);
      expect(response.status, token).toBe(404);
      expect(((await response.json()) as { message: string }).message).toBe(UNKNOWN_CALENDAR_FEED);
    }
  });

  it('never writes a feed token in the log, and writes [redacted] where one was', async () => {
    expect(tokens.size).toBeGreaterThanOrEqual(4);
    expect(log).toContain('/api/calendar/[redacted]/bookings.ics');
    for (const token of tokens) expect(log).not.toContain(token);
  });
});
