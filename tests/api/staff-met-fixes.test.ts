/**
 * Smaller things staff met, over real HTTP: a refusal names the field it is about (`issues` with its path, so
 * the form shows it beside that field), an over-long value is refused in words and never cut, the Trash names
 * each entry's region, and the audit log's line for a price names the route with the old and new price and an
 * import's gives its counts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditHeadline } from '../../src/domain/audit/headline';
import { trashListSchema } from '../../src/domain/api/admin/trash';
import type { Database } from '../../src/server/db/database';
import { departureLocations, regions } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall, type Json } from '../support/admin-calls';
import { startTestServer, type TestServer } from '../support/server';
import { csvOf } from '../support/spreadsheets';

describe('smaller things staff met', () => {
  let server: TestServer;
  let db: Database;
  let call: AdminCall;
  let cookie: string;
  let wa: number;
  let jandakot: number;

  beforeAll(async () => {
    server = await startTestServer();
    db = server.database.db;
    await createAdmin(db, 'owner.fixes@example.com', 'owner fixes password 1', 'Olive Owner');
    cookie = await signIn(server, 'owner.fixes@example.com', 'owner fixes password 1');
    call = adminCaller(server, cookie);
    wa = (await db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
    jandakot = (await db.select().from(departureLocations).where(eq(departureLocations.value, 'jandakot')))[0]!.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The newest audit entry of a type. */
  const lastAudit = async (entity: string): Promise<Json> => (await call('GET', `/api/admin/audit-log?entity=${entity}&limit=1`)).body.items[0];

  it('a taken slug, region name or e-mail is a 409 whose issue names the field', async () => {
    const slug = await call('POST', `/api/destinations?regionId=${wa}`, { name: 'Rottnest twice', value: 'rottnest-island' });
    expect(slug).toMatchObject({ status: 409, body: { issues: [{ path: 'value', message: 'A destination with the value "rottnest-island" already exists' }] } });

    const region = await call('POST', '/api/regions', { name: 'Western Australia', code: 'WA2' });
    expect(region).toMatchObject({ status: 409, body: { issues: [{ path: 'name', message: 'A region named "Western Australia" already exists' }] } });

    await createAdmin(db, 'taken@example.com', 'taken password 12', 'Taken');
    const email = await call('POST', '/api/admin/users', { email: 'taken@example.com', name: 'Someone else', role: 'agent' });
    expect(email).toMatchObject({ status: 409, body: { issues: [{ path: 'email', message: 'Someone already has an account with this e-mail address' }] } });
  });

  it('an over-long value is refused in words, beside its field, and nothing is cut or stored', async () => {
    const code = await call('POST', '/api/regions', { name: 'Long Code Land', code: 'ABCDEFGHIJK' });
    expect(code).toMatchObject({ status: 400, body: { issues: [{ path: 'code', message: 'Code must be at most 10 characters' }] } });
    expect(await db.select().from(regions).where(eq(regions.name, 'Long Code Land'))).toEqual([]);

    const subtitle = await call('POST', `/api/destinations?regionId=${wa}`, { name: 'Long Subtitle Bay', value: 'long-subtitle-bay', subtitle: 'x'.repeat(301) });
    expect(subtitle).toMatchObject({ status: 400, body: { issues: [{ path: 'subtitle', message: 'Subtitle must be at most 300 characters' }] } });
    const name = await call('POST', '/api/admin/users', { email: 'long.name@example.com', name: 'n'.repeat(121), role: 'agent' });
    expect(name).toMatchObject({ status: 400, body: { issues: [{ path: 'name', message: 'The name must be at most 120 characters' }] } });
  });

  it('the Trash names the region of each entry', async () => {
    const created = await call('POST', `/api/destinations?regionId=${wa}`, { name: 'Trash Region Cove', value: 'trash-region-cove' });
    expect(created.status).toBe(201);
    expect((await call('DELETE', `/api/destinations/${created.body.id}?regionId=${wa}`)).status).toBe(204);
    const list = trashListSchema.parse((await call('GET', '/api/admin/trash?q=Trash%20Region%20Cove')).body);
    expect(list.items).toEqual([expect.objectContaining({ name: 'Trash Region Cove', regionId: wa, regionName: 'Western Australia' })]);
  });

  it('a route price’s audit line names the route, aircraft and flight type, and the old and new price', async () => {
    const created = await call('POST', `/api/destinations?regionId=${wa}`, { name: 'Audit Reef', value: 'audit-reef' });
    const key = { aircraftType: '12-passengers', departureLocationId: jandakot, destinationId: created.body.id, flightType: 'one-way' };
    const price = await call('POST', `/api/route-pricing?regionId=${wa}`, { ...key, price: '450' });
    expect(price.status).toBe(201);
    const made = await lastAudit('route_pricing');
    expect(made.after.name).toBe(`${price.body.departureName} → Audit Reef, 11 Passengers (12-passengers), One-way`);
    expect(auditHeadline(made)).toBe('price A$450.00');

    expect((await call('PUT', `/api/route-pricing/${price.body.id}?regionId=${wa}`, { price: '525.5', version: price.body.version })).status).toBe(200);
    const changed = await lastAudit('route_pricing');
    expect(changed).toMatchObject({ action: 'update', after: { name: made.after.name } });
    expect(auditHeadline(changed)).toBe('price A$450.00 → A$525.50');

    const prices = await call('PUT', `/api/destination-pricing/upsert?regionId=${wa}`, { destinationId: created.body.id, aircraftType: '8-passengers', sameDayPrice: '700', scenicPrice: null, oneWayPrice: null });
    expect(prices.status).toBe(200);
    const destinationLine = await lastAudit('destination_pricing');
    expect(destinationLine.after.name).toBe('Audit Reef, 8 Passengers (8-passengers)');
    expect(auditHeadline(destinationLine)).toBe('same-day A$700.00, scenic none, one-way none');
  });

  it('an import’s audit line gives its counts', async () => {
    const form = new FormData();
    const rows = [['WA', 'jandakot', '', 'rottnest-island', '', '9-passengers', 'one-way', '987', 'no', '']];
    form.append('file', new Blob([new Uint8Array(csvOf(rows))]), 'prices.csv');
    const response = await server.fetch('/api/import-routes?createLocations=true', { method: 'POST', headers: { cookie, origin: server.url }, body: form });
    expect(response.status, await response.clone().text()).toBe(200);
    const imported = (await call('GET', '/api/admin/audit-log?entity=route_pricing&limit=5')).body.items.find((entry: Json) => entry.action === 'import');
    expect(auditHeadline(imported)).toMatch(/^1 row: (1 new, 0 changed|0 new, 1 changed), 0 unchanged route prices$/);
  });
});
