/**
 * Charges in every estimate over real HTTP (decision 0069): staff set a landing and a parking fee on an
 * airfield and a fuel surcharge and a passenger levy on the region (audited, versioned, plain words for bad
 * values); POST /api/calculate-price shows each as a line of its own before the booking fee, the lines add up
 * to the total, the levy prices the party given or every seat, and a change of the fuel surcharge reaches the
 * next quote at once, on a second instance sharing PostgreSQL too.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionSettingsSchema } from '../../src/domain/api/admin/settings';
import { calculatePriceResponseSchema, type CalculatePriceResponse } from '../../src/domain/api/pricing';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/open';
import { auditLog, bookingRequests, destinations, regions } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall } from '../support/admin-calls';
import { testDatabaseKinds, type TestDatabaseHandle } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';
import { timeLimit } from '../support/time-limits';

const PASSWORD = 'charges admin password 1';
/** Priced by the per-hour rule in the seed: no route or destination price for the 6-seater. */
const ROUTE = { aircraftType: '6-passengers', flightType: 'same-day', departure: 'serpentine', destination: 'rottnest-island' };
const FEE = { percent: 5, minimum: 25 };

const sum = (answer: CalculatePriceResponse) => answer.lines.reduce((total, line) => total + line.amount, 0);
const cents = (dollars: number | string) => Math.round(Number(dollars) * 100);

async function quoteAt(url: string, body: Record<string, unknown>) {
  const response = await fetch(`${url}/api/calculate-price`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function priced(url: string, body: Record<string, unknown>): Promise<CalculatePriceResponse> {
  const answer = await quoteAt(url, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const quote = calculatePriceResponseSchema.parse(answer.body);
  expect(sum(quote)).toBe(cents(quote.estimate));
  return quote;
}

const waRegion = async (db: TestDatabaseHandle['db']) => (await db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
const linesOf = (quote: CalculatePriceResponse) => quote.lines.map((l) => [l.kind, l.label, l.amount]);

describe.each(testDatabaseKinds())('charges in every estimate (%s)', (kind) => {
  let server: TestServer;
  let call: AdminCall;
  let regionId: number;
  let rottnestId: number;
  const quote = (more: Record<string, unknown> = {}) => priced(server.url, { ...ROUTE, ...more });
  const saveSettings = async (body: Record<string, unknown>) => {
    const answer = await call('PUT', '/api/admin/settings', { regionId, bookingFee: FEE, ...body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return regionSettingsSchema.parse(answer.body);
  };

  beforeAll(async () => {
    server = await startTestServer({ kind });
    await createAdmin(server.database.db, 'charges.admin@example.com', PASSWORD);
    call = adminCaller(server, await signIn(server, 'charges.admin@example.com', PASSWORD));
    regionId = await waRegion(server.database.db);
    const [rottnest] = await server.database.db.select().from(destinations).where(and(eq(destinations.value, 'rottnest-island'), eq(destinations.regionId, regionId)));
    rottnestId = rottnest!.id;
  });
  afterAll(() => server?.close());

  it('charges nothing while nothing is set: the flight and the booking fee', async () => {
    const plain = await quote();
    expect(plain.lines.map((l) => l.kind)).toEqual(['flight', 'fee']);
    expect(plain.party).toBeNull();
    const settings = regionSettingsSchema.parse((await call('GET', `/api/admin/settings?regionId=${regionId}`)).body);
    expect(settings).toMatchObject({ fuelSurcharge: { percent: 0 }, passengerLevy: { adult: 0, child: null } });
  });

  it("an airfield's landing and parking fees are lines named after it, and the booking fee is charged on them", async () => {
    const before = await quote();
    const saved = await call('PUT', `/api/destinations/${rottnestId}`, { landingFee: 45, parkingFee: '20.50' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ landingFee: 45, parkingFee: 20.5 });
    const after = await quote();
    const flight = before.lines[0]!.amount;
    const fee = Math.max(Math.round(((flight + 4_500 + 2_050) * FEE.percent) / 100), cents(FEE.minimum));
    expect(linesOf(after)).toEqual([
      ['flight', 'Charter flight', flight],
      ['airfield', 'Landing fee, Rottnest Island (YRTI)', 4_500],
      ['airfield', 'Parking fee, Rottnest Island (YRTI)', 2_050],
      ['fee', 'Booking fee', fee],
    ]);
    const entries = await server.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'destination'), eq(auditLog.entityId, String(rottnestId))));
    expect(entries.map((e) => e.after)).toContainEqual(expect.objectContaining({ landingFee: '45.00', parkingFee: '20.50' }));
  });

  it('the fuel surcharge and the passenger levy set in the region settings are in the next quote', async () => {
    const saved = await saveSettings({ fuelSurcharge: { percent: 4.5 }, passengerLevy: { adult: '12', child: '6.00' } });
    expect(saved).toMatchObject({ fuelSurcharge: { percent: 4.5 }, passengerLevy: { adult: 12, child: 6 } });
    const [audited] = await server.database.db.select().from(auditLog).where(eq(auditLog.entity, 'region_settings'));
    expect(audited?.after).toMatchObject({ fuelSurcharge: { percent: 4.5 }, passengerLevy: { adult: 12, child: 6 } });
    const party = await quote({ adults: 2, children: 1 });
    const flight = party.lines[0]!.amount;
    expect(party.party).toEqual({ adults: 2, children: 1 });
    expect(linesOf(party).slice(1, -1)).toEqual([
      ['fuel', 'Fuel surcharge (4.5%)', Math.round((flight * 450) / 10_000)],
      ['airfield', 'Landing fee, Rottnest Island (YRTI)', 4_500],
      ['airfield', 'Parking fee, Rottnest Island (YRTI)', 2_050],
      ['passenger', 'Passenger levy × 2', 2_400],
      ['passenger', 'Passenger levy, children × 1', 600],
    ]);
    expect(party.breakdown?.total).toBe(party.estimate);
  });

  it('without a party, the levy is for every seat of the aircraft, and the line and the answer say so', async () => {
    const seats = await quote({ passengers: 4 });
    expect(seats.party).toBeNull();
    expect(seats.lines.filter((l) => l.kind === 'passenger').map((l) => [l.label, l.amount])).toEqual([['Passenger levy (every seat, 6)', 7_200]]);
  });

  it("labels the charges in the visitor's language", async () => {
    const zh = await quote({ adults: 1, language: 'zh' });
    expect(zh.lines.map((l) => l.label)).toEqual(expect.arrayContaining(['燃油附加费 (4.5%)', '降落费：罗特内斯岛 (YRTI)', '乘客税费 × 1']));
    const hi = await quote({ adults: 1, language: 'hi' });
    expect(hi.lines.map((l) => l.label)).toEqual(expect.arrayContaining(['ईंधन अधिभार (4.5%)', 'पार्किंग शुल्क, रॉटनेस्ट द्वीप (YRTI)']));
  });

  it("a quote made from a booking request starts from the estimate's lines for the request's party", async () => {
    const receipt = await server.post('/api/booking-request', {
      contactName: 'Levy Family', contactEmail: 'levy@example.com', departure: ROUTE.departure, destination: ROUTE.destination, flightType: 'same-day', aircraftType: '6-passengers', passengers: 3, children: 1,
    });
    expect(receipt.status, await receipt.clone().text()).toBe(201);
    const [inquiry] = await server.database.db.select().from(bookingRequests).where(eq(bookingRequests.contactEmail, 'levy@example.com'));
    const made = await call('POST', '/api/admin/quotes', { inquiryId: inquiry!.id });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const estimate = await quote({ adults: 2, children: 1 });
    const lines = (made.body.versions as { lines: { kind: string; label: string; amountCents: number }[] }[])[0]!.lines;
    expect(lines.map((l) => [l.kind, l.label, l.amountCents])).toEqual(
      estimate.lines.map((l) => [{ airfield: 'landing' }[l.kind as 'airfield'] ?? l.kind, l.label, l.amount]),
    );
    expect(lines.map((l) => l.kind)).toEqual(['flight', 'fuel', 'landing', 'landing', 'passenger', 'passenger', 'fee']);
  });

  it('a change of the fuel surcharge is in the very next quote, and a save without the charges keeps them', async () => {
    await saveSettings({ fuelSurcharge: { percent: 7 } });
    expect((await quote({ adults: 1 })).lines.find((l) => l.kind === 'fuel')?.label).toBe('Fuel surcharge (7%)');
    const kept = await saveSettings({});
    expect(kept).toMatchObject({ fuelSurcharge: { percent: 7 }, passengerLevy: { adult: 12, child: 6 } });
    await saveSettings({ fuelSurcharge: { percent: 0 }, passengerLevy: { adult: 0, child: null } });
    expect((await quote({ adults: 1 })).lines.map((l) => l.kind)).toEqual(['flight', 'airfield', 'airfield', 'fee']);
  });

  it('refuses bad charges and a bad party in plain words', async () => {
    const settings: [Record<string, unknown>, string][] = [
      [{ fuelSurcharge: { percent: 150 } }, 'Fuel surcharge percent cannot exceed 100'],
      [{ fuelSurcharge: { percent: -1 } }, 'Fuel surcharge percent cannot be negative'],
      [{ fuelSurcharge: { percent: 4.555 } }, 'Fuel surcharge percent may have at most two decimals'],
      [{ passengerLevy: { adult: 'ten', child: null } }, 'Passenger levy must be'],
      [{ passengerLevy: { adult: 5, child: -2 } }, 'Passenger levy for children cannot be negative'],
    ];
    for (const [body, message] of settings) {
      const answer = await call('PUT', '/api/admin/settings', { regionId, bookingFee: FEE, ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    const fees: [Record<string, unknown>, string][] = [
      [{ landingFee: -5 }, 'Landing fee cannot be negative'],
      [{ parkingFee: 12.345 }, 'Parking fee may have at most two decimals (cents)'],
      [{ landingFee: 'free' }, 'Landing fee must be an amount in A$, such as 45 or 12.50'],
      [{ parkingFee: 1_000_000 }, 'Parking fee must be at most A$100,000'],
    ];
    for (const [body, message] of fees) {
      const answer = await call('PUT', `/api/destinations/${rottnestId}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    const parties: [Record<string, unknown>, string][] = [
      [{ adults: 0, children: 0 }, 'The party must have at least one passenger'],
      [{ adults: -1 }, 'Adults cannot be less than 0'],
      [{ children: 'two' }, 'Children must be a number'],
      [{ adults: 40, children: 20 }, 'The party can be at most 50 passengers'],
    ];
    for (const [body, message] of parties) {
      const answer = await quoteAt(server.url, { ...ROUTE, ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
  });

  it('a blank fee is none: the airfield lines go', async () => {
    const cleared = await call('PUT', `/api/destinations/${rottnestId}`, { landingFee: '', parkingFee: null });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body).toMatchObject({ landingFee: null, parkingFee: null });
    expect((await quote()).lines.map((l) => l.kind)).toEqual(['flight', 'fee']);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a fuel surcharge change reaches a second instance sharing the PostgreSQL database', () => {
  let a: TestServer;
  let second: Awaited<ReturnType<typeof openDatabase>>;
  let b: FastifyInstance;
  let bUrl: string;

  beforeAll(async () => {
    a = await startTestServer({ kind: 'postgres' });
    const first = a.database as TestDatabaseHandle;
    second = await openDatabase({ kind: 'postgres', url: first.url!, poolSize: 2 });
    const config = loadConfig({ DATA_DIR: a.dataDir, LOG_LEVEL: 'silent' });
    // B's version check is off: only the notification can bring it news in time.
    b = await buildApp({ config, database: second, sessionSecret: 'test-secret-'.padEnd(48, 'x'), contentCache: { versionCheckMs: 3_600_000 } });
    bUrl = (await b.listen({ host: '127.0.0.1', port: 0 })).replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    await b?.close();
    await second?.close();
    await a?.close();
  });

  it('the next quote on the other instance carries it', async () => {
    await createAdmin(a.database.db, 'charges.two@example.com', PASSWORD);
    const call = adminCaller(a, await signIn(a, 'charges.two@example.com', PASSWORD));
    const regionId = await waRegion(a.database.db);
    const fuel = async () => (await priced(bUrl, { ...ROUTE, adults: 2 })).lines.find((l) => l.kind === 'fuel')?.label ?? null;
    expect(await fuel()).toBeNull();
    const saved = await call('PUT', '/api/admin/settings', { regionId, bookingFee: FEE, fuelSurcharge: { percent: 3.25 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await expect.poll(fuel, { timeout: timeLimit(5000), interval: 25 }).toBe('Fuel surcharge (3.25%)');
  });
});
