/**
 * Home airfields, positioning and trips over real HTTP (decision 0070): staff set an aircraft's home airfield
 * and positioning charge (audited, versioned, refusals in words); a one-way flight from elsewhere adds the leg
 * out and the leg home, with a summary in the visitor's language; a change reaches the next quote at once;
 * POST /api/calculate-trip prices a trip of several legs as one estimate and refuses bad trips in words.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeAirfieldSchema } from '../../src/domain/api/admin/home-airfields';
import { calculatePriceResponseSchema, type CalculatePriceResponse } from '../../src/domain/api/pricing';
import { calculateTripResponseSchema, type CalculateTripResponse } from '../../src/domain/api/trip';
import { TRIP_REFUSAL_CODE } from '../../src/domain/trip-params';
import { auditLog, bookingRequests, departureLocations, destinations, regions } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall } from '../support/admin-calls';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const PASSWORD = 'positioning admin password 1';
/** 12:00 on Wednesday 2 December 2026 in Perth. */
const NOW = new Date('2026-12-02T04:00:00.000Z');
const DAY = '2026-12-09';
const NEXT_DAY = '2026-12-10';
/** Priced by the per-hour rule in the seed (A$780 an hour). */
const AIRCRAFT = '6-passengers';
const ONE_WAY = { aircraftType: AIRCRAFT, flightType: 'one-way', departure: 'perth-airport', destination: 'rottnest-island', date: DAY };

const sum = (lines: { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);
const cents = (dollars: number | string) => Math.round(Number(dollars) * 100);

async function post(url: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(testDatabaseKinds())('home airfields, positioning and trips (%s)', (kind) => {
  let server: TestServer;
  let call: AdminCall;
  let regionId: number;
  let jandakotId: number;

  const price = async (body: Record<string, unknown> = ONE_WAY, headers: Record<string, string> = {}): Promise<CalculatePriceResponse> => {
    const answer = await post(server.url, '/api/calculate-price', body, headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const quote = calculatePriceResponseSchema.parse(answer.body);
    expect(sum(quote.lines)).toBe(cents(quote.estimate));
    return quote;
  };
  const trip = async (body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<CalculateTripResponse> => {
    const answer = await post(server.url, '/api/calculate-trip', { aircraftType: AIRCRAFT, regionId, passengers: 4, ...body }, headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const parsed = calculateTripResponseSchema.parse(answer.body);
    expect(sum(parsed.lines)).toBe(cents(parsed.total));
    return parsed;
  };
  const refusal = async (body: Record<string, unknown>) => {
    const answer = await post(server.url, '/api/calculate-trip', { aircraftType: AIRCRAFT, regionId, passengers: 4, ...body });
    expect(answer.status).toBe(400);
    return String(answer.body.message);
  };
  const home = { unit: 'ferry-rate', value: 600, freeRadiusKm: 0, waitingRate: 120 };

  beforeAll(async () => {
    server = await startTestServer({ kind, now: () => NOW });
    await createAdmin(server.database.db, 'homes.admin@example.com', PASSWORD);
    call = adminCaller(server, await signIn(server, 'homes.admin@example.com', PASSWORD));
    const db = server.database.db;
    regionId = (await db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
    jandakotId = (await db.select().from(departureLocations).where(and(eq(departureLocations.value, 'jandakot'), eq(departureLocations.regionId, regionId))))[0]!.id;
  });
  afterAll(() => server?.close());

  it('adds no positioning while the aircraft has no home airfield', async () => {
    const quote = await price();
    expect(quote.lines.map((l) => l.kind)).toEqual(['flight', 'fee']);
    expect(quote.summary).toBeNull();
  });

  it('refuses a home airfield outside the region and a negative charge, beside the field', async () => {
    const [other] = await server.database.db.select().from(regions).where(eq(regions.code, 'QLD'));
    const [qldPlace] = await server.database.db.select().from(departureLocations).where(eq(departureLocations.regionId, other!.id));
    const outside = await call('POST', '/api/admin/home-airfields', { regionId, aircraftType: AIRCRAFT, departureLocationId: qldPlace!.id, ...home });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe('The home airfield must be a departure location of this region');
    expect(outside.body.issues).toEqual([expect.objectContaining({ path: 'departureLocationId' })]);
    const negative = await call('POST', '/api/admin/home-airfields', { regionId, aircraftType: AIRCRAFT, departureLocationId: jandakotId, ...home, value: -5 });
    expect(negative.status).toBe(400);
    expect(JSON.stringify(negative.body)).toContain('The positioning charge cannot be negative');
  });

  it('a one-way flight from elsewhere adds the leg out from home and the leg home, and says so in the visitor\'s language', async () => {
    const created = await call('POST', '/api/admin/home-airfields', { regionId, aircraftType: AIRCRAFT, departureLocationId: jandakotId, ...home });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(homeAirfieldSchema.parse(created.body)).toMatchObject({ aircraftType: AIRCRAFT, unit: 'ferry-rate', value: 600, waitingRate: 120, version: 1 });
    const twice = await call('POST', '/api/admin/home-airfields', { regionId, aircraftType: AIRCRAFT, departureLocationId: jandakotId, ...home });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('This aircraft already has a home airfield in this region: change that one');

    const quote = await price();
    expect(quote.lines.map((l) => [l.kind, l.label])).toEqual([
      ['flight', 'Charter flight'],
      ['positioning', 'Positioning from Jandakot Airport (YPJT)'],
      ['positioning', 'Return of the aircraft to Jandakot Airport (YPJT)'],
      ['fee', 'Booking fee'],
    ]);
    for (const line of quote.lines) expect(line.amount).toBeGreaterThan(0);
    expect(quote.summary).toBe('Includes positioning from Jandakot Airport (YPJT) and the return of the aircraft to Jandakot Airport (YPJT)');
    const zh = await price({ ...ONE_WAY, language: 'zh' });
    expect(zh.summary).toBe('含从Jandakot Airport (YPJT)调机及飞机返回Jandakot Airport (YPJT)');
    expect(zh.lines.filter((l) => l.kind === 'positioning').map((l) => l.label)).toEqual(['从Jandakot Airport (YPJT)调机', '飞机返回Jandakot Airport (YPJT)']);

    // From home, one way: only the return; a return flight from home: nothing.
    const fromHome = await price({ ...ONE_WAY, departure: 'jandakot' });
    expect(fromHome.lines.filter((l) => l.kind === 'positioning').map((l) => l.label)).toEqual(['Return of the aircraft to Jandakot Airport (YPJT)']);
    expect(fromHome.summary).toBe('Includes the return of the aircraft to Jandakot Airport (YPJT)');
    const returnFromHome = await price({ ...ONE_WAY, departure: 'jandakot', flightType: 'same-day' });
    expect(returnFromHome.summary).toBeNull();
    expect(returnFromHome.lines.some((l) => l.kind === 'positioning')).toBe(false);

    const [audit] = await server.database.db.select().from(auditLog).where(eq(auditLog.entity, 'home_airfields'));
    expect(audit).toMatchObject({ action: 'create', userEmail: 'homes.admin@example.com' });
  });

  it('a change of the home airfield reaches the next quote: a free radius covering the airport, then no home at all', async () => {
    const [row] = (await call('GET', `/api/admin/home-airfields?regionId=${regionId}`)).body as { id: number; version: number }[];
    const before = await price();
    const wider = await call('PUT', `/api/admin/home-airfields/${row!.id}`, { regionId, aircraftType: AIRCRAFT, departureLocationId: jandakotId, ...home, freeRadiusKm: 30, version: row!.version });
    expect(wider.status, JSON.stringify(wider.body)).toBe(200);
    const near = await price();
    // Perth Airport is within 30 km of Jandakot; Rottnest Island is not.
    expect(near.lines.filter((l) => l.kind === 'positioning').map((l) => l.label)).toEqual(['Return of the aircraft to Jandakot Airport (YPJT)']);
    expect(cents(near.estimate)).toBeLessThan(cents(before.estimate));
    const stale = await call('PUT', `/api/admin/home-airfields/${row!.id}`, { regionId, aircraftType: AIRCRAFT, departureLocationId: jandakotId, ...home, version: row!.version });
    expect(stale.status).toBe(409);
    const percent = await call('PUT', `/api/admin/home-airfields/${row!.id}`, { regionId, aircraftType: AIRCRAFT, departureLocationId: jandakotId, ...home, unit: 'hourly-percent', value: 50, version: row!.version + 1 });
    expect(percent.status, JSON.stringify(percent.body)).toBe(200);
    const halfRate = await price();
    const back = halfRate.lines.find((l) => l.label.startsWith('Return'))!;
    const full = before.lines.find((l) => l.label.startsWith('Return'))!;
    // Half of A$780 an hour instead of A$600 an hour, for the same minutes.
    expect(back.amount).toBe(Math.round((full.amount * 390) / 600));
    const removed = await call('DELETE', `/api/admin/home-airfields/${row!.id}`, { version: row!.version + 2 });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await price()).summary).toBeNull();
    const restored = await call('POST', '/api/admin/home-airfields', { regionId, aircraftType: AIRCRAFT, departureLocationId: jandakotId, ...home });
    expect(restored.status).toBe(201);
  });

  it('prices a three-leg trip A to B, B to C, C to A in one call, with waiting, and the lines add up', async () => {
    const answer = await trip({
      legs: [
        { from: 'jandakot', to: 'rottnest-island', date: DAY, waitMinutes: 90 },
        { from: 'rottnest-island', to: 'margaret-river', date: DAY },
        { from: 'margaret-river', to: 'jandakot', date: NEXT_DAY },
      ],
    });
    expect(answer.lines.map((l) => [l.kind, l.label])).toEqual([
      ['flight', 'Leg 1: Jandakot Airport (YPJT) – Rottnest Island (YRTI)'],
      ['flight', 'Leg 2: Rottnest Island (YRTI) – Margaret River (YMGT)'],
      ['flight', 'Leg 3: Margaret River (YMGT) – Jandakot Airport (YPJT)'],
      ['waiting', 'Waiting at Rottnest Island (YRTI) (90 min)'],
      ['fee', 'Booking fee'],
    ]);
    expect(answer.lines.find((l) => l.kind === 'waiting')!.amount).toBe(18_000);
    expect(answer.legs.map((l) => [l.from, l.to, l.date])).toEqual([
      ['jandakot', 'rottnest-island', DAY],
      ['rottnest-island', 'margaret-river', DAY],
      ['margaret-river', 'jandakot', NEXT_DAY],
    ]);
    for (const leg of answer.legs) {
      expect(leg.distanceKm).toBeGreaterThan(0);
      expect(leg.flightMinutes).toBeGreaterThan(5);
    }
    expect(answer.positioning).toEqual([]);
    expect(answer.summary).toBeNull();
    // Each leg is the one-way price calculate-price answers for it.
    const single = await price({ ...ONE_WAY, departure: 'jandakot' });
    expect(answer.lines[0]!.amount).toBe(single.lines[0]!.amount);
  });

  it('carries the trip into an inquiry, which staff read with its legs and make a quote from with the trip\'s lines', async () => {
    const legs = [
      { from: 'jandakot', to: 'rottnest-island', date: DAY, waitMinutes: 90 },
      { from: 'rottnest-island', to: 'margaret-river', date: DAY, waitMinutes: 0 },
      { from: 'margaret-river', to: 'jandakot', date: NEXT_DAY, waitMinutes: 0 },
    ];
    const priced = await trip({ legs });
    const receipt = await post(server.url, '/api/booking-request', {
      contactName: 'Amelia Earhart', contactEmail: 'amelia@example.com', aircraftType: AIRCRAFT, flightType: 'one-way', departure: 'jandakot', destination: 'rottnest-island',
      passengers: 4, date: DAY, regionId, legs,
    });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
    const [row] = await server.database.db.select().from(bookingRequests).where(eq(bookingRequests.contactEmail, 'amelia@example.com'));
    expect(row!.legs).toEqual(legs);
    const detail = await call('GET', `/api/admin/booking-requests/${row!.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.legs).toEqual(legs);
    const quote = await call('POST', '/api/admin/quotes', { inquiryId: row!.id });
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);
    const [first] = quote.body.versions as { lines: { kind: string; label: string; amountCents: number }[] }[];
    expect(first!.lines).toEqual(priced.lines.map((line) => ({ kind: line.kind, label: line.label, amountCents: line.amount })));
    expect(quote.body.totalCents).toBe(cents(priced.total));
    expect(JSON.stringify(quote.body)).toContain('Trip of 3 legs: 1. jandakot – rottnest-island, 2026-12-09 (waiting 90 min); 2. rottnest-island – margaret-river, 2026-12-09; 3. margaret-river – jandakot, 2026-12-10');
    // A trip of more than eight legs is refused with the request, in words.
    const tooMany = await post(server.url, '/api/booking-request', { contactName: 'A', contactEmail: 'a@example.com', departure: 'jandakot', destination: 'rottnest-island', legs: Array.from({ length: 9 }, () => legs[0]) });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('A trip can have at most 8 legs');
  });

  it('a trip from elsewhere adds positioning out to its first departure and home from its last arrival', async () => {
    const answer = await trip({ legs: [{ from: 'perth-airport', to: 'rottnest-island', date: DAY }, { from: 'rottnest-island', to: 'perth-airport', date: DAY }] }, { 'accept-language': 'hi' });
    expect(answer.positioning.map((p) => p.direction)).toEqual(['out', 'home']);
    expect(answer.lines.filter((l) => l.kind === 'positioning')).toHaveLength(2);
    expect(answer.summary).toBe('Jandakot Airport (YPJT) से पोज़िशनिंग और विमान की Jandakot Airport (YPJT) वापसी शामिल है');
  });

  it("a trip pays the region's charges: fuel on the flying, a landing fee where each leg ends, parking where it waits, the party's levy", async () => {
    const db = server.database.db;
    const [rottnest] = await db.select().from(destinations).where(and(eq(destinations.value, 'rottnest-island'), eq(destinations.regionId, regionId)));
    expect((await call('PUT', `/api/destinations/${rottnest!.id}`, { landingFee: 45, parkingFee: 20 })).status).toBe(200);
    const settings = (charges: Record<string, unknown>) => call('PUT', '/api/admin/settings', { regionId, bookingFee: { percent: 5, minimum: 25 }, ...charges });
    expect((await settings({ fuelSurcharge: { percent: 5 }, passengerLevy: { adult: 10, child: 5 } })).status).toBe(200);
    try {
      const answer = await trip({
        passengers: 3,
        children: 1,
        legs: [
          { from: 'jandakot', to: 'rottnest-island', date: DAY, waitMinutes: 60 },
          { from: 'rottnest-island', to: 'jandakot', date: DAY },
        ],
      });
      const flying = sum(answer.lines.filter((l) => ['flight', 'adjustment', 'positioning'].includes(l.kind)));
      const charges = answer.lines.filter((l) => ['fuel', 'airfield', 'passenger'].includes(l.kind)).map((l) => [l.kind, l.label, l.amount]);
      expect(charges).toEqual([
        ['fuel', 'Fuel surcharge (5%)', Math.round(flying * 0.05)],
        ['airfield', 'Landing fee, Rottnest Island (YRTI)', 4_500],
        ['airfield', 'Parking fee, Rottnest Island (YRTI)', 2_000],
        ['passenger', 'Passenger levy × 2', 2_000],
        ['passenger', 'Passenger levy, children × 1', 500],
      ]);
      expect(answer.lines.at(-1)!.kind).toBe('fee');
      // The booking fee is charged on every line before it, the charges too.
      expect(answer.lines.at(-1)!.amount).toBe(Math.max(Math.round(sum(answer.lines.slice(0, -1)) * 0.05), 2_500));
    } finally {
      await settings({ fuelSurcharge: { percent: 0 }, passengerLevy: { adult: 0, child: null } });
      await call('PUT', `/api/destinations/${rottnest!.id}`, { landingFee: null, parkingFee: null });
    }
  });

  it('refuses bad trips in words', async () => {
    const leg = { from: 'jandakot', to: 'rottnest-island', date: DAY };
    expect(await refusal({ legs: [{ ...leg, to: 'atlantis' }] })).toBe("legs.0.to: 'atlantis' was not found or is not active");
    expect(await refusal({ legs: [{ ...leg, to: 'jandakot' }] })).toBe("Leg 1 starts and ends at 'jandakot': a leg must fly to another place");
    expect(await refusal({ legs: [{ ...leg, date: '2026-11-30' }] })).toBe('Leg 1 is on 2026-11-30, a day that has passed: choose today or a later day');
    expect(await refusal({ legs: Array.from({ length: 9 }, () => leg) })).toContain('A trip can have at most 8 legs');
    expect(await refusal({ legs: [] })).toContain('A trip needs at least one leg');
    expect(await refusal({ legs: [leg, { from: 'margaret-river', to: 'jandakot', date: DAY }] })).toBe(
      "Leg 2 must start where leg 1 ends ('rottnest-island'): add the flight between them as a leg of its own",
    );
    expect(await refusal({ legs: [leg, { from: 'rottnest-island', to: 'jandakot', date: '2026-12-08' }] })).toBe('Leg 2 cannot be on a day before leg 1');
    expect(await refusal({ passengers: 7, legs: [leg] })).toBe('The 6 Passengers aircraft seats 6 passengers');
    expect(await refusal({ passengers: 2, children: 3, legs: [leg] })).toBe('children: Children cannot be more than the passengers');
    const [qld] = await server.database.db.select().from(regions).where(eq(regions.code, 'QLD'));
    expect(await refusal({ regionId: qld!.id, legs: [leg] })).toBe("legs.0.from: 'jandakot' is not in the selected region");
    // The 8-seater has no per-hour rule and no price on these legs in the seed.
    expect(await refusal({ aircraftType: '8-passengers', passengers: 4, legs: [{ from: 'serpentine', to: 'wave-rock', date: DAY }] })).toBe(
      'The 8 Passengers aircraft does not fly these legs in this region: choose another aircraft',
    );
  });

  it("refuses a bad trip in the visitor's language, marked so the page shows it as it is", async () => {
    const leg = { from: 'jandakot', to: 'rottnest-island', date: DAY };
    const issuesOf = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const answer = await post(server.url, '/api/calculate-trip', { aircraftType: AIRCRAFT, regionId, passengers: 4, ...body }, headers);
      expect(answer.status).toBe(400);
      return answer.body as { message: string; issues: { path: string; code?: string }[] };
    };
    const gap = { legs: [leg, { from: 'margaret-river', to: 'jandakot', date: DAY }] };
    const zh = await issuesOf({ ...gap, language: 'zh' });
    expect(zh.message).toBe('第 2 段须从第 1 段的终点（“rottnest-island”）出发：请把两地之间的航程另加为一段');
    expect(zh.issues).toEqual([expect.objectContaining({ path: 'legs.1.from', code: TRIP_REFUSAL_CODE })]);
    // Without a language in the body, the Accept-Language header's.
    expect((await issuesOf({ legs: [{ ...leg, date: '2026-11-30' }] }, { 'accept-language': 'hi-IN,hi;q=0.9' })).message).toBe(
      'चरण 1 की तारीख 2026-11-30 बीत चुकी है: आज या बाद की कोई तारीख चुनें',
    );
    expect((await issuesOf({ legs: [{ ...leg, to: 'atlantis' }], language: 'zh' })).message).toBe('第 1 段的目的地“atlantis”不存在或未开放');
    expect((await issuesOf({ passengers: 7, legs: [leg], language: 'hi' })).message).toBe('6 यात्री विमान (पाइपर चेरोकी 6) में 6 यात्रियों की जगह है');
    expect((await issuesOf({ aircraftType: '8-passengers', legs: [{ from: 'serpentine', to: 'wave-rock', date: DAY }], language: 'zh' })).message).toBe(
      '8 座飞机（双涡轮螺旋桨）在此地区不飞这些航段：请选择其他飞机',
    );
    // In English too the refusal is marked: the page shows it as it is.
    expect((await issuesOf({ legs: [{ ...leg, to: 'jandakot' }] })).issues.map((issue) => issue.code)).toEqual([TRIP_REFUSAL_CODE]);
    // A body of the wrong shape is refused by the API's schema, in English and unmarked.
    const shape = await issuesOf({ legs: [{ ...leg, date: 'soon' }], language: 'zh' });
    expect(shape.issues.some((issue) => issue.code === TRIP_REFUSAL_CODE)).toBe(false);
  });
});
