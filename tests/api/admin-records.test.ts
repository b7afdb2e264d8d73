/**
 * Records staff read (decision 0011): the audit log's filters by person, type and date range with its
 * paging, and an inquiry's detail naming its places and add-ons instead of slugs and ids.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogPage } from '../../src/domain/api/admin/audit-log';
import type { BookingRequestDetail, WechatRequestDetail } from '../../src/domain/api/admin/inquiries';
import { destinations, experiences, connectingServices, regions } from '../../src/server/db/schema';
import { recordAudit } from '../../src/server/services/audit/record-audit';
import { createAdmin, signIn } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabaseKinds())('records staff read (%s)', (kind) => {
  let server: TestServer;
  let cookie: string;
  let waId: number;

  const call = (method: string, path: string, body?: unknown) =>
    server.fetch(path, {
      method,
      headers: { cookie, origin: server.url, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  const log = async (search: string) => {
    const response = await call('GET', `/api/admin/audit-log${search}`);
    expect(response.status).toBe(200);
    return (await response.json()) as AuditLogPage;
  };

  beforeAll(async () => {
    server = await startTestServer({ kind });
    const { db } = server.database;
    const ana = await createAdmin(db, 'ana.records@example.com', 'records password 1');
    const ben = await createAdmin(db, 'ben.records@example.com', 'records password 2');
    cookie = await signIn(server, 'ana.records@example.com', 'records password 1');
    waId = (await db.select({ id: regions.id }).from(regions).where(eq(regions.code, 'WA')))[0]!.id;
    // Three dated entries by two people, as the services record them.
    await recordAudit(db, { user: ana, action: 'update', entity: 'destination', entityId: 1, before: { name: 'A' }, after: { name: 'B' }, at: new Date('2026-03-10T10:00:00Z') });
    await recordAudit(db, { user: ben, action: 'update', entity: 'route_pricing', entityId: 2, before: { price: '1.00' }, after: { price: '2.00' }, at: new Date('2026-03-11T23:30:00Z') });
    await recordAudit(db, { user: ben, action: 'delete', entity: 'destination', entityId: 3, before: { name: 'C' }, at: new Date('2026-03-12T08:00:00Z') });
  });
  afterAll(async () => server?.close());

  it('filters the audit log by person, type and date range, and counts what matches', async () => {
    const byBen = await log('?user=BEN.records');
    expect(byBen.items.map((e) => e.entityId)).toEqual(['3', '2']);
    expect(byBen.total).toBe(2);
    const destinationsOnly = await log('?entity=destination&from=2026-03-01&to=2026-03-31');
    expect(destinationsOnly.items.map((e) => e.entityId)).toEqual(['3', '1']);
    // An instant `to` is exclusive; a bare date covers its whole (UTC) day.
    expect((await log('?from=2026-03-11T00:00:00%2B10:00&to=2026-03-12T08:00:00Z')).items.map((e) => e.entityId)).toEqual(['2']);
    expect((await log('?from=2026-03-11&to=2026-03-11')).items.map((e) => e.entityId)).toEqual(['2']);
    expect((await log('?user=nobody@example.com')).items).toEqual([]);
    // % and _ are letters here, not wildcards.
    expect((await log('?user=%25')).total).toBe(0);
  });

  it('keeps both ways of paging: before (keyset) and offset', async () => {
    const first = await log('?entity=destination&from=2026-03-01&to=2026-03-31&limit=1');
    expect(first.items.map((e) => e.entityId)).toEqual(['3']);
    expect(first.total).toBe(2);
    expect(first.nextBefore).toBe(first.items[0]!.id);
    const next = await log(`?entity=destination&from=2026-03-01&to=2026-03-31&limit=1&before=${first.nextBefore}`);
    expect(next.items.map((e) => e.entityId)).toEqual(['1']);
    expect(next.nextBefore).toBeNull();
    const byOffset = await log('?entity=destination&from=2026-03-01&to=2026-03-31&limit=1&offset=1');
    expect(byOffset.items.map((e) => e.entityId)).toEqual(['1']);
    // Today's contract still answers without any parameter: newest first, at most 50.
    const plain = await log('');
    expect(plain.items.length).toBeGreaterThanOrEqual(3);
    expect(plain.items[0]!.id).toBeGreaterThan(plain.items.at(-1)!.id);
  });

  it('refuses bad filters in plain words', async () => {
    for (const [search, words] of [
      ['?from=yesterday', 'From must be a date'],
      ['?from=2026-03-12&to=2026-03-01', 'The date range ends before it starts'],
      ['?limit=0', 'limit must be between 1 and 200'],
      ['?offset=-1', 'offset cannot be negative'],
    ] as const) {
      const response = await call('GET', `/api/admin/audit-log${search}`);
      expect(response.status, search).toBe(400);
      expect(((await response.json()) as { message: string }).message, search).toContain(words);
    }
  });

  it('an inquiry reads with place names, add-on titles and its region, whatever the widget sent', async () => {
    const { db } = server.database;
    const [experience] = await db.select({ id: experiences.id, title: experiences.title }).from(experiences).where(eq(experiences.regionId, waId)).limit(1);
    const [service] = await db.select({ id: connectingServices.id, title: connectingServices.title }).from(connectingServices).where(eq(connectingServices.regionId, waId)).limit(1);
    const [rottnest] = await db.select({ name: destinations.name }).from(destinations).where(eq(destinations.value, 'rottnest-island'));
    const posted = await server.post('/api/booking-request', {
      contactName: 'Mia Chen',
      contactEmail: 'mia@example.com',
      departure: 'jandakot',
      destination: 'rottnest-island',
      aircraftType: '6-passengers',
      flightType: 'same-day',
      passengers: 3,
      date: daysFromNow(20),
      specialRequests: 'Line one\nLine two',
      regionId: waId,
      addOns: { experiences: [String(experience!.id)], connectingServices: [service!.id, 'A picnic basket'] },
    });
    expect(posted.status).toBe(201);
    const { id, reference } = (await posted.json()) as { id: number; reference: string };
    const response = await call('GET', `/api/admin/booking-requests/${id}`);
    expect(response.status).toBe(200);
    const detail = (await response.json()) as BookingRequestDetail;
    expect(detail).toMatchObject({ id, reference, departure: 'jandakot', specialRequests: 'Line one\nLine two' });
    expect(detail.names).toEqual({
      region: 'Western Australia',
      departure: 'Jandakot Airport (YPJT)',
      destination: rottnest!.name,
      addOns: { experiences: [experience!.title], pilotTraining: [], connectingServices: [service!.title, 'A picnic basket'] },
    });

    const wechat = await server.post('/api/send-wechat-payment-link', { customerName: '张伟', customerEmail: 'wei@example.com', departureDate: daysFromNow(30), returnDate: daysFromNow(32), departure: 'Somewhere unknown', destination: 'ROTTNEST-island', regionId: waId });
    const wechatId = ((await wechat.json()) as { id: number }).id;
    const wechatDetail = (await (await call('GET', `/api/admin/wechat-requests/${wechatId}`)).json()) as WechatRequestDetail;
    expect(wechatDetail.names).toMatchObject({ departure: 'Somewhere unknown', destination: rottnest!.name });
    expect(wechatDetail.totalBagWeight).toBe(0);

    const missing = await call('GET', '/api/admin/booking-requests/999999');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe('Booking request 999999 was not found');
  });
});
