/**
 * Bulk price changes over real HTTP (decision 0045): a preview says exactly what the apply then writes; filters
 * narrow the set; a percentage or an amount (negative too) is rounded to the chosen step in integer cents; a
 * result below A$0 or over the most a price can be is refused in plain words (never clamped) and changes
 * nothing; copies between departures and between destinations keep or overwrite the target's own prices as
 * chosen; a failure half-way leaves nothing changed; each apply and undo is one audit entry with its count;
 * undo restores exactly the previous prices, or is refused (409, naming how many) when some changed since;
 * editors may do it, agents get 403; versions bump so an open editor gets a conflict; the next quote shows it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '../../src/domain/staff/roles';
import type { Database } from '../../src/server/db/database';
import { auditLog, bulkPriceChanges, departureLocations, destinations, regions, routePricing } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall, type Json } from '../support/admin-calls';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const PASSWORD = 'bulk prices password 1';
const AIRCRAFT = ['3-passengers', '6-passengers'] as const;
const FLIGHTS = ['same-day', 'one-way'] as const;
/** Prices of Bulk Field A's routes in cents, by destination index: 3 destinations x 2 aircraft x 2 flight types. */
const BASE = [100_000, 123_455, 99_999];

describe.each(testDatabaseKinds())('bulk price changes (%s)', (kind) => {
  let server: TestServer;
  let db: Database;
  let call: AdminCall;
  let editor: AdminCall;
  let agent: AdminCall;
  let wa: number;
  let fieldA: number;
  let fieldB: number;
  let bays: number[];

  const priceOf = async (departure: number, destination: number, aircraftType: string, flightType: string) => {
    const [row] = await db
      .select()
      .from(routePricing)
      .where(and(eq(routePricing.departureLocationId, departure), eq(routePricing.destinationId, destination), eq(routePricing.aircraftType, aircraftType), eq(routePricing.flightType, flightType)));
    return row;
  };
  const pricesOf = async (departure: number) =>
    (await db.select().from(routePricing).where(eq(routePricing.departureLocationId, departure)))
      .map((r) => ({ key: `${r.destinationId}|${r.aircraftType}|${r.flightType}`, price: r.price, version: r.version }))
      .sort((a, b) => a.key.localeCompare(b.key));
  const preview = async (body: Json) => {
    const answer = await call('POST', '/api/bulk-price-changes/preview', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as Json;
  };
  const apply = async (body: Json) => {
    const answer = await call('POST', '/api/bulk-price-changes', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body as Json;
  };
  const undo = (id: number, as: AdminCall = call) => as('POST', `/api/bulk-price-changes/${id}/undo`);
  const adjustA = (adjustment: Json, roundTo = 1, filters: Json = {}) => ({ kind: 'adjust', filters: { regionId: wa, departureLocationId: fieldA, ...filters }, adjustment, roundTo });
  const quote = async (destination: number) => {
    const response = await server.post('/api/calculate-price', { aircraftType: '3-passengers', flightType: 'same-day', departure: 'bulk-field-a', destination: `bulk-bay-${bays.indexOf(destination) + 1}` });
    return ((await response.json()) as { breakdown: { basePrice: number } | null }).breakdown?.basePrice;
  };

  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
    await createAdmin(db, 'owner.bulk@example.com', PASSWORD);
    await createAdmin(db, 'editor.bulk@example.com', PASSWORD, 'Eddie', 'editor');
    await createAdmin(db, 'agent.bulk@example.com', PASSWORD, 'Aggie', 'agent');
    call = adminCaller(server, await signIn(server, 'owner.bulk@example.com', PASSWORD));
    editor = adminCaller(server, await signIn(server, 'editor.bulk@example.com', PASSWORD));
    agent = adminCaller(server, await signIn(server, 'agent.bulk@example.com', PASSWORD));
    wa = (await db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
    const fields = await db
      .insert(departureLocations)
      .values(['a', 'b'].map((x, i) => ({ name: `Bulk Field ${x.toUpperCase()}`, value: `bulk-field-${x}`, regionId: wa, latitude: -31.9 - i / 10, longitude: 115.9 })))
      .returning();
    [fieldA, fieldB] = fields.map((f) => f.id) as [number, number];
    const rows = await db
      .insert(destinations)
      .values([1, 2, 3].map((n) => ({ name: `Bulk Bay ${n}`, value: `bulk-bay-${n}`, regionId: wa, latitude: -31 - n / 10, longitude: 115.5, flightTypes: [...FLIGHTS], bookingUrl: `https://book.example/bulk-${n}` })))
      .returning();
    bays = rows.map((r) => r.id);
    await server.app.content.invalidate();
  });
  afterAll(() => server?.close());

  beforeEach(async () => {
    // Bulk Field A: every bay, both aircraft, both flight types; Bulk Field B: only Bulk Bay 1, 3-passengers same-day at A$50.
    await db.delete(routePricing).where(inArray(routePricing.departureLocationId, [fieldA, fieldB]));
    await db.delete(routePricing).where(inArray(routePricing.destinationId, bays));
    await db.insert(routePricing).values(
      bays.flatMap((bay, i) =>
        AIRCRAFT.flatMap((aircraftType) =>
          FLIGHTS.map((flightType) => ({ aircraftType, flightType, departureLocationId: fieldA, destinationId: bay, price: (BASE[i]! / 100).toFixed(2), iframeHtml: i === 0 ? '<p>widget</p>' : null })),
        ),
      ),
    );
    await db.insert(routePricing).values({ aircraftType: '3-passengers', flightType: 'same-day', departureLocationId: fieldB, destinationId: bays[0]!, price: '50.00' });
    await server.app.content.invalidate();
  });

  it('previews a 5% rise rounded to A$5 and applies exactly that, once in the audit log, versions bumped, the next quote current', async () => {
    expect(await quote(bays[1]!)).toBe(1234.55);
    const body = adjustA({ type: 'percent', percent: 5 }, 500);
    const shown = await preview(body);
    // 1,000.00 x 1.05 = 1,050.00; 1,234.55 x 1.05 = 1,296.28 -> 1,295; 999.99 x 1.05 = 1,049.99 -> 1,050.
    expect(shown).toMatchObject({ count: 12, changed: 12, created: 0, kept: 0, unchanged: 0, refusal: null });
    expect(shown.summary).toBe('Raise by 5%, rounded to A$5: departure Bulk Field A, every destination, all aircraft, all flight types (WA)');
    expect(shown.totalBeforeCents).toBe(4 * (100_000 + 123_455 + 99_999));
    expect(shown.totalAfterCents).toBe(4 * (105_000 + 129_500 + 105_000));
    expect(shown.rows).toHaveLength(12);
    expect(shown.rows[0]).toEqual({ departureName: 'Bulk Field A', destinationName: 'Bulk Bay 1', aircraftType: '3-passengers', flightType: 'one-way', action: 'change', beforeCents: 100_000, afterCents: 105_000 });
    const before = await pricesOf(fieldA);

    const change = await apply(body);
    expect(change).toMatchObject({ kind: 'adjust', count: 12, summary: shown.summary, createdBy: 'owner.bulk@example.com', undoneAt: null });
    const after = await pricesOf(fieldA);
    const expected: Record<string, string> = { [bays[0]!]: '1050.00', [bays[1]!]: '1295.00', [bays[2]!]: '1050.00' };
    for (const row of after) expect(row.price).toBe(expected[row.key.split('|')[0]!]);
    expect(after.map((r) => r.version)).toEqual(before.map((r) => r.version + 1));
    expect(await quote(bays[1]!)).toBe(1295);
    // Bulk Field B is another departure: untouched.
    expect((await priceOf(fieldB, bays[0]!, '3-passengers', 'same-day'))!.price).toBe('50.00');

    const audits = await db.select().from(auditLog).where(and(eq(auditLog.entity, 'bulk_price_change'), eq(auditLog.entityId, String(change.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'bulk', userEmail: 'owner.bulk@example.com', after: { summary: shown.summary, count: 12, changed: 12, created: 0, kept: 0 } });
    const listed = await call('GET', `/api/admin/bulk-price-changes?regionId=${wa}`);
    expect(listed.status).toBe(200);
    expect(listed.body[0]).toMatchObject({ id: change.id, count: 12, summary: shown.summary });

    // An editor who had a price open at its old version is told someone changed it.
    const row = await priceOf(fieldA, bays[0]!, '3-passengers', 'same-day');
    const stale = await call('PUT', `/api/route-pricing/${row!.id}`, { price: 7, version: row!.version - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/since you opened it/);
  });

  it('narrows by destination, aircraft, flight type and app context; previews change nothing', async () => {
    const before = await pricesOf(fieldA);
    expect((await preview(adjustA({ type: 'percent', percent: 10 }, 1, { destinationId: bays[1] }))).count).toBe(4);
    expect((await preview(adjustA({ type: 'percent', percent: 10 }, 1, { aircraftType: '6-passengers' }))).count).toBe(6);
    expect((await preview(adjustA({ type: 'percent', percent: 10 }, 1, { aircraftType: '6-passengers', flightType: 'one-way', destinationId: bays[2] }))).count).toBe(1);
    expect((await preview(adjustA({ type: 'percent', percent: 10 }, 1, { appContext: 'twin' }))).count).toBe(0);
    // Every departure of the region: Bulk Field B's price is in the set too.
    const region = await preview({ kind: 'adjust', filters: { regionId: wa, destinationId: bays[0], aircraftType: '3-passengers', flightType: 'same-day' }, adjustment: { type: 'amount', amount: 1 } });
    expect(region.rows.map((r: Json) => r.departureName)).toEqual(['Bulk Field A', 'Bulk Field B']);
    expect(await pricesOf(fieldA)).toEqual(before);
  });

  it('adds or takes off an amount in integer cents, rounded to the cent, A$1 or A$10; a price that would not move is left alone', async () => {
    // 1,234.55 - 0.50 = 1,234.05 to the cent.
    const cents = await preview(adjustA({ type: 'amount', amount: '-0.50' }, 1, { destinationId: bays[1], aircraftType: '3-passengers', flightType: 'same-day' }));
    expect(cents.rows[0]).toMatchObject({ beforeCents: 123_455, afterCents: 123_405 });
    // 999.99 + 0.01 = 1,000.00; to A$1: 1,000 (1,000.00 stays 1,000.00 and is not written: unchanged).
    const dollar = await preview(adjustA({ type: 'amount', amount: 0.01 }, 100, { aircraftType: '3-passengers', flightType: 'same-day' }));
    expect(dollar.rows.map((r: Json) => [r.beforeCents, r.afterCents])).toEqual([
      [123_455, 123_500],
      [99_999, 100_000],
    ]);
    expect(dollar).toMatchObject({ count: 2, unchanged: 1 });
    // -A$4.99 to A$10: 1,000 - 4.99 = 995.01 -> 1,000 (same), 1,234.55 - 4.99 = 1,229.56 -> 1,230, 999.99 - 4.99 = 995 -> 1,000 (half up).
    const ten = await preview(adjustA({ type: 'amount', amount: -4.99 }, 1000, { aircraftType: '3-passengers', flightType: 'same-day' }));
    expect(ten.rows.map((r: Json) => r.afterCents)).toEqual([123_000, 100_000]);
    expect(ten.summary).toMatch(/^Take A\$4\.99 off, rounded to A\$10: departure Bulk Field A/);
    const applied = await apply(adjustA({ type: 'amount', amount: -4.99 }, 1000, { aircraftType: '3-passengers', flightType: 'same-day' }));
    expect(applied.count).toBe(2);
    expect((await priceOf(fieldA, bays[0]!, '3-passengers', 'same-day'))!.version).toBe(1);
    expect((await priceOf(fieldA, bays[2]!, '3-passengers', 'same-day'))!.price).toBe('1000.00');
    // A 10% cut of A$1,234.55 to the cent: 1,111.095 -> 1,111.10 (half away from zero).
    expect((await preview(adjustA({ type: 'percent', percent: -10 }, 1, { destinationId: bays[1], aircraftType: '6-passengers', flightType: 'one-way' }))).rows[0].afterCents).toBe(111_110);
  });

  it('refuses a result below A$0 or over the most a price can be, in plain words, and changes nothing', async () => {
    const before = await pricesOf(fieldA);
    const below = adjustA({ type: 'amount', amount: -1000 });
    const shown = await preview(below);
    expect(shown.refusal).toBe(
      '4 prices would fall below A$0 (for example Bulk Field A → Bulk Bay 3, 3-passengers, one-way: A$999.99 → -A$0.01). Nothing was changed: choose a smaller change or narrow the filters.',
    );
    const refused = await call('POST', '/api/bulk-price-changes', below);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(shown.refusal);
    expect(await pricesOf(fieldA)).toEqual(before);

    const top = await priceOf(fieldA, bays[0]!, '3-passengers', 'same-day');
    await db.update(routePricing).set({ price: '9999999.99' }).where(eq(routePricing.id, top!.id));
    const over = await call('POST', '/api/bulk-price-changes', adjustA({ type: 'percent', percent: 1000 }, 1, { destinationId: bays[0] }));
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(
      '1 price would go over A$99,999,999.99, the most a price can be (for example Bulk Field A → Bulk Bay 1, 3-passengers, same-day: A$9,999,999.99 → A$109,999,999.89). Nothing was changed: choose a smaller change or narrow the filters.',
    );
    expect((await priceOf(fieldA, bays[0]!, '6-passengers', 'same-day'))!.price).toBe('1000.00');
  });

  it('answers bad input with 400 in plain words', async () => {
    const cases: [Json, RegExp][] = [
      [adjustA({ type: 'percent', percent: 'lots' }), /Percentage must be a number/],
      [adjustA({ type: 'percent', percent: 5.555 }), /Percentage can have at most two decimals/],
      [adjustA({ type: 'percent', percent: -101 }), /Percentage must be at least -100/],
      [adjustA({ type: 'amount', amount: '1.005' }), /Amount can have at most two decimals/],
      [adjustA({ type: 'amount', amount: 'ten' }), /Amount must be a number in dollars/],
      [adjustA({ type: 'double', percent: 5 }), /Adjustment type must be percent or amount/],
      [adjustA({ type: 'percent', percent: 5 }, 250), /Round to must be one of 1, 100, 500, 1000 cents/],
      [adjustA({ type: 'percent', percent: 5 }, 1, { aircraftType: 'jumbo' }), /Aircraft type must be one of/],
      [{ kind: 'copy', regionId: wa, scope: 'departure', fromId: fieldA, toId: fieldA }, /Copy from and to must be different places/],
      [{ kind: 'copy', regionId: wa, scope: 'route', fromId: fieldA, toId: fieldB }, /Copy must be between two departures or two destinations/],
      [{ kind: 'move' }, /kind must be adjust or copy/],
    ];
    for (const [body, message] of cases) {
      const answer = await call('POST', '/api/bulk-price-changes/preview', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body), JSON.stringify(body)).toMatch(message);
    }
    const qld = (await db.select().from(regions).where(eq(regions.code, 'QLD')))[0]!.id;
    const elsewhere = await call('POST', '/api/bulk-price-changes/preview', { kind: 'adjust', filters: { regionId: qld, departureLocationId: fieldA }, adjustment: { type: 'percent', percent: 5 } });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe(`Departure location ${fieldA} does not exist in this region`);
    const nothing = await call('POST', '/api/bulk-price-changes', adjustA({ type: 'percent', percent: 0 }));
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toMatch(/^No route price would change/);
  });

  it('copies one departure to another, keeping the target’s own prices by default or overwriting them, and undoes each in one step', async () => {
    const keep = { kind: 'copy', regionId: wa, scope: 'departure', fromId: fieldA, toId: fieldB };
    const shown = await preview(keep);
    expect(shown).toMatchObject({ count: 11, created: 11, changed: 0, kept: 1, refusal: null });
    expect(shown.summary).toBe('Copy route prices from departure Bulk Field A to Bulk Field B (prices already there kept): all aircraft, all flight types (WA)');
    expect(shown.rows.find((r: Json) => r.action === 'keep')).toEqual({
      departureName: 'Bulk Field B',
      destinationName: 'Bulk Bay 1',
      aircraftType: '3-passengers',
      flightType: 'same-day',
      action: 'keep',
      beforeCents: 5000,
      afterCents: 100_000,
    });
    const kept = await apply(keep);
    expect(kept.count).toBe(11);
    expect((await priceOf(fieldB, bays[0]!, '3-passengers', 'same-day'))!.price).toBe('50.00');
    expect(await priceOf(fieldB, bays[1]!, '6-passengers', 'one-way')).toMatchObject({ price: '1234.55', iframeHtml: null });
    expect(await priceOf(fieldB, bays[0]!, '6-passengers', 'one-way')).toMatchObject({ price: '1000.00', iframeHtml: '<p>widget</p>' });
    expect((await undo(kept.id)).status).toBe(200);
    expect(await pricesOf(fieldB)).toEqual([{ key: `${bays[0]}|3-passengers|same-day`, price: '50.00', version: 1 }]);

    const overwrite = await preview({ ...keep, existing: 'overwrite', aircraftType: '3-passengers', flightType: 'same-day' });
    expect(overwrite).toMatchObject({ count: 3, changed: 1, created: 2, kept: 0 });
    expect(overwrite.summary).toMatch(/\(prices already there overwritten\): 3 Passengers \(3-passengers\), same-day flights \(WA\)$/);
    const overwritten = await apply({ ...keep, existing: 'overwrite', aircraftType: '3-passengers', flightType: 'same-day' });
    expect(await priceOf(fieldB, bays[0]!, '3-passengers', 'same-day')).toMatchObject({ price: '1000.00', version: 2 });
    expect((await undo(overwritten.id)).status).toBe(200);
    expect(await pricesOf(fieldB)).toEqual([{ key: `${bays[0]}|3-passengers|same-day`, price: '50.00', version: 3 }]);
  });

  it('copies one destination to another for the same departures', async () => {
    const body = { kind: 'copy', regionId: wa, scope: 'destination', fromId: bays[0], toId: bays[2], existing: 'overwrite', aircraftType: '6-passengers' };
    const shown = await preview(body);
    // Bulk Bay 3 has its own 6-passengers prices (999.99) from Bulk Field A: both overwritten with 1,000.00.
    expect(shown).toMatchObject({ count: 2, changed: 2, created: 0 });
    expect(shown.summary).toMatch(/^Copy route prices from destination Bulk Bay 1 to Bulk Bay 3/);
    await apply(body);
    expect((await priceOf(fieldA, bays[2]!, '6-passengers', 'same-day'))!.price).toBe('1000.00');
    expect((await priceOf(fieldA, bays[2]!, '3-passengers', 'same-day'))!.price).toBe('999.99');
  });

  it('undoes exactly the previous prices once; refuses (409, naming how many) when some changed since, and a second undo', async () => {
    const before = await pricesOf(fieldA);
    const change = await apply(adjustA({ type: 'percent', percent: 5 }, 100));
    // Someone edits one of them afterwards: undo would lose that work.
    const row = await priceOf(fieldA, bays[1]!, '6-passengers', 'same-day');
    expect((await call('PUT', `/api/route-pricing/${row!.id}`, { price: 2000, version: row!.version })).status).toBe(200);
    const refused = await undo(change.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      '1 price of the 12 prices this bulk change wrote was changed or removed since, so it cannot be undone in one step without losing that work. Nothing was changed; change them back in the grid instead.',
    );
    expect((await priceOf(fieldA, bays[1]!, '6-passengers', 'same-day'))!.price).toBe('2000.00');

    const second = await apply(adjustA({ type: 'amount', amount: 10 }, 1, { destinationId: bays[0] }));
    const afterSecond = await pricesOf(fieldA);
    const undone = await undo(second.id, editor);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body).toMatchObject({ id: second.id, undoneBy: 'editor.bulk@example.com' });
    const restored = await pricesOf(fieldA);
    for (const [i, r] of restored.entries()) {
      const was = afterSecond[i]!;
      expect(r.price).toBe(r.key.startsWith(`${bays[0]}|`) ? (Number(was.price) - 10).toFixed(2) : was.price);
      expect(r.version).toBe(r.key.startsWith(`${bays[0]}|`) ? was.version + 1 : was.version);
    }
    // Back to what the first change (5%, to A$1) left: A$1,050.
    expect(await quote(bays[0]!)).toBe(1050);
    const again = await undo(second.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This bulk change was already undone by editor.bulk@example.com.');
    const audits = await db.select().from(auditLog).where(and(eq(auditLog.entity, 'bulk_price_change'), eq(auditLog.entityId, String(second.id))));
    expect(audits.map((a) => [a.action, a.userEmail])).toEqual([
      ['bulk', 'owner.bulk@example.com'],
      ['undo', 'editor.bulk@example.com'],
    ]);
    expect(before).toHaveLength(12);
    expect((await undo(999_999)).status).toBe(404);
  });

  it('applies in one transaction: a failure on one price leaves every price, the change list and the audit log as they were', async () => {
    await db.execute(sql`create or replace function bulk_test_refuse() returns trigger language plpgsql as $$
      begin if new.price = 1234.55 * 2 then raise exception 'refused by the test'; end if; return new; end $$`);
    await db.execute(sql`create trigger bulk_test_refuse before update on route_pricing for each row execute function bulk_test_refuse()`);
    try {
      const before = await pricesOf(fieldA);
      const changes = await db.select().from(bulkPriceChanges);
      const audits = await db.select().from(auditLog);
      const failed = await call('POST', '/api/bulk-price-changes', adjustA({ type: 'percent', percent: 100 }));
      expect(failed.status).toBe(500);
      expect(await pricesOf(fieldA)).toEqual(before);
      expect(await db.select().from(bulkPriceChanges)).toEqual(changes);
      expect((await db.select().from(auditLog)).length).toBe(audits.length);
    } finally {
      await db.execute(sql`drop trigger bulk_test_refuse on route_pricing`);
      await db.execute(sql`drop function bulk_test_refuse()`);
    }
  });

  it('lets whoever may edit prices do bulk work; an agent reads the list but gets 403 for preview, apply and undo', async () => {
    const body = adjustA({ type: 'percent', percent: 1 });
    expect((await editor('POST', '/api/bulk-price-changes/preview', body)).status).toBe(200);
    const change = await editor('POST', '/api/bulk-price-changes', body);
    expect(change.status).toBe(201);
    for (const [method, path] of [
      ['POST', '/api/bulk-price-changes/preview'],
      ['POST', '/api/bulk-price-changes'],
      ['POST', `/api/bulk-price-changes/${change.body.id}/undo`],
    ] as const) {
      const refused = await agent(method, path, body);
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe(FORBIDDEN_MESSAGE['content:write']);
    }
    expect((await agent('GET', `/api/admin/bulk-price-changes?regionId=${wa}`)).status).toBe(200);
    expect((await undo(change.body.id, editor)).status).toBe(200);
  });
});
