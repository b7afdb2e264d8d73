import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeFunnel, HomeNewInquiries } from '../../src/domain/api/admin/home';
import { estimateCounts } from '../../src/server/db/schema';
import { rowsOf } from '../../src/server/db/rows';
import { createAdmin, signIn } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const ZONE = 'Australia/Perth';
const ROUTE = { aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island', regionId: 1 } as const;
const BOOKING = { ...ROUTE, passengers: 2, date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10), contactName: 'Home Page', contactEmail: 'home@example.com', estimate: 900 };

describe.each(testDatabaseKinds())('the admin home page (%s)', (kind) => {
  let server: TestServer;
  const cookies: Record<'owner' | 'agent' | 'editor', string> = { owner: '', agent: '', editor: '' };
  let address = 0;
  const visitor = () => ({ 'x-forwarded-for': `10.88.${kind === 'pglite' ? 1 : 2}.${++address}` });

  const get = async <T>(path: string, who: keyof typeof cookies = 'owner') => {
    const response = await server.fetch(path, { headers: { cookie: cookies[who] } });
    return { status: response.status, body: (await response.json()) as T & { message?: string } };
  };
  /** Counted by the database itself, not by the service: since Monday 00:00 in the zone, as PostgreSQL reckons it. */
  const rawCount = async (from: string, where = 'true') => {
    const weekStart = sql.raw(`date_trunc('week', now() at time zone '${ZONE}') at time zone '${ZONE}'`);
    const column = from === 'estimate_counts' ? sql.raw('coalesce(sum(estimates), 0)') : sql.raw('count(*)');
    const stamp = sql.raw(from === 'estimate_counts' ? 'period_start' : 'created_at');
    const result = await server.database.db.execute(sql`select ${column}::int as n from ${sql.raw(from)} where ${stamp} >= ${weekStart} and ${sql.raw(where)}`);
    return rowsOf<{ n: number }>(result)[0]!.n;
  };

  beforeAll(async () => {
    server = await startTestServer({ kind });
    for (const role of ['owner', 'agent', 'editor'] as const) {
      await createAdmin(server.database.db, `home-${role}@example.com`, 'home page password 1', null, role);
      cookies[role] = await signIn(server, `home-${role}@example.com`, 'home page password 1');
    }
  });
  afterAll(async () => server?.close());

  it("counts this week's estimates, Book Now clicks and inquiries, in all, by route with names and by partner", async () => {
    for (const partner of ['hotel-x', 'hotel-x', undefined]) {
      expect((await server.post('/api/calculate-price', { ...ROUTE, passengers: 4, ...(partner ? { partner } : {}) }, visitor())).status).toBe(200);
    }
    // A scenic flight returns to its departure: counted as jandakot to jandakot.
    expect((await server.post('/api/calculate-price', { ...ROUTE, flightType: 'scenic', destination: undefined }, visitor())).status).toBe(200);
    expect((await server.post('/api/booking-clicks', { ...ROUTE, partner: 'hotel-x' }, visitor())).status).toBe(201);
    expect((await server.post('/api/booking-request', { ...BOOKING, partner: 'hotel-x' }, visitor())).status).toBe(201);
    // Last week's estimates are not this week's.
    await server.database.db.insert(estimateCounts).values({ periodStart: new Date(Date.now() - 8 * 86_400_000), departure: 'jandakot', destination: 'rottnest-island', partner: 'hotel-x', estimates: 50 });

    const { status, body } = await get<HomeFunnel>(`/api/admin/home/funnel?timeZone=${encodeURIComponent(ZONE)}`);
    expect(status).toBe(200);
    expect(body.timeZone).toBe(ZONE);
    expect(body.totals).toEqual({
      estimates: await rawCount('estimate_counts'),
      clicks: await rawCount('booking_clicks'),
      inquiries: (await rawCount('booking_requests')) + (await rawCount('wechat_requests')),
    });
    expect(body.totals.estimates).toBe(4);
    const route = body.byRoute.find((r) => r.departure === 'jandakot' && r.destination === 'rottnest-island');
    expect(route).toMatchObject({ departureName: expect.stringMatching(/^Jandakot Airport/), estimates: 3, clicks: 1, inquiries: 1 });
    expect(route!.destinationName).toMatch(/Rottnest/);
    expect(body.byRoute.find((r) => r.departure === 'jandakot' && r.destination === 'jandakot')).toMatchObject({ estimates: 1, clicks: 0, inquiries: 0 });
    expect(body.byPartner.find((p) => p.partner === 'hotel-x')).toEqual({ partner: 'hotel-x', estimates: 2, clicks: 1, inquiries: 1 });
    expect(body.byPartner.find((p) => p.partner === 'Direct')?.estimates).toBe(2);
  });

  it('starts the week on Monday 00:00 in the zone asked for, UTC when none is given', async () => {
    const perth = await get<HomeFunnel>(`/api/admin/home/funnel?timeZone=${encodeURIComponent(ZONE)}`);
    const utc = await get<HomeFunnel>('/api/admin/home/funnel');
    expect(utc.body.timeZone).toBe('UTC');
    expect(new Date(utc.body.since).getUTCDay()).toBe(1);
    expect(new Date(utc.body.since).toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(new Date(perth.body.since).toISOString()).toMatch(/T16:00:00\.000Z$/);
  });

  it('refuses a time zone it does not know with 400 in plain words', async () => {
    const { status, body } = await get('/api/admin/home/funnel?timeZone=Mars%2FOlympus');
    expect(status).toBe(400);
    expect(body.message).toMatch(/Time zone must be a name such as Australia\/Perth/);
  });

  it('counts the inquiries at status new and lists the newest with their places by name', async () => {
    const sent = await server.post('/api/booking-request', { ...BOOKING, contactName: 'Newest Visitor' }, visitor());
    const { reference } = (await sent.json()) as { reference: string };
    const { status, body } = await get<HomeNewInquiries>('/api/admin/home/new-inquiries', 'agent');
    expect(status).toBe(200);
    const counted = rowsOf<{ n: number }>(
      await server.database.db.execute(sql`select ((select count(*) from booking_requests where status = 'new') + (select count(*) from wechat_requests where status = 'new'))::int as n`),
    )[0]!.n;
    expect(body.total).toBe(counted);
    expect(body.newest.length).toBeLessThanOrEqual(5);
    expect(body.newest[0]).toMatchObject({ kind: 'booking', reference, name: 'Newest Visitor', departure: expect.stringMatching(/^Jandakot Airport/) });
  });

  it("counts as overdue what is not closed and whose follow-up day is before the staff member's today; a bad day is refused", async () => {
    for (const contactName of ['Due One', 'Due Two', 'Due Three']) expect((await server.post('/api/booking-request', { ...BOOKING, contactName }, visitor())).status).toBe(201);
    await server.database.db.execute(sql`update booking_requests set follow_up_on = null, status = 'new'`);
    const ids = rowsOf<{ id: number }>(await server.database.db.execute(sql`select id from booking_requests order by id limit 3`)).map((r) => r.id);
    expect(ids).toHaveLength(3);
    await server.database.db.execute(sql`update booking_requests set follow_up_on = '2026-11-20' where id = ${ids[0]}`);
    await server.database.db.execute(sql`update booking_requests set follow_up_on = '2026-11-20', status = 'closed' where id = ${ids[1]}`);
    await server.database.db.execute(sql`update booking_requests set follow_up_on = '2026-11-26' where id = ${ids[2]}`);
    await server.database.db.execute(sql`update wechat_requests set follow_up_on = null`);
    expect((await get<HomeNewInquiries>('/api/admin/home/new-inquiries?today=2026-11-26', 'agent')).body.overdue).toBe(1);
    // The next day, the one due on the 26th is overdue too.
    expect((await get<HomeNewInquiries>('/api/admin/home/new-inquiries?today=2026-11-27', 'agent')).body.overdue).toBe(2);
    const bad = await get('/api/admin/home/new-inquiries?today=26/11/2026', 'agent');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Today must be a date such as 2026-11-26');
  });

  it('shows each role only its part: an agent no funnel, an editor no inquiries (403 in plain words)', async () => {
    const agent = await get('/api/admin/home/funnel', 'agent');
    expect(agent.status).toBe(403);
    expect(agent.body.message).toBe('Your role cannot see Book Now clicks');
    const editor = await get('/api/admin/home/new-inquiries', 'editor');
    expect(editor.status).toBe(403);
    expect(editor.body.message).toBe('Your role cannot see inquiries; ask an owner or agent');
    expect((await get('/api/admin/home/funnel', 'editor')).status).toBe(200);
    expect((await server.fetch('/api/admin/home/funnel')).status).toBe(401);
  });
});
