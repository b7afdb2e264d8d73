/**
 * Each item's History and the restore of an earlier version (decision 0046) over real HTTP: for every content
 * type and for route prices, the versions newest first with who, when and what changed in words (labels, A$);
 * a restore is a NEW version audited as a restore of version N, conflict-checked like any save, refused in
 * plain words when it cannot be; roles decide who reads and who restores; a deleted item keeps its History
 * through the Trash; a long History is read a page at a time.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyPageSchema, type HistoryEntry } from '../../src/domain/api/admin/history';
import { conflictResponseSchema } from '../../src/domain/api/admin/row-versions';
import type { Database } from '../../src/server/db/database';
import { auditLog, departureLocations, regions, routePricing } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall, type Json } from '../support/admin-calls';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const OWNER = 'hana.history@example.com';
const EDITOR = 'eddie.editor@example.com';
const AGENT = 'agnes.agent@example.com';
const PASSWORD = 'history tests password 1';

interface ContentCase {
  type: string;
  create: (unique: string) => Record<string, unknown>;
  /** The field edited and restored, and the label the History gives it. */
  field: string;
  label: string;
  regionScoped: boolean;
}

const CONTENT_CASES: ContentCase[] = [
  { type: 'destinations', create: (u) => ({ name: `Dest ${u}`, value: `dest-${u}` }), field: 'name', label: 'Name', regionScoped: true },
  { type: 'departure-locations', create: (u) => ({ name: `Dep ${u}`, value: `dep-${u}` }), field: 'name', label: 'Name', regionScoped: true },
  { type: 'regions', create: (u) => ({ name: `Region ${u}`, code: `H${u}`.slice(0, 10) }), field: 'name', label: 'Name', regionScoped: false },
  {
    type: 'experiences',
    create: (u) => ({ title: `Exp ${u}`, description: 'Fly', imageUrl: '/assets/x.webp', priceDisplay: 'A$1', bookingLink: 'https://example.com/b' }),
    field: 'title',
    label: 'Title',
    regionScoped: true,
  },
  { type: 'connecting-services', create: (u) => ({ title: `Service ${u}` }), field: 'title', label: 'Title', regionScoped: true },
  { type: 'pilot-training', create: (u) => ({ title: `Course ${u}` }), field: 'title', label: 'Title', regionScoped: true },
  { type: 'hero-images', create: (u) => ({ title: `Hero ${u}`, imageUrl: '/assets/hero.webp' }), field: 'title', label: 'Title', regionScoped: true },
  {
    type: 'aircraft-experience-images',
    create: (u) => ({ title: `Image ${u}`, aircraftType: '3-passengers', imageUrl: '/assets/a.webp' }),
    field: 'title',
    label: 'Title',
    regionScoped: false,
  },
  { type: 'accreditation-badges', create: (u) => ({ title: `Badge ${u}`, imageUrl: '/assets/b.webp' }), field: 'title', label: 'Title', regionScoped: true },
];

describe.each(testDatabaseKinds())('History and restoring an earlier version (%s)', (kind) => {
  let server: TestServer;
  let db: Database;
  let owner: AdminCall;
  let editor: AdminCall;
  let agent: AdminCall;
  let wa: number;

  const history = async (call: AdminCall, path: string) => {
    const answer = await call('GET', path);
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return historyPageSchema.parse(answer.body);
  };
  const lastAudit = async (entity: string, id: number) =>
    (await db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id)).limit(1))[0]!;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
    await createAdmin(db, OWNER, PASSWORD, 'Hana History', 'owner');
    await createAdmin(db, EDITOR, PASSWORD, 'Eddie Editor', 'editor');
    await createAdmin(db, AGENT, PASSWORD, 'Agnes Agent', 'agent');
    owner = adminCaller(server, await signIn(server, OWNER, PASSWORD));
    editor = adminCaller(server, await signIn(server, EDITOR, PASSWORD));
    agent = adminCaller(server, await signIn(server, AGENT, PASSWORD));
    wa = (await db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
  });
  afterAll(() => server?.close());

  it.each(CONTENT_CASES)('$type: lists versions newest first with who, when and what changed, and restores version 1 as a new version', async (c) => {
    const unique = c.type.slice(0, 4) + Date.now().toString(36).slice(-4);
    const query = c.regionScoped ? `?regionId=${wa}` : '';
    const created = await owner('POST', `/api/${c.type}${query}`, c.create(unique));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body;
    const first = created.body[c.field];
    const edited = await editor('PUT', `/api/${c.type}/${id}${query}`, { [c.field]: `${first} (edited)`, version: created.body.version });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const page = await history(agent, `/api/admin/${c.type}/${id}/history${query}`);
    expect(page.currentVersion).toBe(edited.body.version);
    expect(page.nextBefore).toBeNull();
    expect(page.items.map((e) => [e.summary, e.version, e.who?.name, e.who?.email])).toEqual([
      ['Changed', created.body.version + 1, 'Eddie Editor', EDITOR],
      ['Created', created.body.version, 'Hana History', OWNER],
    ]);
    expect(page.items[0]!.changes).toEqual([{ field: c.field, label: c.label, before: first, after: `${first} (edited)` }]);
    // A creation lists what was filled in, by label.
    expect(page.items[1]!.changes).toContainEqual({ field: c.field, label: c.label, before: '—', after: first });
    expect(Date.parse(page.items[0]!.at!)).toBeGreaterThanOrEqual(Date.parse(page.items[1]!.at!));
    expect(page.items.map((e) => e.restorable)).toEqual([false, true]);

    const restored = await editor('POST', `/api/admin/${c.type}/${id}/history/restore${query}`, { restore: created.body.version, version: edited.body.version });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toEqual({ version: edited.body.version + 1, message: `Version ${created.body.version} restored as version ${edited.body.version + 1}` });
    const item = (await owner('GET', `/api/admin/${c.type}/${id}${query}`)).body;
    expect(item).toMatchObject({ [c.field]: first, version: edited.body.version + 1, updatedBy: EDITOR });

    const after = await history(owner, `/api/admin/${c.type}/${id}/history${query}`);
    expect(after.items[0]).toMatchObject({ action: 'restore_version', summary: `Restored version ${created.body.version}`, version: edited.body.version + 1, restorable: false });
    expect(after.items[0]!.changes).toEqual([{ field: c.field, label: c.label, before: `${first} (edited)`, after: first }]);
    const audit = await lastAudit(CONTENT_ENTITY[c.type]!, id);
    expect(audit).toMatchObject({ action: 'restore_version', userEmail: EDITOR });
    expect(audit.after).toMatchObject({ restoredVersion: created.body.version, [c.field]: first });
  });

  it('shows a route price in A$ with its route in words, and brings back the seeded version before the first change', async () => {
    const departure = (await db.select().from(departureLocations).where(eq(departureLocations.value, 'jandakot')))[0]!;
    const [route] = await db.select().from(routePricing).where(eq(routePricing.departureLocationId, departure.id)).limit(1);
    const seededPrice = route!.price;
    const changed = await editor('PUT', `/api/route-pricing/${route!.id}?regionId=${wa}`, { price: 1234.5, version: route!.version });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const page = await history(owner, `/api/admin/route-pricing/${route!.id}/history?regionId=${wa}`);
    expect(page.items[0]).toMatchObject({ summary: 'Changed', version: route!.version + 1, who: { name: 'Eddie Editor', email: EDITOR } });
    expect(page.items[0]!.changes).toEqual([{ field: 'price', label: 'Price', before: aud(seededPrice), after: 'A$1,234.50' }]);
    // Never created through the panel (seeded): its first state is an entry of its own, and can come back.
    expect(page.items[1]).toMatchObject({ id: null, action: 'earlier', version: route!.version, restorable: true, changes: [] });

    const restored = await editor('POST', `/api/admin/route-pricing/${route!.id}/history/restore?regionId=${wa}`, { restore: route!.version }, { 'if-match': `"${route!.version + 1}"` });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const [now] = await db.select().from(routePricing).where(eq(routePricing.id, route!.id));
    expect(now).toMatchObject({ price: seededPrice, version: route!.version + 2, updatedBy: EDITOR });
    const top = (await history(owner, `/api/admin/route-pricing/${route!.id}/history`)).items[0]!;
    expect(top).toMatchObject({ summary: `Restored version ${route!.version}`, changes: [{ label: 'Price', before: 'A$1,234.50', after: aud(seededPrice) }] });
    // The public quote reads the restored price at once.
    const list = (await owner('GET', `/api/admin/route-pricing?departureLocationId=${departure.id}`)).body as Json[];
    expect(list.find((r) => r.id === route!.id).price).toBe(Number(seededPrice));
  });

  it('answers 409 with the item as it is now when someone changed it since it was opened, and restores nothing', async () => {
    const created = (await owner('POST', `/api/connecting-services?regionId=${wa}`, { title: 'Ferry v1' })).body;
    const opened = (await owner('PUT', `/api/connecting-services/${created.id}`, { title: 'Ferry v2' })).body;
    await editor('PUT', `/api/connecting-services/${created.id}`, { title: 'Ferry v3', version: opened.version });

    const stale = await owner('POST', `/api/admin/connecting-services/${created.id}/history/restore`, { restore: created.version, version: opened.version });
    expect(stale.status).toBe(409);
    const body = conflictResponseSchema.parse(stale.body);
    expect(body.message).toMatch(/^Changed by Eddie Editor at .+ since you opened it$/);
    expect(body.current).toMatchObject({ title: 'Ferry v3', version: opened.version + 1, updatedBy: EDITOR });
    expect((await owner('GET', `/api/admin/connecting-services/${created.id}`)).body.title).toBe('Ferry v3');
  });

  it('refuses in plain words a version whose departure was deleted since, or whose value another item now has', async () => {
    const [jandakot, perth] = await Promise.all(
      ['jandakot', 'perth-airport'].map(async (value) => (await db.select().from(departureLocations).where(eq(departureLocations.value, value)))[0]!),
    );
    const temporary = (await owner('POST', `/api/departure-locations?regionId=${wa}`, { name: 'Temporary Strip', value: 'temporary-strip' })).body;
    const destination = (await db.select().from(routePricing).where(eq(routePricing.departureLocationId, jandakot!.id)).limit(1))[0]!.destinationId;
    const price = (await owner('POST', `/api/route-pricing?regionId=${wa}`, { aircraftType: '8-passengers', departureLocationId: temporary.id, destinationId: destination, flightType: 'scenic', price: 999 })).body;
    const moved = await owner('PUT', `/api/route-pricing/${price.id}`, { departureLocationId: perth!.id, version: price.version });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await owner('DELETE', `/api/departure-locations/${temporary.id}`)).status).toBe(204);

    const page = await history(owner, `/api/admin/route-pricing/${price.id}/history`);
    expect(page.items[0]!.changes).toEqual([{ field: 'departureLocationId', label: 'Departure location', before: 'no. ' + temporary.id + ' (deleted since)', after: perth!.name }]);
    const orphan = await owner('POST', `/api/admin/route-pricing/${price.id}/history/restore`, { restore: price.version, version: moved.body.version });
    expect(orphan).toMatchObject({
      status: 409,
      body: { message: `Version ${price.version} cannot be restored: its departure location (no. ${temporary.id}) was deleted since. Restore it from the Trash first.` },
    });

    const first = (await owner('POST', `/api/destinations?regionId=${wa}`, { name: 'Lucky Bay', value: 'lucky-bay' })).body;
    const renamed = (await owner('PUT', `/api/destinations/${first.id}`, { value: 'lucky-bay-old' })).body;
    expect((await owner('POST', `/api/destinations?regionId=${wa}`, { name: 'Lucky Bay (new)', value: 'lucky-bay' })).status).toBe(201);
    const clash = await owner('POST', `/api/admin/destinations/${first.id}/history/restore`, { restore: first.version, version: renamed.version });
    expect(clash).toMatchObject({ status: 409, body: { message: `Version ${first.version} cannot be restored: a destination with the value "lucky-bay" already exists` } });
    expect((await owner('GET', `/api/admin/destinations/${first.id}`)).body).toMatchObject({ value: 'lucky-bay-old', version: renamed.version });
  });

  it('says what is wrong with a bad restore: no version named, one not on record, the current one, an unknown item', async () => {
    const item = (await owner('POST', `/api/hero-images?regionId=${wa}`, { title: 'Sunset', imageUrl: '/assets/s.webp' })).body;
    const missing = await owner('POST', `/api/admin/hero-images/${item.id}/history/restore`, { version: item.version });
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toContainEqual(expect.objectContaining({ path: 'restore' }));
    expect(await owner('POST', `/api/admin/hero-images/${item.id}/history/restore`, { restore: 99 })).toMatchObject({
      status: 404,
      body: { message: `Hero image ${item.id} has no version 99 on record` },
    });
    expect(await owner('POST', `/api/admin/hero-images/${item.id}/history/restore`, { restore: item.version, version: item.version })).toMatchObject({
      status: 400,
      body: { message: `Version ${item.version} is the current version; there is nothing to restore` },
    });
    expect(await owner('GET', '/api/admin/hero-images/999999/history')).toMatchObject({ status: 404, body: { message: 'Hero image 999999 was not found and has no history' } });
    expect((await owner('GET', `/api/admin/hero-images/${item.id}/history?limit=51`)).status).toBe(400);
    expect((await owner('GET', `/api/admin/hero-images/${item.id}/history?before=abc`)).status).toBe(400);
  });

  it('lets whoever may edit restore; an agent reads the History but may not restore', async () => {
    const item = (await owner('POST', `/api/pilot-training?regionId=${wa}`, { title: 'Night rating' })).body;
    const changed = (await owner('PUT', `/api/pilot-training/${item.id}`, { title: 'Night VFR rating' })).body;
    expect((await agent('GET', `/api/admin/pilot-training/${item.id}/history`)).status).toBe(200);
    const refused = await agent('POST', `/api/admin/pilot-training/${item.id}/history/restore`, { restore: item.version, version: changed.version });
    expect(refused).toMatchObject({ status: 403, body: { message: 'Your role can only view content; ask an owner or editor to change it' } });
    expect((await owner('GET', `/api/admin/pilot-training/${item.id}`)).body.title).toBe('Night VFR rating');
    expect((await editor('POST', `/api/admin/pilot-training/${item.id}/history/restore`, { restore: item.version, version: changed.version })).status).toBe(200);
  });

  it('keeps the History of an item deleted and restored from the Trash, and refuses a restore while it is deleted', async () => {
    const item = (await owner('POST', `/api/accreditation-badges?regionId=${wa}`, { title: 'Safety award', imageUrl: '/assets/b.webp' })).body;
    await owner('PUT', `/api/accreditation-badges/${item.id}`, { title: 'Safety award 2026' });
    const deleted = await owner('DELETE', `/api/accreditation-badges/${item.id}`);
    expect(deleted.status).toBe(204);

    const whileDeleted = await history(owner, `/api/admin/accreditation-badges/${item.id}/history`);
    expect(whileDeleted.currentVersion).toBeNull();
    expect(whileDeleted.items.map((e) => e.summary)).toEqual(['Deleted (moved to the Trash)', 'Changed', 'Created']);
    expect(whileDeleted.items.every((e) => !e.restorable)).toBe(true);
    expect(await owner('POST', `/api/admin/accreditation-badges/${item.id}/history/restore`, { restore: item.version })).toMatchObject({
      status: 404,
      body: { message: `Accreditation badge ${item.id} was deleted; restore it from the Trash first` },
    });

    expect((await owner('POST', `/api/admin/trash/${deleted.headers.get('trash-entry')}/restore`)).status).toBe(200);
    const back = await history(owner, `/api/admin/accreditation-badges/${item.id}/history`);
    expect(back.items.map((e) => e.summary)).toEqual(['Restored from the Trash', 'Deleted (moved to the Trash)', 'Changed', 'Created']);
    expect(back.items.find((e) => e.summary === 'Created')).toMatchObject({ version: item.version, restorable: true });
    expect((await owner('POST', `/api/admin/accreditation-badges/${item.id}/history/restore`, { restore: item.version, version: back.currentVersion })).status).toBe(200);
    expect((await owner('GET', `/api/admin/accreditation-badges/${item.id}`)).body.title).toBe('Safety award');
  });

  it('reads a long History a page at a time, newest first, each page bounded', async () => {
    const item = (await owner('POST', `/api/connecting-services?regionId=${wa}`, { title: 'Shuttle 0' })).body;
    for (let n = 1; n <= 24; n++) await owner('PUT', `/api/connecting-services/${item.id}`, { title: `Shuttle ${n}` });
    const seen: HistoryEntry[] = [];
    let before: string | null | undefined;
    let pages = 0;
    do {
      const page = await history(owner, `/api/admin/connecting-services/${item.id}/history?limit=10${before ? `&before=${before}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(10);
      seen.push(...page.items);
      before = page.nextBefore;
      pages++;
    } while (before !== null && pages < 5);
    expect(pages).toBe(3);
    expect(seen.map((e) => e.version)).toEqual(Array.from({ length: 25 }, (_, i) => item.version + 24 - i));
    expect(seen.at(-1)!.summary).toBe('Created');
    expect(seen[0]!.changes).toEqual([{ field: 'title', label: 'Title', before: 'Shuttle 23', after: 'Shuttle 24' }]);
  });

  it('answers the first and a later page of an item edited 10,000 times, ten entries each, newest first', async () => {
    const item = (await owner('POST', `/api/connecting-services?regionId=${wa}`, { title: 'Busy shuttle' })).body;
    await db.execute(sql`
      insert into audit_log (user_email, action, entity, entity_id, before, after)
      select ${OWNER}, 'update', 'connecting_service', ${String(item.id)},
             jsonb_build_object('version', n, 'title', 'Busy shuttle ' || (n - 1)), jsonb_build_object('version', n + 1, 'title', 'Busy shuttle ' || n)
      from generate_series(1, 10000) as n`);
    const first = await history(owner, `/api/admin/connecting-services/${item.id}/history`);
    expect(first.items.map((e) => e.version)).toEqual(Array.from({ length: 10 }, (_, i) => 10001 - i));
    expect(first.items[0]!.changes).toEqual([{ field: 'title', label: 'Title', before: 'Busy shuttle 9999', after: 'Busy shuttle 10000' }]);
    const second = await history(owner, `/api/admin/connecting-services/${item.id}/history?before=${first.nextBefore}`);
    expect(second.items.map((e) => e.version)).toEqual(Array.from({ length: 10 }, (_, i) => 9991 - i));
    // A version far back comes back too (its whole row is found among the 10,000).
    await db.execute(sql`update connecting_services set version = 10001 where id = ${item.id}`);
    const restored = await owner('POST', `/api/admin/connecting-services/${item.id}/history/restore`, { restore: 3, version: 10001 });
    expect(restored.body).toEqual({ version: 10002, message: 'Version 3 restored as version 10002' });
    expect((await owner('GET', `/api/admin/connecting-services/${item.id}`)).body.title).toBe('Busy shuttle 2');
  });
});

const CONTENT_ENTITY: Record<string, string> = {
  destinations: 'destination',
  'departure-locations': 'departure_location',
  regions: 'region',
  experiences: 'experience',
  'connecting-services': 'connecting_service',
  'pilot-training': 'pilot_training_course',
  'hero-images': 'hero_image',
  'aircraft-experience-images': 'aircraft_experience_image',
  'accreditation-badges': 'accreditation_badge',
};

/** '250.00' as the History shows it: 'A$250.00'. */
const aud = (decimal: string) => `A$${Number(decimal).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
