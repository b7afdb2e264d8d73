/**
 * An experience's 'Book Flight' target (decision 0023): an optional destination (by id, of the
 * experience's own region, offering the flight type) and flight type, edited through the admin API and read
 * by visitors as the destination's slug. Over real HTTP against the real database.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteFlightType } from '../../src/domain/flight-types';
import type { Database } from '../../src/server/db/database';
import { destinations, experiences, regions } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const EMAIL = 'experience.editor@example.com';
const PASSWORD = 'experience editor password 1';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

describe.each(testDatabaseKinds())('experience Book Flight target (%s)', (kind) => {
  let server: TestServer;
  let db: Database;
  let cookie: string;
  let wa: number;
  let qld: number;
  const place: Record<string, { id: number; regionId: number; flightTypes: RouteFlightType[] }> = {};

  async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Any }> {
    const response = await server.fetch(path, {
      method,
      headers: { cookie, origin: server.url, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  const newExperience = (fields: Record<string, unknown>) => ({
    title: `Test experience ${Math.random().toString(36).slice(2, 8)}`,
    description: 'A flight made for a test',
    imageUrl: '/assets/seed/exp-wave-rock.webp',
    priceDisplay: 'From A$500',
    bookingLink: 'https://book.example.com/test',
    ...fields,
  });

  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
    await createAdmin(db, EMAIL, PASSWORD);
    cookie = await signIn(server, EMAIL, PASSWORD);
    const all = await db.select().from(regions);
    wa = all.find((r) => r.code === 'WA')!.id;
    qld = all.find((r) => r.code === 'QLD')!.id;
    for (const row of await db.select().from(destinations)) place[row.value] = { id: row.id, regionId: row.regionId, flightTypes: row.flightTypes };
  });
  afterAll(() => server?.close());

  it('stores a destination of the same region and a flight type, and visitors read the destination slug', async () => {
    const created = await call('POST', `/api/experiences?regionId=${wa}`, newExperience({ destinationId: place['wave-rock']!.id, flightType: 'same-day' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ destinationId: place['wave-rock']!.id, flightType: 'same-day', regionId: wa });

    const list = (await (await server.fetch(`/api/experiences?regionId=${wa}`)).json()) as Any[];
    const read = list.find((e) => e.id === created.body.id);
    expect(read).toMatchObject({ destination: 'wave-rock', flightType: 'same-day' });
  });

  it('answers 400 in plain words for a destination of another region, and stores nothing', async () => {
    const title = `Cross-region ${Date.now()}`;
    const answer = await call('POST', `/api/experiences?regionId=${wa}`, newExperience({ title, destinationId: place.YLEL!.id, flightType: 'same-day' }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Lady Elliot Island (YLEL) is in another region: choose a destination in Western Australia, the experience's region");
    expect(answer.body.issues).toEqual([{ path: 'destinationId', message: 'is in another region' }]);
    expect(await db.select().from(experiences).where(eq(experiences.title, title))).toEqual([]);
  });

  it('refuses on edit too: moving an experience to another region keeps its destination only when that is in the new region', async () => {
    const created = await call('POST', `/api/experiences?regionId=${wa}`, newExperience({ destinationId: place['rottnest-island']!.id, flightType: 'one-way' }));
    expect(created.status).toBe(201);
    const id = created.body.id as number;

    const pointAcross = await call('PUT', `/api/experiences/${id}?regionId=${wa}`, { destinationId: place.YBNA!.id });
    expect(pointAcross.status).toBe(400);
    expect(pointAcross.body.message).toMatch(/^Ballina Byron \(YBNA\) is in another region: choose a destination in Western Australia/);

    const moveAway = await call('PUT', `/api/experiences/${id}`, { regionId: qld });
    expect(moveAway.status).toBe(400);
    expect(moveAway.body.message).toMatch(/^Rottnest Island \(YRTI\) is in another region: choose a destination in Queensland/);

    const moveWithIt = await call('PUT', `/api/experiences/${id}`, { regionId: qld, destinationId: place.YBNA!.id, flightType: 'same-day' });
    expect(moveWithIt.status, JSON.stringify(moveWithIt.body)).toBe(200);
    expect(moveWithIt.body).toMatchObject({ regionId: qld, destinationId: place.YBNA!.id, flightType: 'same-day' });
  });

  it('answers 400 when the destination does not offer the flight type, naming what it offers', async () => {
    expect(place['wave-rock']!.flightTypes).toEqual(['same-day']);
    const answer = await call('POST', `/api/experiences?regionId=${wa}`, newExperience({ destinationId: place['wave-rock']!.id, flightType: 'one-way' }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Wave Rock – Hyden (YHYD) does not offer one-way flights: choose one it offers (same-day return)');
    expect(answer.body.issues).toEqual([{ path: 'flightType', message: 'is not offered by this destination' }]);
  });

  it('answers 400 for an unknown destination id and for a flight type that is not one of the three', async () => {
    const unknown = await call('POST', `/api/experiences?regionId=${wa}`, newExperience({ destinationId: 2_000_000_000 }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Destination 2000000000 does not exist: choose one of the destinations listed');

    for (const flightType of ['pilot-training', 'return', 'SCENIC', 7]) {
      const answer = await call('POST', `/api/experiences?regionId=${wa}`, newExperience({ flightType }));
      expect(answer.status, String(flightType)).toBe(400);
      expect(answer.body.message, String(flightType)).toMatch(/Flight type must be same-day, scenic or one-way/);
    }
    for (const destinationId of ['rottnest-island', -3, 1.5, true]) {
      const answer = await call('POST', `/api/experiences?regionId=${wa}`, newExperience({ destinationId }));
      expect(answer.status, String(destinationId)).toBe(400);
      expect(answer.body.message, String(destinationId)).toMatch(/Destination must be one of the destinations listed/);
    }
  });

  it('clears both with the form\'s blank "None", and an edit of other fields never trips over the destination', async () => {
    const created = await call('POST', `/api/experiences?regionId=${wa}`, newExperience({ destinationId: String(place['margaret-river']!.id), flightType: 'same-day' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    expect(created.body.destinationId).toBe(place['margaret-river']!.id);

    // Staff later stop offering same-day to Margaret River: renaming the experience still saves.
    await db.update(destinations).set({ flightTypes: ['one-way'] }).where(eq(destinations.id, place['margaret-river']!.id));
    try {
      const renamed = await call('PUT', `/api/experiences/${id}?regionId=${wa}`, { title: 'Renamed while the destination changed' });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    } finally {
      await db.update(destinations).set({ flightTypes: place['margaret-river']!.flightTypes }).where(eq(destinations.id, place['margaret-river']!.id));
    }

    const cleared = await call('PUT', `/api/experiences/${id}?regionId=${wa}`, { destinationId: '', flightType: '' });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body).toMatchObject({ destinationId: null, flightType: null });
  });

  it('visitors get no slug for an inactive destination, and deleting the destination clears the link', async () => {
    const [created] = await db
      .insert(destinations)
      .values({ name: 'Short-lived Bay', value: `short-lived-${kind}`, regionId: wa, flightTypes: ['same-day'] })
      .returning();
    const experience = await call('POST', `/api/experiences?regionId=${wa}`, newExperience({ destinationId: created!.id, flightType: 'same-day' }));
    expect(experience.status).toBe(201);
    const read = async () => ((await (await server.fetch(`/api/experiences?regionId=${wa}`)).json()) as Any[]).find((e) => e.id === experience.body.id);
    expect(await read()).toMatchObject({ destination: `short-lived-${kind}` });

    expect((await call('PUT', `/api/destinations/${created!.id}?regionId=${wa}`, { isActive: false })).status).toBe(200);
    expect(await read()).toMatchObject({ destination: null, flightType: 'same-day' });

    expect((await call('DELETE', `/api/destinations/${created!.id}?regionId=${wa}`)).status).toBe(204);
    const [row] = await db.select().from(experiences).where(and(eq(experiences.id, experience.body.id), eq(experiences.regionId, wa)));
    expect(row?.destinationId).toBeNull();
  });

  it('the shipped experiences open their own places: Rottnest same-day, Perth City scenic from Jandakot, Lady Elliot Island', async () => {
    const waList = (await (await server.fetch(`/api/experiences?regionId=${wa}`)).json()) as Any[];
    const byTitle = (list: Any[], title: string) => list.find((e) => e.title === title);
    expect(byTitle(waList, 'On demand Air-Taxi to Wadjemup (Rottnest) Island')).toMatchObject({ destination: 'rottnest-island', flightType: 'same-day' });
    expect(byTitle(waList, 'Perth City Scenic Flight')).toMatchObject({ destination: 'jandakot', flightType: 'scenic' });
    const qldList = (await (await server.fetch(`/api/experiences?regionId=${qld}`)).json()) as Any[];
    expect(byTitle(qldList, 'Lady Elliot Island Reef Day Trip')).toMatchObject({ destination: 'YLEL', flightType: 'same-day' });
    // Every seeded target passes the same check staff edits do.
    for (const e of [...waList, ...qldList]) {
      if (e.destination === null) continue;
      const target = place[e.destination]!;
      expect(target.flightTypes, e.title).toContain(e.flightType);
    }
  });

  it('the translated price reaches visitors as price (From A$… in zh and hi)', async () => {
    const waList = (await (await server.fetch(`/api/experiences?regionId=${wa}`)).json()) as Any[];
    const rottnest = waList.find((e) => e.title === 'On demand Air-Taxi to Wadjemup (Rottnest) Island');
    expect(rottnest.price).toBe('From A$650');
    expect(rottnest.translations.zh.price).toBe('起价 A$650');
    expect(rottnest.translations.hi.price).toBe('A$650 से शुरू');
    expect(rottnest.translations.zh.priceDisplay).toBeUndefined();
  });
});
