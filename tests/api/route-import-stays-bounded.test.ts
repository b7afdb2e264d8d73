/**
 * No spreadsheet can stall, split or exhaust the server. Hostile files are made here
 * (a real .xlsx re-zipped with a declared range of A1:XFD1048576, a cell at XFD1048576), big ones too; the
 * file is read in a worker thread with limits (small ones injected where a test needs them) and the rows
 * are written in batches while /healthz keeps answering. Also: the export's formula guard.
 */
import * as XLSX from '@e965/xlsx';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeLimit } from '../support/time-limits';
import { departureLocations, destinations, regions, routePricing } from '../../src/server/db/schema';
import { SheetReader } from '../../src/server/services/route-import/sheet-reader';
import { createAdmin, signIn } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';
import { csvOf, editSheetXml, newRouteRows, sheetXmlOf, withCellAt, withDimension, xlsxOf } from '../support/spreadsheets';

const LIMIT_MESSAGE = 'The file has more than 20,000 rows; split it into files of at most 20,000 rows';

async function signedIn(server: TestServer, email: string): Promise<string> {
  await createAdmin(server.database.db, email, 'hardening password 1');
  return signIn(server, email, 'hardening password 1');
}

function uploader(server: TestServer, cookie: () => string) {
  return (name: string, bytes: Buffer, preview = false) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return server.fetch(`/api/import-routes${preview ? '?preview=true' : '?createLocations=true'}`, { method: 'POST', headers: { cookie: cookie(), origin: server.url }, body: form });
  };
}

/**
 * Polls /healthz every `everyMs` (one request at a time) until stopped. `answered` counts the 200s that came
 * back before the stop, i.e. while the work the caller awaited was still going: a server held up by that
 * work answers none of them until it is done. How long each took is `npm run bench -- import`'s business.
 */
function pollHealth(server: TestServer, everyMs = 20) {
  const failures: string[] = [];
  let answered = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        const response = await server.fetch('/healthz', { signal: AbortSignal.timeout(timeLimit(10_000)) });
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`status ${response.status}`);
        else if (running) answered++;
      } catch (error) {
        failures.push(String(error));
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { answered, failures };
  };
}

describe.each(testDatabaseKinds())('route import: bounded, off-thread, batched (%s)', (kind) => {
  let server: TestServer;
  let cookie: string;
  let upload: ReturnType<typeof uploader>;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    cookie = await signedIn(server, 'hardening@example.com');
    upload = uploader(server, () => cookie);
  });
  afterAll(async () => server?.close());

  const routeCount = async (prefix: string) =>
    (await server.database.db.select({ id: destinations.id }).from(destinations).where(like(destinations.value, `${prefix}-dest-%`))).length;

  it('answers a 1.6 KB-class .xlsx declaring A1:XFD1048576 (only a <dimension>, or one real cell at XFD1048576) with a plain 400, /healthz answering and RSS steady', async () => {
    const dimensionOnly = editSheetXml(xlsxOf(newRouteRows(1, 'wide')), withDimension('A1:XFD1048576'));
    const farCell = editSheetXml(xlsxOf(newRouteRows(1, 'wide')), (xml) => withDimension('A1:XFD1048576')(withCellAt('XFD1048576', 'x')(xml)));
    const rssBefore = process.memoryUsage().rss;
    const stop = pollHealth(server);
    for (const [name, file] of [
      ['dimension.xlsx', dimensionOnly],
      ['far-cell.xlsx', farCell],
    ] as const) {
      for (const preview of [true, false]) {
        const response = await upload(name, file, preview);
        const body = (await response.json()) as { message: string; issues: { message: string }[] };
        expect(response.status, name).toBe(400);
        expect(body.message).toBe(LIMIT_MESSAGE);
        expect(body.issues[0]!.message).toContain('A1:XFD1048576');
      }
    }
    const health = await stop();
    expect(health.failures).toEqual([]);
    const grewMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
    expect(grewMb, `RSS grew ${grewMb.toFixed(0)} MB`).toBeLessThan(150);
    expect(await routeCount('wide')).toBe(0);
  });

  it('refuses 20,001 data rows with the message naming 20,000, and previews exactly 20,000', async () => {
    const over = await upload('over.xlsx', xlsxOf(newRouteRows(20_001, 'limit')), true);
    expect(over.status).toBe(400);
    expect(((await over.json()) as { message: string }).message).toBe(LIMIT_MESSAGE);

    const atLimit = await upload('at-limit.csv', csvOf(newRouteRows(20_000, 'limit')), true);
    expect(atLimit.status, await atLimit.clone().text()).toBe(200);
    expect(await atLimit.json()).toMatchObject({ preview: true, createdRoutes: 20_000, createdDestinations: 20_000, createdDepartures: 25, updatedRoutes: 0 });
    expect(await routeCount('limit')).toBe(0);
  }, timeLimit(90_000));

  it('keeps answering /healthz all through a 5,000-row preview and apply, and the preview equals the apply', async () => {
    const file = xlsxOf(newRouteRows(5000, 'big'));
    const expected = { createdRoutes: 5000, updatedRoutes: 0, unchangedRoutes: 0, createdDestinations: 5000, createdDepartures: 25 };

    const stopPreview = pollHealth(server);
    const preview = await upload('big.xlsx', file, true);
    const previewHealth = await stopPreview();
    expect(preview.status, await preview.clone().text()).toBe(200);
    const previewText = await preview.text();
    expect(JSON.parse(previewText)).toMatchObject({ ...expected, preview: true });
    // Every row's effect is in the preview, a page of each list at a time (decision 0030): it stays small.
    expect(JSON.parse(previewText).effects.new).toMatchObject({ total: 5000, offset: 0 });
    expect(previewText.length).toBeLessThan(40_000);
    expect(await routeCount('big')).toBe(0);

    const stopApply = pollHealth(server);
    const applied = await upload('big.xlsx', file);
    const applyHealth = await stopApply();
    expect(applied.status, await applied.clone().text()).toBe(200);
    expect(await applied.json()).toMatchObject({ ...expected, preview: false });
    expect(await routeCount('big')).toBe(5000);

    for (const [phase, health] of [
      ['preview', previewHealth],
      ['apply', applyHealth],
    ] as const) {
      expect(health.failures, phase).toEqual([]);
      // The import yields between batches, so /healthz is answered while it runs, one request after another,
      // rather than once after it (the old reader held the server for the whole file). The latency target
      // (p99 <= 100 ms) is measured by `npm run bench -- import` on a quiet machine.
      expect(health.answered, `${phase}: /healthz answers while the import ran`).toBeGreaterThanOrEqual(5);
    }
  }, timeLimit(120_000));

  it('applies a mixed file as row-by-row did: exact new/changed/unchanged counts, reactivated and repriced routes, offered flight types, first-named new locations', async () => {
    const { db } = server.database;
    const [wa] = await db.select().from(regions).where(eq(regions.code, 'WA'));
    const [jandakot] = await db.select().from(departureLocations).where(eq(departureLocations.value, 'jandakot'));
    const plain = await db
      .select({ id: routePricing.id, aircraftType: routePricing.aircraftType, flightType: routePricing.flightType, price: routePricing.price, destination: destinations.value })
      .from(routePricing)
      .innerJoin(destinations, eq(destinations.id, routePricing.destinationId))
      .where(and(eq(routePricing.departureLocationId, jandakot!.id), eq(routePricing.isCustomRoute, false), eq(routePricing.isActive, true)))
      .orderBy(routePricing.id)
      .limit(3);
    const [same, repriced, reactivated] = plain as [(typeof plain)[number], (typeof plain)[number], (typeof plain)[number]];
    expect(plain.every((r) => r.price !== null)).toBe(true);
    await db.update(routePricing).set({ isActive: false }).where(eq(routePricing.id, reactivated.id));
    // A WA destination that does not offer one-way yet, with no one-way route from Jandakot.
    const candidates = await db.select().from(destinations).where(eq(destinations.regionId, wa!.id));
    const gaining = candidates.find((d) => !d.flightTypes.includes('one-way'))!;
    expect(gaining, 'a seeded WA destination without one-way').toBeDefined();
    const row = (r: { destination: string; aircraftType: string; flightType: string }, price: string) => ['WA', 'jandakot', '', r.destination, '', r.aircraftType, r.flightType, price, 'no', ''];
    const file = xlsxOf([
      row(same, same.price),
      row(repriced, (Number(repriced.price) + 1).toFixed(2)),
      row(reactivated, reactivated.price),
      ['WA', 'jandakot', '', gaining.value, '', '6-passengers', 'one-way', '777', 'no', ''],
      ['WA', 'mix-dep', 'Mix Departure One', 'mix-dest', 'Mix Destination', '3-passengers', 'one-way', '100', 'no', ''],
      ['WA', 'mix-dep', 'Another Name', 'mix-dest', '', '3-passengers', 'same-day', '200', 'no', ''],
      ['WA', 'jandakot', '', 'mix-dest', 'Ignored Name', '6-passengers', 'one-way', '300', 'yes', ''],
    ]);
    const expected = { createdRoutes: 4, updatedRoutes: 2, unchangedRoutes: 1, createdDepartures: 1, createdDestinations: 1 };

    const preview = await upload('mixed.xlsx', file, true);
    expect(await preview.json()).toMatchObject({ ...expected, preview: true });
    const applied = await upload('mixed.xlsx', file);
    expect(applied.status, await applied.clone().text()).toBe(200);
    expect(await applied.json()).toMatchObject({ ...expected, preview: false, message: 'Imported 7 row(s): 4 new and 2 changed route price(s), 1 new departure(s), 1 new destination(s) (created hidden until they have a booking link and coordinates)' });

    const byId = async (id: number) => (await db.select().from(routePricing).where(eq(routePricing.id, id)))[0]!;
    expect((await byId(same.id)).price).toBe(same.price);
    expect((await byId(repriced.id)).price).toBe((Number(repriced.price) + 1).toFixed(2));
    expect((await byId(reactivated.id)).isActive).toBe(true);
    const [gained] = await db.select().from(destinations).where(eq(destinations.id, gaining.id));
    expect(gained!.flightTypes).toEqual([...gaining.flightTypes, 'one-way']);
    const [mixDep] = await db.select().from(departureLocations).where(eq(departureLocations.value, 'mix-dep'));
    expect(mixDep).toMatchObject({ name: 'Mix Departure One', regionId: wa!.id, appContext: 'main' });
    const [mixDest] = await db.select().from(destinations).where(eq(destinations.value, 'mix-dest'));
    expect(mixDest).toMatchObject({ name: 'Mix Destination', regionId: wa!.id, flightTypes: ['one-way', 'same-day'] });
    const mixRoutes = await db
      .select({ departure: routePricing.departureLocationId, aircraftType: routePricing.aircraftType, flightType: routePricing.flightType, price: routePricing.price, isCustomRoute: routePricing.isCustomRoute })
      .from(routePricing)
      .where(eq(routePricing.destinationId, mixDest!.id))
      .orderBy(routePricing.price);
    expect(mixRoutes).toEqual([
      { departure: mixDep!.id, aircraftType: '3-passengers', flightType: 'one-way', price: '100.00', isCustomRoute: false },
      { departure: mixDep!.id, aircraftType: '3-passengers', flightType: 'same-day', price: '200.00', isCustomRoute: false },
      { departure: jandakot!.id, aircraftType: '6-passengers', flightType: 'one-way', price: '300.00', isCustomRoute: true },
    ]);

    const again = await upload('mixed.xlsx', file);
    expect(await again.json()).toMatchObject({ createdRoutes: 0, updatedRoutes: 0, unchangedRoutes: 7, createdDepartures: 0, createdDestinations: 0 });
  });

  it('refuses a row naming a departure that an earlier row created in another region, writing nothing', async () => {
    const response = await upload('regions.csv', csvOf([
      ['WA', 'region-dep', '', 'region-dest-wa', '', '3-passengers', 'same-day', '100', 'no', ''],
      ['QLD', 'region-dep', '', 'region-dest-qld', '', '3-passengers', 'same-day', '100', 'no', ''],
    ]));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'The file has 1 problem(s); nothing was imported',
      issues: [{ path: 'row 3: Departure', message: "Row 3: departure 'region-dep' belongs to another region" }],
    });
    expect(await server.database.db.select().from(departureLocations).where(eq(departureLocations.value, 'region-dep'))).toEqual([]);
  });

  it("imports the export of every region back without creating anything, QLD's capitalised ICAO values (YBAF) included", async () => {
    const { db } = server.database;
    const [ybaf] = await db.select().from(departureLocations).where(eq(departureLocations.value, 'YBAF'));
    expect(ybaf, 'the seed names QLD departures by ICAO code').toBeDefined();
    const [departuresBefore, destinationsBefore] = [(await db.select().from(departureLocations)).length, (await db.select().from(destinations)).length];
    for (const format of ['csv', 'xlsx'] as const) {
      const file = Buffer.from(await (await server.fetch(`/api/admin/route-pricing/export?format=${format}`, { headers: { cookie } })).arrayBuffer());
      expect(file.toString('latin1')).toContain(format === 'csv' ? 'QLD,YBAF' : 'YBAF');
      const response = await upload(`all.${format}`, file);
      expect(response.status).toBe(200);
      const summary = (await response.json()) as { unchangedRoutes: number };
      expect(summary, format).toMatchObject({ createdRoutes: 0, updatedRoutes: 0, createdDestinations: 0, createdDepartures: 0 });
      expect(summary.unchangedRoutes).toBeGreaterThan(100);
    }
    expect((await db.select().from(departureLocations)).length).toBe(departuresBefore);
    expect((await db.select().from(destinations)).length).toBe(destinationsBefore);
  });

  it("exports formula-like names with a leading ' in CSV and as text cells in XLSX, and imports the export back to the very same names", async () => {
    const names = ['=HYPERLINK("http://evil.example","x")', '+SUM(1,2)', '-2+3', '@cmd'];
    const created = await upload('formulas.xlsx', xlsxOf(names.map((name, i) => ['WA', 'jandakot', '', `formula-${i}`, name, '3-passengers', 'same-day', '100', 'no', ''])));
    expect(created.status, await created.clone().text()).toBe(200);
    const exported = async (format: 'csv' | 'xlsx') =>
      Buffer.from(await (await server.fetch(`/api/admin/route-pricing/export?format=${format}`, { headers: { cookie } })).arrayBuffer());

    const csv = (await exported('csv')).toString('utf8');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).toContain(`"'+SUM(1,2)"`);
    expect(csv).toContain(`,'-2+3,`);
    expect(csv).toContain(`,'@cmd,`);
    // No cell of the CSV starts with a formula character.
    expect(csv.split(/\r?\n/).flatMap((line) => line.split(',')).filter((cell) => /^"?[=+\-@]/.test(cell))).toEqual([]);

    const xlsx = await exported('xlsx');
    const sheet = XLSX.read(xlsx, { type: 'buffer', cellFormula: true }).Sheets['Route pricing']!;
    const cells = Object.entries(sheet).filter(([ref]) => !ref.startsWith('!')).map(([, cell]) => cell as XLSX.CellObject);
    for (const name of names) expect(cells.find((cell) => cell.v === `'${name}`), name).toMatchObject({ t: 's' });
    expect(cells.filter((cell) => cell.f !== undefined || (typeof cell.v === 'string' && /^[=+\-@]/.test(cell.v)))).toEqual([]);
    expect(sheetXmlOf(xlsx)).not.toMatch(/<f[ >]/);

    for (const [format, file] of [
      ['csv', Buffer.from(csv)],
      ['xlsx', xlsx],
    ] as const) {
      const again = await upload(`export.${format}`, file);
      expect(await again.json(), format).toMatchObject({ createdRoutes: 0, updatedRoutes: 0, createdDestinations: 0, createdDepartures: 0 });
    }
    // Where the export's row creates the destination, the name comes in without the guard's '.
    const renamed = Buffer.from(csv.replaceAll('formula-0', 'formula-again'));
    expect((await upload('renamed.csv', renamed)).status).toBe(200);
    const stored = await server.database.db
      .select({ value: destinations.value, name: destinations.name })
      .from(destinations)
      .where(inArray(destinations.value, ['formula-0', 'formula-1', 'formula-2', 'formula-3', 'formula-again']))
      .orderBy(destinations.value);
    expect(stored.map((d) => d.name)).toEqual([...names, names[0]]);
  });
});

describe('route import: the spreadsheet worker keeps its limits (pglite)', () => {
  const servers: TestServer[] = [];
  afterAll(async () => Promise.all(servers.map((s) => s.close())));

  async function serverWith(reader: SheetReader, email: string) {
    const server = await startTestServer({ appOptions: { sheetReader: reader } });
    servers.push(server);
    const cookie = await signedIn(server, email);
    return { server, upload: uploader(server, () => cookie) };
  }

  it('stops a read over its time limit: the worker is terminated and the upload answered a plain 422, the server answering on', async () => {
    const reader = new SheetReader({ timeoutMs: 50 });
    const { server, upload } = await serverWith(reader, 'slow@example.com');
    const response = await upload('slow.xlsx', xlsxOf(newRouteRows(2000, 'slow')));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'The spreadsheet took too long to read (more than 0.05 s); split it into smaller files', issues: [] });
    expect(reader.running).toBe(0);
    expect((await server.fetch('/healthz')).status).toBe(200);
  });

  it('answers a read that runs out of worker heap with a plain 422, and the server carries on', async () => {
    const reader = new SheetReader({ resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 4, stackSizeMb: 4 } });
    const { server, upload } = await serverWith(reader, 'heap@example.com');
    const response = await upload('heap.xlsx', xlsxOf(newRouteRows(5000, 'heap')));
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toBe('The spreadsheet needs more memory to read than the server allows; split it into smaller files');
    expect(reader.running).toBe(0);
    expect((await server.fetch('/healthz')).status).toBe(200);
  });

  it('reads at most maxParallel files at once and answers 503 past its short queue', async () => {
    const reader = new SheetReader({ maxParallel: 1, maxWaiting: 1 });
    const { upload } = await serverWith(reader, 'busy@example.com');
    const file = xlsxOf(newRouteRows(3000, 'busy'));
    const responses = await Promise.all(Array.from({ length: 4 }, () => upload('busy.xlsx', file, true)));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { message: string; createdRoutes?: number }[];
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 503).length, statuses.join()).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s !== 503).every((s) => s === 200), statuses.join()).toBe(true);
    for (const [i, body] of bodies.entries()) {
      if (statuses[i] === 503) expect(body.message).toBe('The server is busy reading other spreadsheets; please try again in a minute');
      else expect(body.createdRoutes).toBe(3000);
    }
    expect(reader.peakRunning).toBe(1);
  });
});
