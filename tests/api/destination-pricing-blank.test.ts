/**
 * What a blank destination price means on the public quote (decision 0029), as Manage
 * Pricing now says it: an aircraft with no destination price is left to the per-hour rule; once it has one,
 * a blank flight type is NOT AVAILABLE; 'Not flown' (every price blank) is NOT AVAILABLE; a route price wins
 * over all of it, and GET /api/admin/route-overrides names where one does.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeOverrideListSchema } from '../../src/domain/api/admin/route-overrides';
import { destinations } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall } from '../support/admin-calls';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const PASSWORD = 'blank prices password 1';
const SIX = '6-passengers';

describe.each(testDatabaseKinds())('a blank destination price on the public quote (%s)', (kind) => {
  let server: TestServer;
  let call: AdminCall;
  let rottnest: number;

  const quote = async (flightType: string, departure = 'serpentine') => {
    const response = await server.post('/api/calculate-price', { aircraftType: SIX, flightType, departure, destination: 'rottnest-island' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { estimate: number | string; breakdown: { source: string; basePrice: number } | null };
    return { estimate: body.estimate, source: body.breakdown?.source ?? null, basePrice: body.breakdown?.basePrice ?? null };
  };
  const save = async (prices: { sameDayPrice: number | null; oneWayPrice: number | null }) => {
    const answer = await call('PUT', '/api/destination-pricing/upsert', { destinationId: rottnest, aircraftType: SIX, scenicPrice: null, ...prices });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer({ kind });
    await createAdmin(server.database.db, 'blank.admin@example.com', PASSWORD);
    call = adminCaller(server, await signIn(server, 'blank.admin@example.com', PASSWORD));
    rottnest = (await server.database.db.select().from(destinations).where(eq(destinations.value, 'rottnest-island')))[0]!.id;
  });
  afterAll(() => server?.close());

  it('leaves an aircraft without a destination price to the per-hour rule', async () => {
    expect(await quote('same-day')).toMatchObject({ source: 'rule' });
    expect(await quote('one-way')).toMatchObject({ source: 'rule' });
  });

  it('once the aircraft has a price here, quotes it and makes a blank flight type NOT AVAILABLE', async () => {
    await save({ sameDayPrice: 2000, oneWayPrice: null });
    expect(await quote('same-day')).toMatchObject({ source: 'destination', basePrice: 2000 });
    expect(await quote('one-way')).toMatchObject({ estimate: 'NOT AVAILABLE', source: null });
  });

  it("quotes NOT AVAILABLE for 'Not flown' (every price blank), while a route price from another departure still wins", async () => {
    await save({ sameDayPrice: null, oneWayPrice: null });
    expect(await quote('same-day')).toMatchObject({ estimate: 'NOT AVAILABLE' });
    expect(await quote('one-way')).toMatchObject({ estimate: 'NOT AVAILABLE' });
    expect(await quote('same-day', 'jandakot')).toMatchObject({ source: 'route' });
  });

  it('names the route prices that win over the destination price, per aircraft and flight type', async () => {
    const answer = await call('GET', `/api/admin/route-overrides/${rottnest}`);
    expect(answer.status).toBe(200);
    const overrides = routeOverrideListSchema.parse(answer.body);
    const six = overrides.find((o) => o.aircraftType === SIX && o.flightType === 'same-day');
    expect(six?.departures.map((d) => d.name)).toEqual(expect.arrayContaining([expect.stringMatching(/Jandakot/)]));
    // Serpentine flies scenic flights only: no route price from there, so the destination price applies.
    expect(six?.departures.map((d) => d.name)).not.toEqual(expect.arrayContaining([expect.stringMatching(/Serpentine/)]));
    expect(overrides.some((o) => o.aircraftType === '12-passengers')).toBe(false);
  });

  it('answers 404 for an unknown destination and 401 without a session', async () => {
    const missing = await call('GET', '/api/admin/route-overrides/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Destination 999999 was not found');
    expect((await server.fetch(`/api/admin/route-overrides/${rottnest}`)).status).toBe(401);
  });
});
