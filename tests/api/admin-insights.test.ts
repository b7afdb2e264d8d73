import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingClicks, regionSettings } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

describe.each(testDatabaseKinds())('admin settings, audit log and booking analytics (%s)', (kind) => {
  let server: TestServer;
  let cookie: string;

  const call = async (method: string, path: string, body?: unknown) => {
    const response = await server.fetch(path, {
      method,
      headers: { cookie, origin: server.url, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & { message?: string } };
  };
  const fee = async () =>
    ((await (await server.post('/api/calculate-price', { aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island', passengers: 4, regionId: 1 })).json()) as {
      breakdown: { basePrice: number; bookingFee: number };
    }).breakdown;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    await createAdmin(server.database.db, 'insights@example.com', 'insights password 1');
    cookie = await signIn(server, 'insights@example.com', 'insights password 1');
  });
  afterAll(async () => server?.close());

  it('shows the booking fee in force, changes it, and the next estimate uses it', async () => {
    const initial = await call('GET', '/api/admin/settings?regionId=1');
    expect(initial.status).toBe(200);
    expect(initial.body).toMatchObject({ regionId: 1, bookingFee: { percent: expect.any(Number), minimum: expect.any(Number) } });
    // A region without a setting of its own shows the documented default (5 %, A$25 minimum).
    const qld = ((await (await server.fetch('/api/regions')).json()) as { id: number; code: string }[]).find((r) => r.code === 'QLD')!.id;
    await server.database.db.delete(regionSettings).where(eq(regionSettings.regionId, qld));
    expect((await call('GET', `/api/admin/settings?regionId=${qld}`)).body).toEqual({ regionId: qld, bookingFee: { percent: 5, minimum: 25 }, fuelSurcharge: { percent: 0 }, passengerLevy: { adult: 0, child: null }, isDefault: true, version: 0, updatedAt: null, updatedBy: null });
    const before = await fee();
    const saved = await call('PUT', '/api/admin/settings', { regionId: 1, bookingFee: { percent: 10, minimum: 40.5 } });
    expect(saved.body).toEqual({ regionId: 1, bookingFee: { percent: 10, minimum: 40.5 }, fuelSurcharge: { percent: 0 }, passengerLevy: { adult: 0, child: null }, isDefault: false, version: expect.any(Number), updatedAt: expect.any(String), updatedBy: expect.any(String) });
    const after = await fee();
    expect(after.bookingFee).toBe(Math.max(Math.round(before.basePrice * 10) / 100, 40.5));
    expect((await call('GET', '/api/admin/settings?regionId=999')).status).toBe(404);
    const bad = await call('PUT', '/api/admin/settings', { regionId: 1, bookingFee: { percent: 120, minimum: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/cannot exceed 100|cannot be negative/);
  });

  it('pages the audit log newest first and filters by entity', async () => {
    const first = await call('GET', '/api/admin/audit-log?limit=1');
    const items = first.body.items as { id: number; action: string; entity: string; userEmail: string; before: unknown; after: unknown }[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ action: 'update', entity: 'region_settings', userEmail: 'insights@example.com' });
    expect(items[0]!.after).toMatchObject({ bookingFee: { percent: 10 } });
    const next = await call('GET', `/api/admin/audit-log?limit=1&before=${first.body.nextBefore}`);
    expect((next.body.items as { id: number }[])[0]!.id).toBeLessThan(items[0]!.id);
    const logins = await call('GET', '/api/admin/audit-log?entity=admin_user');
    expect((logins.body.items as { action: string }[]).every((i) => i.action === 'login' || i.action === 'logout')).toBe(true);
    expect((await call('GET', '/api/admin/audit-log?limit=0')).status).toBe(400);
  });

  it('counts booking clicks of the last 30 days per route, aircraft, partner and day', async () => {
    const click = (partner?: string) =>
      server.post('/api/booking-clicks', { aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island', regionId: 1, ...(partner ? { partner } : {}) });
    for (const partner of ['hotel-x', 'hotel-x', undefined]) expect((await click(partner)).status).toBeLessThan(300);
    await server.database.db.insert(bookingClicks).values({ aircraftType: '6-passengers', flightType: 'one-way', departure: 'jandakot', destination: 'albany', regionId: 1, createdAt: new Date(Date.now() - 40 * 86_400_000) });
    const { status, body } = await call('GET', '/api/admin/analytics/booking-clicks?regionId=1&days=30');
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    expect(body.byRoute).toEqual([{ departure: 'jandakot', destination: 'rottnest-island', clicks: 3 }]);
    expect(body.byAircraft).toEqual([{ aircraftType: '3-passengers', clicks: 3 }]);
    expect(body.byPartner).toEqual([{ partner: 'hotel-x', clicks: 2 }, { partner: 'Direct', clicks: 1 }]);
    expect((body.byDay as { clicks: number }[]).reduce((sum, d) => sum + d.clicks, 0)).toBe(3);
    expect(((await call('GET', '/api/admin/analytics/booking-clicks?days=60')).body.total)).toBe(4);
    expect((await call('GET', '/api/admin/analytics/booking-clicks?days=0')).status).toBe(400);
  });
});
