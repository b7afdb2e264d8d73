import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const HEADER = ['Region', 'Departure', 'Departure Name', 'Destination', 'Destination Name', 'Aircraft Type', 'Flight Type', 'Price', 'Custom Route', 'Widget HTML'];
const xlsx = (rows: unknown[][]) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ...rows]), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
};
const csv = (rows: unknown[][]) => Buffer.from([HEADER, ...rows].map((r) => r.join(',')).join('\n'));

describe.each(testDatabaseKinds())('route pricing spreadsheets: import, preview, export (%s)', (kind) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    await createAdmin(server.database.db, 'sheets@example.com', 'sheets password 1');
    cookie = await signIn(server, 'sheets@example.com', 'sheets password 1');
  });
  afterAll(async () => server?.close());

  // An apply confirms creating the new locations the preview listed (decision 0030; route-import-preview-and-confirm.test.ts tests refusing it).
  const upload = (name: string, bytes: Buffer, preview = false) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return server.fetch(`/api/import-routes${preview ? '?preview=true' : '?createLocations=true'}`, { method: 'POST', headers: { cookie, origin: server.url }, body: form });
  };
  const call = (method: string, path: string, body: unknown) =>
    server.fetch(path, { method, headers: { cookie, origin: server.url, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const quote = async (destination: string, aircraftType = '6-passengers', flightType = 'one-way') =>
    (await (await server.post('/api/calculate-price', { aircraftType, flightType, departure: 'jandakot', destination, passengers: 4, regionId: 1 })).json()) as {
      estimate: number | string;
      breakdown?: { basePrice: number };
    };
  const exported = async (format: 'csv' | 'xlsx') => {
    const response = await server.fetch(`/api/admin/route-pricing/export?format=${format}&regionId=1`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };

  it('previews without writing, then imports an .xlsx that creates a destination and prices the public estimate', async () => {
    const rows = [['WA', 'jandakot', '', 'lancelin', 'Lancelin (YLAN)', '6-passengers', 'one-way', '1234.50', 'no', '']];
    const preview = await upload('prices.xlsx', xlsx(rows), true);
    expect(preview.status).toBe(200);
    expect(await preview.json()).toMatchObject({ preview: true, createdRoutes: 1, createdDestinations: 1, createdDepartures: 0 });
    expect((await (await server.fetch('/api/destinations?regionId=1')).json()).map((d: { value: string }) => d.value)).not.toContain('lancelin');

    const applied = await upload('prices.xlsx', xlsx(rows));
    expect(applied.status).toBe(200);
    expect(await applied.json()).toMatchObject({ preview: false, createdRoutes: 1, updatedRoutes: 0, createdDestinations: 1, createdDepartures: 0 });
    // Created hidden (decision 0030): quoted once staff give it coordinates and a booking link and switch it on.
    expect((await quote('lancelin')).breakdown).toBeUndefined();
    const [lancelin] = (await (await server.fetch('/api/admin/destinations?regionId=1', { headers: { cookie } })).json()).filter((d: { value: string }) => d.value === 'lancelin');
    expect(lancelin).toMatchObject({ isActive: false });
    const completed = await call('PUT', `/api/destinations/${lancelin.id}?regionId=1`, { latitude: -31.01, longitude: 115.33, bookingUrl: 'https://book.example/lancelin', isActive: true });
    expect(completed.status).toBe(200);
    expect((await quote('lancelin')).breakdown?.basePrice).toBe(1234.5);
  });

  it('imports a .csv that updates a price, and a new departure', async () => {
    const response = await upload('prices.csv', csv([
      ['WA', 'jandakot', '', 'lancelin', '', '6-passengers', 'one-way', '999', '', ''],
      ['WA', 'busselton-airport', 'Busselton Margaret River Airport (YBLN)', 'lancelin', '', '3-passengers', 'one-way', '800', 'no', ''],
    ]));
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({ createdRoutes: 1, updatedRoutes: 1, createdDepartures: 1, createdDestinations: 0 });
    expect((await quote('lancelin')).breakdown?.basePrice).toBe(999);
  });

  it("refuses a file that is not a spreadsheet with the documented message, and bad rows by number, writing nothing", async () => {
    for (const [name, bytes] of [
      ['prices.txt', Buffer.from('hello')],
      ['prices.pdf', Buffer.from('%PDF-1.7')],
      ['renamed.xlsx', Buffer.from('not a zip at all')],
    ] as const) {
      const response = await upload(name, bytes);
      expect(response.status, name).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe('Invalid file type - Please select an Excel (.xls, .xlsx) or CSV file');
    }
    const before = await exported('csv');
    const bad = await upload('bad.xlsx', xlsx([
      ['WA', 'jandakot', '', 'lancelin', '', '6-passengers', 'one-way', '111', 'no', ''],
      ['WA', 'jandakot', '', 'lancelin', '', 'jumbo-jet', 'one-way', '100', 'no', ''],
      ['WA', 'jandakot', '', 'lancelin', '', '3-passengers', 'one-way', '-5', 'no', ''],
      ['WA', 'jandakot', '', '', '', '3-passengers', 'same-day', '100', 'no', ''],
      ['ZZ', 'jandakot', '', 'lancelin', '', '5-passengers-twin-prop', 'one-way', '100', 'no', ''],
    ]));
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { message: string; issues: { path: string; message: string }[] };
    // Every problem at once (decision 0030): row 6's unknown region is said with the other rows' problems.
    expect(body.message).toBe('The file has 4 problem(s); nothing was imported');
    expect(body.issues.map((i) => i.path)).toEqual(['row 3: Aircraft Type', 'row 4: Price', 'row 5: Destination', 'row 6: Region']);
    expect(body.issues[0]!.message).toContain("Row 3: 'jumbo-jet' is not an aircraft type");
    const unknownRegion = await upload('region.csv', csv([['ZZ', 'jandakot', '', 'lancelin', '', '3-passengers', 'one-way', '100', 'no', '']]));
    expect(unknownRegion.status).toBe(400);
    expect(((await unknownRegion.json()) as { issues: { message: string }[] }).issues[0]!.message).toBe("Row 2: there is no region 'ZZ'");
    expect((await exported('csv')).equals(before)).toBe(true);
  });

  it('round-trips: export, import the export, nothing changes (xlsx and csv)', async () => {
    for (const format of ['xlsx', 'csv'] as const) {
      const before = await exported('csv');
      const file = await exported(format);
      const response = await upload(`export.${format}`, file);
      expect(response.status).toBe(200);
      const summary = (await response.json()) as { createdRoutes: number; updatedRoutes: number; unchangedRoutes: number; createdDestinations: number; createdDepartures: number };
      expect(summary).toMatchObject({ createdRoutes: 0, updatedRoutes: 0, createdDestinations: 0, createdDepartures: 0 });
      expect(summary.unchangedRoutes).toBeGreaterThan(10);
      expect((await exported('csv')).equals(before)).toBe(true);
    }
  });

  it('offers a template with instructions, and needs a session', async () => {
    const template = await server.fetch('/api/admin/route-pricing/template?format=xlsx', { headers: { cookie } });
    expect(template.status).toBe(200);
    const book = XLSX.read(Buffer.from(await template.arrayBuffer()), { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Route pricing', 'Airfield fees', 'Home airfields', 'Instructions']);
    expect(XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Route pricing']!, { header: 1 })[0]).toEqual(HEADER);
    expect((await server.fetch('/api/admin/route-pricing/template')).status).toBe(401);
    expect((await server.fetch('/api/import-routes', { method: 'POST', headers: { origin: server.url } })).status).toBe(401);
  });
});
