/**
 * Two people creating the same missing price (decision 0025): the first create wins (201); the second gets the
 * 409 an update conflict gets, `{ message, issues, current }` with the first one's value and version, so its form
 * offers Reload and Overwrite instead of "already exists". A create carrying that version (Overwrite) replaces it
 * (200); a stale version is a 409 again. The same for every "one row per key" create: destination prices and
 * pricing rules, based on version 0 ("there was none when I opened it").
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflictResponseSchema } from '../../src/domain/api/admin/row-versions';
import type { Database } from '../../src/server/db/database';
import { departureLocations, destinations, regions, routePricing } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall } from '../support/admin-calls';
import { startTestServer, type TestServer } from '../support/server';

describe('the same missing price created twice', () => {
  let server: TestServer;
  let db: Database;
  let ann: AdminCall;
  let ben: AdminCall;
  let wa: number;
  let jandakot: number;
  let raceBay: number;

  beforeAll(async () => {
    server = await startTestServer();
    db = server.database.db;
    await createAdmin(db, 'ann.race@example.com', 'ann race password 1', 'Ann Race', 'editor');
    await createAdmin(db, 'ben.race@example.com', 'ben race password 1', 'Ben Race', 'editor');
    ann = adminCaller(server, await signIn(server, 'ann.race@example.com', 'ann race password 1'));
    ben = adminCaller(server, await signIn(server, 'ben.race@example.com', 'ben race password 1'));
    wa = (await db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
    jandakot = (await db.select().from(departureLocations).where(eq(departureLocations.value, 'jandakot')))[0]!.id;
    const [bay] = await db
      .insert(destinations)
      .values({ name: 'Race Bay', value: 'race-bay', regionId: wa, latitude: -31.6, longitude: 115.7, flightTypes: ['same-day', 'one-way'], bookingUrl: 'https://book.example/race-bay' })
      .returning();
    raceBay = bay!.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  const cell = { aircraftType: '12-passengers', departureLocationId: 0, destinationId: 0, flightType: 'one-way' };
  const key = () => ({ ...cell, departureLocationId: jandakot, destinationId: raceBay });

  it('route price: one 201, the other 409 with the winner’s value and version; nothing of the second is written', async () => {
    const [first, second] = await Promise.all([
      ann('POST', `/api/route-pricing?regionId=${wa}`, { ...key(), price: '450' }),
      ben('POST', `/api/route-pricing?regionId=${wa}`, { ...key(), price: '500' }),
    ]);
    const answers = [first, second].sort((a, b) => a.status - b.status);
    expect(answers.map((a) => a.status)).toEqual([201, 409]);
    const [won, lost] = answers as [(typeof answers)[0], (typeof answers)[0]];
    // The same shape as an update's conflict: who and when in words, and the row as it is now.
    const conflict = conflictResponseSchema.parse(lost.body);
    expect(conflict.message).toMatch(/^Changed by (Ann|Ben) Race at .+ since you opened it$/);
    expect(conflict.issues).toEqual([]);
    expect(conflict.current).toMatchObject({ id: won.body.id, price: won.body.price, version: won.body.version, departureName: expect.any(String), destinationName: 'Race Bay', aircraftType: '12-passengers', flightType: 'one-way' });
    const rows = await db.select().from(routePricing).where(and(eq(routePricing.destinationId, raceBay), eq(routePricing.aircraftType, '12-passengers')));
    expect(rows.map((r) => r.price)).toEqual([`${won.body.price}.00`]);
  });

  it('route price: Overwrite sends the create with that version and replaces it (200); a stale version is a 409 again', async () => {
    const [row] = await db.select().from(routePricing).where(and(eq(routePricing.destinationId, raceBay), eq(routePricing.aircraftType, '12-passengers')));
    const stale = await ann('POST', `/api/route-pricing?regionId=${wa}`, { ...key(), price: '610', version: row!.version + 5 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ version: row!.version, price: Number(row!.price) });

    const overwrite = await ann('POST', `/api/route-pricing?regionId=${wa}`, { ...key(), price: '600', version: row!.version });
    expect(overwrite.status, JSON.stringify(overwrite.body)).toBe(200);
    expect(overwrite.body).toMatchObject({ id: row!.id, price: 600, version: row!.version + 1, updatedBy: 'ann.race@example.com' });
    // Without a version the cell's price is not replaced: the conflict again.
    const blind = await ben('POST', `/api/route-pricing?regionId=${wa}`, { ...key(), price: '1' });
    expect(blind.status).toBe(409);
    expect(blind.body.current).toMatchObject({ price: 600 });
  });

  it('destination price: both opened without one (version 0); the second is a 409 with the first one’s prices', async () => {
    const body = (price: string) => ({ destinationId: raceBay, aircraftType: '8-passengers', sameDayPrice: price, scenicPrice: null, oneWayPrice: null, version: 0 });
    const answers = await Promise.all([
      ann('PUT', `/api/destination-pricing/upsert?regionId=${wa}`, body('700')),
      ben('PUT', `/api/destination-pricing/upsert?regionId=${wa}`, body('750')),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!;
    const lost = answers.find((a) => a.status === 409)!;
    expect(conflictResponseSchema.parse(lost.body).current).toMatchObject({ sameDayPrice: won.body.sameDayPrice, version: won.body.version, aircraftType: '8-passengers' });
  });

  it('pricing rule: both opened without one (version 0); the second is a 409 with the first one’s rate', async () => {
    const body = (basePrice: number) => ({ aircraftType: '12-passengers', appContext: 'twin', basePrice, multipliers: { 'same-day': 1, scenic: 1, 'one-way': 1 }, isActive: true, version: 0 });
    const answers = await Promise.all([ann('PUT', '/api/admin/pricing-rules', body(900)), ben('PUT', '/api/admin/pricing-rules', body(950))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!;
    const lost = answers.find((a) => a.status === 409)!;
    expect(conflictResponseSchema.parse(lost.body).current).toMatchObject({ basePrice: won.body.basePrice, version: won.body.version });
  });
});
