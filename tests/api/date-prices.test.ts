/**
 * Prices that know the date over real HTTP (decision 0063): staff add, edit and remove adjustments by date
 * (audited, versioned, plain words for bad values); POST /api/calculate-price prices the day asked for, or
 * today in Perth and says so; a weekend and a Christmas peak apply on their days only; the lines add up to
 * the total; a change reaches the next quote at once, on a second instance sharing PostgreSQL too.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceAdjustmentListSchema, priceAdjustmentSchema } from '../../src/domain/api/admin/price-adjustments';
import { calculatePriceResponseSchema, type CalculatePriceResponse } from '../../src/domain/api/pricing';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/open';
import { auditLog, bookingRequests, regions } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall } from '../support/admin-calls';
import { testDatabaseKinds, type TestDatabaseHandle } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';
import { timeLimit } from '../support/time-limits';

const PASSWORD = 'date prices admin password 1';
/** Priced by the per-hour rule in the seed: no route or destination price for the 6-seater. */
const ROUTE = { aircraftType: '6-passengers', flightType: 'same-day', departure: 'serpentine', destination: 'rottnest-island' };
/** 12:00 on Wednesday 2 December 2026 in Perth (04:00 UTC). */
const NOW = new Date('2026-12-02T04:00:00.000Z');
const WEDNESDAY = '2026-12-09';
const SATURDAY = '2026-12-12';
const CHRISTMAS = '2026-12-25'; // a Friday
const BOXING_DAY = '2026-12-26'; // a Saturday

const WEEKEND = { kind: 'weekday', name: 'Weekend', names: { zh: '周末' }, weekdays: [6, 0], unit: 'percent', value: 10 };
const CHRISTMAS_PEAK = { kind: 'peak', name: 'Christmas', startsOn: CHRISTMAS, unit: 'amount', value: 300 };

const sum = (answer: CalculatePriceResponse) => answer.lines.reduce((total, line) => total + line.amount, 0);
const cents = (dollars: number | string) => Math.round(Number(dollars) * 100);

async function quoteAt(url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/api/calculate-price`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function priced(url: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<CalculatePriceResponse> {
  const answer = await quoteAt(url, body, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const quote = calculatePriceResponseSchema.parse(answer.body);
  expect(sum(quote)).toBe(cents(quote.estimate));
  return quote;
}

const waRegion = async (db: TestDatabaseHandle['db']) => (await db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;

describe.each(testDatabaseKinds())('prices that know the date (%s)', (kind) => {
  let server: TestServer;
  let call: AdminCall;
  let regionId: number;
  const quote = (date?: string, more: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    priced(server.url, { ...ROUTE, ...(date ? { date } : {}), ...more }, headers);
  const add = async (body: Record<string, unknown>) => {
    const answer = await call('POST', '/api/admin/price-adjustments', { regionId, ...body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return priceAdjustmentSchema.parse(answer.body);
  };

  beforeAll(async () => {
    server = await startTestServer({ kind, now: () => NOW });
    await createAdmin(server.database.db, 'dates.admin@example.com', PASSWORD);
    call = adminCaller(server, await signIn(server, 'dates.admin@example.com', PASSWORD));
    regionId = await waRegion(server.database.db);
  });
  afterAll(() => server?.close());

  it("answers today's price in Perth without a date, and says so; the price of the day asked for with one", async () => {
    const today = await quote();
    expect(today).toMatchObject({ priceDate: '2026-12-02', dateGiven: false });
    expect(today.lines.map((l) => [l.kind, l.label])).toEqual([
      ['flight', 'Charter flight'],
      ['fee', 'Booking fee'],
    ]);
    expect(await quote(WEDNESDAY)).toMatchObject({ priceDate: WEDNESDAY, dateGiven: true, estimate: today.estimate });
  });

  it('refuses a date that is not a day, in plain words', async () => {
    for (const date of ['2026-02-30', '25/12/2026', 'tomorrow', '2026-12-25T10:00']) {
      const answer = await quoteAt(server.url, { ...ROUTE, date });
      expect(answer.status).toBe(400);
      expect(String(answer.body.message)).toContain('The date must be');
      expect(JSON.stringify(answer.body)).toContain('YYYY-MM-DD');
    }
  });

  it('applies a weekend and a Christmas peak on their days only, each as a line, and the lines add up to the total', async () => {
    const base = await quote(WEDNESDAY);
    const baseCents = base.lines[0]!.amount;
    await add(WEEKEND);
    await add(CHRISTMAS_PEAK);

    expect((await quote(WEDNESDAY)).estimate).toBe(base.estimate);
    const saturday = await quote(SATURDAY);
    expect(saturday.lines.map((l) => [l.kind, l.label, l.amount])).toEqual([
      ['flight', 'Charter flight', baseCents],
      ['adjustment', 'Weekend (+10%)', Math.round(baseCents / 10)],
      ['fee', 'Booking fee', expect.any(Number)],
    ]);
    expect(saturday.breakdown?.basePrice).toBe((baseCents + Math.round(baseCents / 10)) / 100);

    const christmas = await quote(CHRISTMAS);
    expect(christmas.lines.map((l) => [l.kind, l.label, l.amount])).toEqual([
      ['flight', 'Charter flight', baseCents],
      ['adjustment', 'Christmas', 30_000],
      ['fee', 'Booking fee', expect.any(Number)],
    ]);
    // Boxing Day is a Saturday, outside the peak (its one day): the weekend alone.
    expect((await quote(BOXING_DAY)).lines.map((l) => l.label)).toEqual(['Charter flight', 'Weekend (+10%)', 'Booking fee']);
    // The route call prices the same day the same way.
    const routeCall = await server.post('/api/calculate-prices', { flightType: ROUTE.flightType, departure: ROUTE.departure, destination: ROUTE.destination, date: CHRISTMAS });
    const six = ((await routeCall.json()) as { quotes: CalculatePriceResponse[] }).quotes.find((q) => q.aircraftType === '6-passengers');
    expect(six).toMatchObject({ estimate: christmas.estimate, priceDate: CHRISTMAS, dateGiven: true });
  });

  it("labels the lines in the visitor's language", async () => {
    const zh = await quote(SATURDAY, { language: 'zh' });
    expect(zh.lines.map((l) => l.label)).toEqual(['包机飞行', '周末 (+10%)', '预订费']);
    const hi = await quote(SATURDAY, {}, { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(hi.lines.map((l) => l.label)).toEqual(['चार्टर उड़ान', 'Weekend (+10%)', 'बुकिंग शुल्क']);
  });

  it('lists, edits with the version opened (409 when stale) and removes adjustments, each write audited and in the next quote', async () => {
    const list = priceAdjustmentListSchema.parse((await call('GET', `/api/admin/price-adjustments?regionId=${regionId}`)).body);
    const weekend = list.find((a) => a.name === 'Weekend')!;
    expect(list.map((a) => a.kind)).toEqual(['weekday', 'peak']);
    expect(weekend).toMatchObject({ weekdays: [0, 6], unit: 'percent', value: 10, names: { zh: '周末' }, version: 1, updatedBy: 'dates.admin@example.com' });

    const edited = await call('PUT', `/api/admin/price-adjustments/${weekend.id}`, { ...WEEKEND, regionId, value: -5, version: 1 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ value: -5, version: 2 });
    const lowered = await quote(SATURDAY);
    expect(lowered.lines[1]).toMatchObject({ kind: 'adjustment', label: 'Weekend (-5%)' });
    expect(lowered.lines[1]!.amount).toBeLessThan(0);

    const stale = await call('PUT', `/api/admin/price-adjustments/${weekend.id}`, { ...WEEKEND, regionId, value: 20, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ value: -5, version: 2 });

    const removed = await call('DELETE', `/api/admin/price-adjustments/${weekend.id}`, { version: 2 });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await quote(SATURDAY)).lines.map((l) => l.kind)).toEqual(['flight', 'fee']);
    expect((await call('DELETE', `/api/admin/price-adjustments/${weekend.id}`, {})).status).toBe(404);

    const audited = await server.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'price_adjustments'), eq(auditLog.entityId, String(weekend.id))));
    expect(audited.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('a scheduled change "from" a day applies from that day on, and a more specific adjustment wins over a broader one', async () => {
    const before = await quote('2027-01-04');
    await add({ kind: 'season', name: 'New prices', startsOn: '2027-01-05', unit: 'percent', value: 20 });
    await add({ kind: 'season', name: 'Six-seater summer', startsOn: '2027-01-01', endsOn: '2027-01-31', aircraftType: '6-passengers', unit: 'percent', value: 5 });
    expect((await quote('2027-01-04')).lines.map((l) => l.label)).toEqual(['Charter flight', 'Six-seater summer (+5%)', 'Booking fee']);
    expect((await quote('2027-01-05')).lines.map((l) => l.label)).toEqual(['Charter flight', 'Six-seater summer (+5%)', 'Booking fee']);
    expect((await quote('2027-02-01')).lines.map((l) => l.label)).toEqual(['Charter flight', 'New prices (+20%)', 'Booking fee']);
    expect(before.lines.map((l) => l.kind)).toEqual(['flight', 'fee']);
  });

  it('refuses bad adjustments in plain words', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ kind: 'season', name: 'No start', unit: 'percent', value: 5 }, 'A season needs its first day'],
      [{ kind: 'weekday', name: 'No days', unit: 'percent', value: 5 }, 'Choose at least one day of the week'],
      [{ kind: 'season', name: 'Backwards', startsOn: '2027-02-01', endsOn: '2027-01-01', unit: 'percent', value: 5 }, 'The last day cannot be before the first day'],
      [{ kind: 'peak', name: 'Bad day', startsOn: '2027-02-30', unit: 'percent', value: 5 }, 'The first day must be a real date written YYYY-MM-DD'],
      [{ kind: 'peak', name: 'Too much', startsOn: '2027-02-01', unit: 'percent', value: 5000 }, 'A percentage must be between -100% and +1000%'],
      [{ kind: 'peak', name: '', startsOn: '2027-02-01', unit: 'percent', value: 5 }, 'Name is required'],
      [{ kind: 'peak', name: 'Cents', startsOn: '2027-02-01', unit: 'amount', value: 10.005 }, 'The adjustment can have at most two decimals'],
    ];
    for (const [body, message] of refusals) {
      const answer = await call('POST', '/api/admin/price-adjustments', { regionId, ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    const [qld] = await server.database.db.select().from(regions).where(eq(regions.code, 'QLD'));
    const elsewhere = await call('POST', '/api/admin/price-adjustments', { regionId: qld!.id, kind: 'peak', name: 'X', startsOn: '2027-02-01', unit: 'percent', value: 5, departureLocationId: 1 });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe('The departure is not one of this region');
  });

  it("a quote made from a booking request starts from the lines of the request's day, in its language", async () => {
    const receipt = await server.post('/api/booking-request', {
      contactName: 'Noel Christmas', contactEmail: 'noel@example.com', departure: ROUTE.departure, destination: ROUTE.destination, flightType: 'same-day', aircraftType: '6-passengers', passengers: 2, date: CHRISTMAS, language: 'zh',
    });
    expect(receipt.status, await receipt.clone().text()).toBe(201);
    const [inquiry] = await server.database.db.select().from(bookingRequests).where(eq(bookingRequests.contactEmail, 'noel@example.com'));
    const made = await call('POST', '/api/admin/quotes', { inquiryId: inquiry!.id });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const estimate = await quote(CHRISTMAS, { language: 'zh' });
    expect(made.body.versions[0].lines).toEqual([
      { kind: 'flight', label: '包机飞行', amountCents: estimate.lines[0]!.amount },
      { kind: 'other', label: 'Christmas', amountCents: 30_000 },
      { kind: 'fee', label: '预订费', amountCents: estimate.lines[2]!.amount },
    ]);
    expect(made.body.totalCents).toBe(cents(estimate.estimate));
  });

  it('a deleted destination takes its adjustments to the Trash, and the restore brings them back into the price', async () => {
    const created = await call('POST', `/api/destinations?regionId=${regionId}`, { name: 'Season Cove', value: 'season-cove', flightTypes: ['same-day'], latitude: -32.1, longitude: 115.6 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const dest = created.body.id as number;
    const cove = await add({ kind: 'peak', name: 'Cove festival', startsOn: '2027-03-06', unit: 'percent', value: 25, destinationId: dest });
    const impact = (await call('GET', `/api/admin/destinations/${dest}/delete-impact`)).body;
    expect(impact.items).toContainEqual({ kind: 'price-adjustments', count: 1, label: '1 season or date price adjustment' });
    const deleted = await call('DELETE', `/api/destinations/${dest}`);
    expect(deleted.status).toBe(204);
    const listed = async () => priceAdjustmentListSchema.parse((await call('GET', `/api/admin/price-adjustments?regionId=${regionId}`)).body).map((a) => a.id);
    expect(await listed()).not.toContain(cove.id);
    const restored = await call('POST', `/api/admin/trash/${Number(deleted.headers.get('trash-entry'))}/restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.restored).toContainEqual({ kind: 'price-adjustments', count: 1, label: '1 season or date price adjustment' });
    expect(await listed()).toContain(cove.id);
    const festival = await priced(server.url, { ...ROUTE, destination: 'season-cove', date: '2027-03-06' });
    expect(festival.lines.map((l) => l.label)).toContain('Cove festival (+25%)');
  });

  it('prices the admin grid for a chosen date', async () => {
    const departure = (await call('GET', `/api/admin/price-grid?regionId=${regionId}&aircraftType=6-passengers&flightType=same-day&q=rottnest&limit=100`)).body;
    const cellOf = (grid: { items: { departureName: string; cells: { estimate: unknown }[] }[] }) =>
      grid.items.find((row) => row.departureName.toLowerCase().includes('serpentine'))?.cells[0]?.estimate;
    const onChristmas = (await call('GET', `/api/admin/price-grid?regionId=${regionId}&aircraftType=6-passengers&flightType=same-day&q=rottnest&limit=100&date=${CHRISTMAS}`)).body;
    expect(cellOf(onChristmas)).toBe((await quote(CHRISTMAS)).estimate);
    expect(cellOf(departure)).toBe((await quote()).estimate);
    expect((await call('GET', `/api/admin/price-grid?regionId=${regionId}&date=2026-13-01`)).status).toBe(400);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('an adjustment reaches a second instance sharing the PostgreSQL database', () => {
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
    await createAdmin(a.database.db, 'dates.two@example.com', PASSWORD);
    const call = adminCaller(a, await signIn(a, 'dates.two@example.com', PASSWORD));
    const regionId = await waRegion(a.database.db);
    const labels = async () => (await priced(bUrl, { ...ROUTE, date: CHRISTMAS })).lines.map((l) => l.label);
    expect(await labels()).toEqual(['Charter flight', 'Booking fee']);
    const created = await call('POST', '/api/admin/price-adjustments', { regionId, ...CHRISTMAS_PEAK });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await expect.poll(labels, { timeout: timeLimit(5000), interval: 25 }).toEqual(['Charter flight', 'Christmas', 'Booking fee']);
  });
});
