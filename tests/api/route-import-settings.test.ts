/**
 * The price spreadsheet carries the airfield fees and the home airfields (decisions 0069, 0070) over real
 * HTTP: the .xlsx export has an "Airfield fees" and a "Home airfields" sheet; a workbook edited with the
 * xlsx library and imported back sets them in the import's transaction (previewed as counts, audited,
 * versioned) and the next estimate shows them; bad rows are refused in words with nothing written; a
 * workbook without those sheets (a CSV, an old export) leaves them as they are.
 */
import * as XLSX from '@e965/xlsx';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatePriceResponseSchema } from '../../src/domain/api/pricing';
import { auditLog, destinations, homeAirfields, regions } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const NOW = new Date('2026-12-02T04:00:00.000Z');
const ONE_WAY = { aircraftType: '6-passengers', flightType: 'one-way', departure: 'perth-airport', destination: 'rottnest-island', date: '2026-12-09' };
type Grid = string[][];

/** The sheets of a workbook as grids of text, and back. */
const gridsOf = (bytes: Buffer): Map<string, Grid> => {
  const book = XLSX.read(bytes, { type: 'buffer' });
  return new Map(book.SheetNames.map((name) => [name, XLSX.utils.sheet_to_json<string[]>(book.Sheets[name]!, { header: 1, raw: false, defval: '' })]));
};
const workbookOf = (grids: Map<string, Grid>): Buffer => {
  const book = XLSX.utils.book_new();
  for (const [name, grid] of grids) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(grid), name);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
};

describe.each(testDatabaseKinds())('airfield fees and home airfields in the price spreadsheet (%s)', (kind) => {
  let server: TestServer;
  let cookie: string;
  let regionId: number;

  beforeAll(async () => {
    server = await startTestServer({ kind, now: () => NOW });
    await createAdmin(server.database.db, 'settings.sheets@example.com', 'settings sheets password 1');
    cookie = await signIn(server, 'settings.sheets@example.com', 'settings sheets password 1');
    regionId = (await server.database.db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
  });
  afterAll(async () => server?.close());

  const upload = async (name: string, bytes: Buffer, preview = false) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await server.fetch(`/api/import-routes?${preview ? 'preview=true' : 'createLocations=true'}`, { method: 'POST', headers: { cookie, origin: server.url }, body: form });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & { issues?: { path: string; message: string }[] } };
  };
  const exported = async (format: 'xlsx' | 'csv') => {
    const response = await server.fetch(`/api/admin/route-pricing/export?format=${format}&regionId=${regionId}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };
  const estimate = async () => {
    const response = await server.post('/api/calculate-price', ONE_WAY);
    expect(response.status).toBe(200);
    return calculatePriceResponseSchema.parse(await response.json());
  };
  const rottnest = async () => (await server.database.db.select().from(destinations).where(eq(destinations.value, 'rottnest-island')))[0]!;

  it('exports both sheets in the .xlsx (every airfield of the region, with its kind) and none in the CSV', async () => {
    const grids = gridsOf(await exported('xlsx'));
    expect([...grids.keys()]).toEqual(['Route pricing', 'Airfield fees', 'Home airfields']);
    expect(grids.get('Airfield fees')![0]).toEqual(['Region', 'Airfield', 'Airfield Name', 'Kind', 'Landing Fee', 'Parking Fee']);
    expect(grids.get('Airfield fees')!).toContainEqual(['WA', 'rottnest-island', 'Rottnest Island (YRTI)', 'destination', '', '']);
    expect(grids.get('Airfield fees')!).toContainEqual(expect.arrayContaining(['jandakot', 'departure']));
    expect(grids.get('Home airfields')).toEqual([['Region', 'Aircraft Type', 'Home Airfield', 'Positioning Unit', 'Positioning Value', 'Free Radius Km', 'Waiting Rate']]);
    expect((await exported('csv')).toString('utf8')).not.toContain('Landing Fee');
  });

  it('round-trips: a fee and a home airfield changed in the workbook are previewed, applied, audited, and in the next estimate', async () => {
    const before = await estimate();
    expect(before.lines.map((l) => l.kind)).not.toContain('positioning');
    const grids = gridsOf(await exported('xlsx'));
    const fees = grids.get('Airfield fees')!;
    const row = fees.find((r) => r[1] === 'rottnest-island')!;
    row[4] = '45';
    row[5] = '$20.50';
    grids.get('Home airfields')!.push(['WA', '6-passengers', 'jandakot', 'ferry-rate', '600', '0', '120']);
    const workbook = workbookOf(grids);

    const preview = await upload('prices.xlsx', workbook, true);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ preview: true, changedAirfieldFees: 1, changedHomeAirfields: 1, updatedRoutes: 0, createdRoutes: 0 });
    expect(preview.body.message).toContain('1 airfield(s) with new fees, 1 home airfield(s) set');
    // Each change in words: the fees before and after, the home airfield's rule (new here).
    expect(preview.body.settingsChanges).toEqual([
      'Rottnest Island (YRTI), destination: landing fee none → A$45.00; parking fee none → A$20.50',
      '6 Passengers in WA: Jandakot Airport (YPJT), A$600 per flight hour, waiting A$120.00 an hour (new)',
    ]);
    expect((await rottnest()).landingFee).toBeNull();

    const applied = await upload('prices.xlsx', workbook);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toMatchObject({ preview: false, changedAirfieldFees: 1, changedHomeAirfields: 1 });
    const after = await estimate();
    expect(after.lines.map((l) => [l.kind, l.label, l.kind === 'airfield' ? l.amount : undefined])).toEqual(
      expect.arrayContaining([
        ['airfield', 'Landing fee, Rottnest Island (YRTI)', 4_500],
        ['positioning', 'Positioning from Jandakot Airport (YPJT)', undefined],
        ['positioning', 'Return of the aircraft to Jandakot Airport (YPJT)', undefined],
      ]),
    );
    const stored = await rottnest();
    expect(stored).toMatchObject({ landingFee: '45.00', parkingFee: '20.50', updatedBy: 'settings.sheets@example.com' });
    expect(stored.version).toBeGreaterThan(1);
    const db = server.database.db;
    const [feeAudit] = await db.select().from(auditLog).where(and(eq(auditLog.entity, 'destination'), eq(auditLog.entityId, String(stored.id))));
    expect(feeAudit).toMatchObject({ action: 'update', userEmail: 'settings.sheets@example.com' });
    expect(feeAudit!.after).toMatchObject({ landingFee: '45.00' });
    const [homeAudit] = await db.select().from(auditLog).where(eq(auditLog.entity, 'home_airfields'));
    expect(homeAudit).toMatchObject({ action: 'create' });

    // The same workbook again changes nothing; a changed rate updates the home (a new version).
    expect((await upload('prices.xlsx', workbook, true)).body).toMatchObject({ changedAirfieldFees: 0, changedHomeAirfields: 0, settingsChanges: [] });
    grids.get('Home airfields')![1]![4] = '700';
    expect((await upload('prices.xlsx', workbookOf(grids))).body).toMatchObject({
      changedAirfieldFees: 0,
      changedHomeAirfields: 1,
      settingsChanges: [
        '6 Passengers in WA: Jandakot Airport (YPJT), A$700 per flight hour, waiting A$120.00 an hour (was Jandakot Airport (YPJT), A$600 per flight hour, waiting A$120.00 an hour)',
      ],
    });
    const [home] = await db.select().from(homeAirfields).where(eq(homeAirfields.regionId, regionId));
    expect(home).toMatchObject({ positioningValue: '700.00', version: 2 });
    const dearer = await estimate();
    expect(Number(dearer.estimate)).toBeGreaterThan(Number(after.estimate));
  });

  it('a workbook without those sheets (a CSV, or only the route prices) leaves fees and homes as they are', async () => {
    const csv = await upload('prices.csv', await exported('csv'));
    expect(csv.status, JSON.stringify(csv.body)).toBe(200);
    expect(csv.body).toMatchObject({ changedAirfieldFees: 0, changedHomeAirfields: 0 });
    const grids = gridsOf(await exported('xlsx'));
    const routesOnly = workbookOf(new Map([['Route pricing', grids.get('Route pricing')!]]));
    expect((await upload('prices.xlsx', routesOnly)).body).toMatchObject({ changedAirfieldFees: 0, changedHomeAirfields: 0 });
    expect((await rottnest()).landingFee).toBe('45.00');
    expect((await estimate()).lines.map((l) => l.kind)).toContain('positioning');
  });

  it('refuses bad rows of both sheets in words, row by row, and writes nothing', async () => {
    const grids = gridsOf(await exported('xlsx'));
    const [qld] = await server.database.db.select().from(regions).where(eq(regions.code, 'QLD'));
    const qldPlace = gridsOf(Buffer.from(await (await server.fetch(`/api/admin/route-pricing/export?format=xlsx&regionId=${qld!.id}`, { headers: { cookie } })).arrayBuffer()))
      .get('Airfield fees')!
      .find((r) => r[3] === 'departure')!;
    grids.get('Airfield fees')!.push(
      ['WA', 'nowhere-strip', '', 'destination', '10', ''],
      ['WA', 'rottnest-island', '', 'destination', '-5', ''],
      ['WA', 'jandakot', '', 'hangar', '10', ''],
      ['WA', 'jandakot', '', 'departure', '10', 'lots'],
    );
    grids.get('Home airfields')!.splice(
      1,
      grids.get('Home airfields')!.length - 1,
      ['WA', 'jumbo-jet', 'jandakot', 'ferry-rate', '600', '', ''],
      ['WA', '3-passengers', qldPlace[1]!, 'ferry-rate', '600', '', ''],
      ['ZZ', '9-passengers', 'jandakot', 'ferry-rate', '600', '', ''],
      ['WA', '12-passengers', 'jandakot', 'hourly-percent', '900', '', ''],
      ['WA', '8-passengers', 'jandakot', 'by the mile', '600', '', ''],
    );
    const refused = await upload('prices.xlsx', workbookOf(grids));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/problem\(s\); nothing was imported/);
    const messages = refused.body.issues!.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Airfield fees, row \d+: there is no destination 'nowhere-strip'$/),
        expect.stringMatching(/^Airfield fees, row \d+: '-5': the landing fee cannot be negative$/),
        expect.stringMatching(/^Airfield fees, row \d+: Kind must be departure or destination, not 'hangar'$/),
        expect.stringMatching(/^Airfield fees, row \d+: 'lots': the parking fee/),
        expect.stringMatching(/^Home airfields, row 2: 'jumbo-jet' is not an aircraft type/),
        `Home airfields, row 3: '${qldPlace[1]!.toLowerCase()}' is not a departure location of region 'WA'`,
        "Home airfields, row 4: there is no region 'ZZ'",
        'Home airfields, row 5: A percentage can be at most 500%',
        "Home airfields, row 6: Positioning Unit must be ferry-rate or hourly-percent, not 'by the mile'",
      ]),
    );
    expect(refused.body.issues!.find((i) => i.message.includes("'-5'"))!.path).toMatch(/^Airfield fees row \d+: Landing Fee$/);
    expect((await rottnest()).landingFee).toBe('45.00');
    const homes = await server.database.db.select().from(homeAirfields);
    expect(homes.map((h) => h.aircraftType)).toEqual(['6-passengers']);
  });

  it('the sheets are held to the same row limit as the route prices', async () => {
    const grids = gridsOf(await exported('xlsx'));
    const fees = grids.get('Airfield fees')!;
    const many = Array.from({ length: 20_001 }, (_, i) => ['WA', `strip-${i}`, '', 'departure', '1', '']);
    const big = workbookOf(new Map([...grids, ['Airfield fees', [fees[0]!, ...many]]]));
    const refused = await upload('prices.xlsx', big, true);
    expect(refused.status).toBe(400);
    expect(String(refused.body.message)).toMatch(/20,000/);
  });
});
