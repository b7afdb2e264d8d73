/**
 * Every URL field over real HTTP: an address with a space or control character anywhere (generated here,
 * at a random position) or one that leaves the site answers 400 with the one plain message, and nothing is
 * written: not the row, not the public read, not a booking click.
 */
import { asc, count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { bookingClicks, departureLocations, destinations, experiences, regions } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const EMAIL = 'links.admin@example.com';
const PASSWORD = 'links admin password 1';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const controlOrSpace = fc.oneof(
  fc.integer({ min: 0x00, max: 0x1f }),
  fc.integer({ min: 0x7f, max: 0x9f }),
  fc.constantFrom(0x20, 0xa0, 0x2028, 0x2029, 0x3000, 0x200b, 0x202e, 0xfeff),
).map((code) => String.fromCodePoint(code));

/** `count` good addresses, each with a control character or space put in at a generated position. */
function hostileAddresses(n: number, seed: number): string[] {
  const base = fc.constantFrom('/\\/evil.example/x', '/objects/uploads/a.webp', 'https://book.example/calendar?x=1', '//evil.example/x');
  return fc.sample(
    fc.tuple(base, fc.nat(), controlOrSpace).map(([value, at, char]) => {
      const i = at % (value.length + 1);
      return value.slice(0, i) + char + value.slice(i);
    }),
    { numRuns: n, seed },
  );
}

describe.each(testDatabaseKinds())('URL fields refuse spaces, control characters and ways off the site (%s)', (kind) => {
  let server: TestServer;
  let db: Database;
  let cookie: string;
  let wa: number;

  async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Any }> {
    const response = await server.fetch(path, {
      method,
      headers: { cookie, origin: server.url, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
    await createAdmin(db, EMAIL, PASSWORD);
    cookie = await signIn(server, EMAIL, PASSWORD);
    wa = (await db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
  });
  afterAll(() => server?.close());

  it("a destination save with '/\\t/evil.example/x' or any generated control character answers 400 in plain words and changes nothing", async () => {
    const [rottnest] = await db.select().from(destinations).where(eq(destinations.value, 'rottnest-island'));
    const publicBefore = await (await server.fetch(`/api/destinations?regionId=${wa}`)).text();
    for (const [i, hostile] of ['/\t/evil.example/x', ...hostileAddresses(12, 9001)].entries()) {
      const field = i % 2 === 0 ? 'bookingUrl' : 'oneWayBookingUrl';
      const label = field === 'bookingUrl' ? 'Booking URL' : 'One-way booking URL';
      const answer = await call('PUT', `/api/destinations/${rottnest!.id}`, { [field]: hostile, name: 'Renamed on a bad save' });
      expect(answer.status, JSON.stringify(hostile)).toBe(400);
      expect(answer.body.message).toBe(`${field}: ${label} must not contain spaces or control characters`);
      expect(answer.body.issues).toEqual([{ path: field, message: `${label} must not contain spaces or control characters` }]);
    }
    const [after] = await db.select().from(destinations).where(eq(destinations.id, rottnest!.id));
    expect(after).toEqual(rottnest);
    expect(await (await server.fetch(`/api/destinations?regionId=${wa}`)).text()).toBe(publicBefore);
  });

  it('refuses each way off the site as a site path, and stores a good address as typed', async () => {
    const [rottnest] = await db.select().from(destinations).where(eq(destinations.value, 'rottnest-island'));
    for (const hostile of ['//evil.example/x', '/\\evil.example', '\\/evil.example', '/.//evil.example', 'https:\\\\evil.example', 'javascript:alert(1)']) {
      const answer = await call('PUT', `/api/destinations/${rottnest!.id}`, { bookingUrl: hostile });
      expect(answer.status, hostile).toBe(400);
      expect(answer.body.message).toBe('bookingUrl: Booking URL must be a web address (https://…) or a path on this site (/…)');
    }
    expect((await db.select().from(destinations).where(eq(destinations.id, rottnest!.id)))[0]!.bookingUrl).toBe(rottnest!.bookingUrl);
    const good = await call('PUT', `/api/destinations/${rottnest!.id}`, { bookingUrl: 'https://book.example/rottnest?seats=3' });
    expect(good.status).toBe(200);
    expect(good.body.bookingUrl).toBe('https://book.example/rottnest?seats=3');
  });

  it('a new experience with a hostile booking link or image address is not created', async () => {
    const countExperiences = async () => (await db.select({ n: count() }).from(experiences))[0]!.n;
    const before = await countExperiences();
    const valid = { title: 'Reef day', description: 'Snorkel', imageUrl: '/objects/uploads/reef.webp', priceDisplay: 'A$500', bookingLink: 'https://book.example/reef' };
    const [first, second] = hostileAddresses(2, 77);
    const badLink = await call('POST', `/api/experiences?regionId=${wa}`, { ...valid, bookingLink: first });
    expect(badLink).toMatchObject({ status: 400, body: { message: 'bookingLink: Booking link must not contain spaces or control characters' } });
    const badImage = await call('POST', `/api/experiences?regionId=${wa}`, { ...valid, imageUrl: second });
    expect(badImage).toMatchObject({ status: 400, body: { message: 'imageUrl: Image URL must not contain spaces or control characters' } });
    expect(await countExperiences()).toBe(before);
  });

  it('a departure save with a hostile training URL or scenic flight URL leaves the departure as it was', async () => {
    const [jandakot] = await db.select().from(departureLocations).where(eq(departureLocations.value, 'jandakot'));
    const training = await call('PUT', `/api/departure-locations/${jandakot!.id}`, { trainingUrls: { '3-passengers': 'https://train.example/\n3' } });
    expect(training).toMatchObject({ status: 400, body: { message: 'trainingUrls.3-passengers: Training URL for 3 Passengers (3-passengers) must not contain spaces or control characters' } });
    const scenic = await call('PUT', `/api/departure-locations/${jandakot!.id}`, { scenicFlightUrl: '\u0000https://scenic.example' });
    expect(scenic).toMatchObject({ status: 400, body: { message: 'scenicFlightUrl: Scenic flight URL must not contain spaces or control characters' } });
    expect((await db.select().from(departureLocations).where(eq(departureLocations.id, jandakot!.id)))[0]).toEqual(jandakot);
  });

  it('a public booking click with a hostile link answers 400 and records no click', async () => {
    const clicks = async () => db.select().from(bookingClicks).orderBy(asc(bookingClicks.id));
    const before = await clicks();
    for (const bookingUrl of ['https://book.example/\tx', '/\r\n/evil.example', '//evil.example']) {
      const response = await server.post('/api/booking-clicks', { aircraftType: '3-passengers', flightType: 'same-day', bookingUrl });
      expect(response.status, JSON.stringify(bookingUrl)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/^bookingUrl: Booking URL must /);
    }
    expect(await clicks()).toEqual(before);
  });
});
