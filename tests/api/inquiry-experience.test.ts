/**
 * A booking request made for an experience (its Book Flight, decision 0054): POST /api/booking-request with
 * `experienceId` stores the experience's id and its title at that moment, which the admin record reads; an
 * experience that is not on the site (unknown, inactive, of another region) is refused with 400 in plain words
 * and nothing is stored.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequests, experiences, regions } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const ROTTNEST = 'On demand Air-Taxi to Wadjemup (Rottnest) Island';

describe.each(testDatabaseKinds())('a booking request for an experience (%s)', (kind) => {
  let server: TestServer;
  let wa: number;
  let qld: number;
  let cookie: string;
  let address = 0;
  const visitor = () => ({ 'x-forwarded-for': `10.79.${kind === 'pglite' ? 1 : 2}.${++address}` });

  const booking = (patch: Record<string, unknown>) => ({
    aircraftType: '3-passengers',
    flightType: 'same-day',
    departure: 'jandakot',
    destination: 'rottnest-island',
    passengers: 2,
    date: daysFromNow(30),
    contactName: 'Experience Guest',
    contactEmail: 'guest@example.com',
    estimate: 'From A$650',
    regionId: wa,
    ...patch,
  });
  const experienceId = async (title: string) => {
    const [row] = await server.database.db.select({ id: experiences.id }).from(experiences).where(eq(experiences.title, title));
    if (!row) throw new Error(`the seed has no experience ${title}`);
    return row.id;
  };

  beforeAll(async () => {
    server = await startTestServer({ kind, env: { TRUST_PROXY: '127.0.0.1' } });
    const rows = await server.database.db.select({ id: regions.id, code: regions.code }).from(regions);
    wa = rows.find((r) => r.code === 'WA')!.id;
    qld = rows.find((r) => r.code === 'QLD')!.id;
    await createAdmin(server.database.db, 'experience-inquiries@example.com', 'correct horse battery staple');
    cookie = await signIn(server, 'experience-inquiries@example.com', 'correct horse battery staple');
  });
  afterAll(async () => server?.close());

  it('stores the experience and its title, and the admin record reads them', async () => {
    const id = await experienceId(ROTTNEST);
    const response = await server.post('/api/booking-request', booking({ experienceId: id, contactName: 'Rottnest Guest' }), visitor());
    expect(response.status).toBe(201);
    const { id: inquiryId } = (await response.json()) as { id: number };
    const [row] = await server.database.db.select().from(bookingRequests).where(eq(bookingRequests.id, inquiryId));
    expect(row).toMatchObject({ experienceId: id, experienceTitle: ROTTNEST, estimate: 'From A$650' });

    const detail = await server.fetch(`/api/admin/booking-requests/${inquiryId}`, { headers: { cookie } });
    expect(detail.status).toBe(200);
    expect(await detail.json()).toMatchObject({ experienceId: id, experienceTitle: ROTTNEST });

    // Renamed later, the record still says what the visitor booked.
    await server.database.db.update(experiences).set({ title: 'Rottnest Air Taxi (renamed)' }).where(eq(experiences.id, id));
    const again = (await (await server.fetch(`/api/admin/booking-requests/${inquiryId}`, { headers: { cookie } })).json()) as { experienceTitle: string };
    expect(again.experienceTitle).toBe(ROTTNEST);
    await server.database.db.update(experiences).set({ title: ROTTNEST }).where(eq(experiences.id, id));
  });

  it('a request without an experience stores none', async () => {
    const response = await server.post('/api/booking-request', booking({ contactName: 'Plain Flight' }), visitor());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = await server.database.db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
    expect(row).toMatchObject({ experienceId: null, experienceTitle: null });
  });

  it('refuses an experience that is not on the site with 400 in plain words, storing nothing', async () => {
    const id = await experienceId(ROTTNEST);
    const [inactive] = await server.database.db.insert(experiences).values({ regionId: wa, title: 'Retired Trip', description: 'Gone', imageUrl: '/x.webp', priceDisplay: 'From A$1', bookingLink: 'https://book.skycharter.example/x', isActive: false }).returning({ id: experiences.id });
    const before = (await server.database.db.select({ id: bookingRequests.id }).from(bookingRequests)).length;
    for (const [patch, expected] of [
      [{ experienceId: 99_999 }, 'Experience 99999 is not on the site; choose one of the experiences listed'],
      [{ experienceId: inactive!.id }, `Experience ${inactive!.id} is not on the site; choose one of the experiences listed`],
      [{ experienceId: id, regionId: qld, departure: 'YCAB', destination: 'YBNA' }, `Experience ${id} is not on the site; choose one of the experiences listed`],
      [{ experienceId: 'abc' }, /experienceId/],
    ] as const) {
      const response = await server.post('/api/booking-request', booking(patch), visitor());
      expect(response.status, JSON.stringify(patch)).toBe(400);
      const body = (await response.json()) as { message: string; issues: { path: string }[] };
      if (typeof expected === 'string') expect(body.message).toBe(expected);
      else expect(body.message).toMatch(expected);
      expect(body.issues.map((issue) => issue.path)).toContain('experienceId');
    }
    expect((await server.database.db.select({ id: bookingRequests.id }).from(bookingRequests)).length).toBe(before);
  });
});
