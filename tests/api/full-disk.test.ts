/**
 * A full disk under DATA_DIR, made real: a small tmpfs holds DATA_DIR (PGlite's files, the upload spool,
 * the stored images) and a filler file takes every free byte. Uploads, inquiries and route imports answer
 * 503 with Retry-After and a plain sentence, nothing partial stays behind, /readyz and /metrics say why;
 * once the filler is gone the same requests succeed. A second app on the same folder, told not to refuse
 * early, meets the write failures themselves (ENOSPC from the spool, PGlite's disk_full) and answers
 * the same. Needs root to mount a tmpfs (the tests run as root); skipped with the reason otherwise.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, rmSync, statfsSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeLimit } from '../support/time-limits';
import { buildApp, type AppOptions } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/database';
import { openDatabase } from '../../src/server/db/open';
import { bookingRequests, departureLocations, destinations, routePricing } from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/db/seed';
import { DISK_FULL_MESSAGE, DISK_FULL_RETRY_AFTER_SECONDS } from '../../src/server/disk/disk-full';
import { createAdmin } from '../support/admin';

const TMPFS_SIZE = '160m';

/** Mounts a tmpfs for DATA_DIR when this process may (root, mount available); otherwise says why not. */
function mountTmpfs(): { dir: string; ok: true } | { dir: string; ok: false; reason: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'charter-full-disk-'));
  const result = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE},mode=0700`, 'tmpfs', dir], { encoding: 'utf8' });
  if (result.status === 0) return { dir, ok: true };
  rmSync(dir, { recursive: true, force: true });
  const why = result.error ? result.error.message : (result.stderr.trim() || `mount exited ${result.status}`);
  return { dir, ok: false, reason: `cannot mount a tmpfs here (${why}); needs root` };
}

const mount = mountTmpfs();
const title = mount.ok ? 'a full disk under DATA_DIR (tmpfs)' : `a full disk under DATA_DIR: skipped, ${mount.reason}`;

const freeBytes = (dir: string) => {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
};

/** Takes every free byte of the file system with one file: large writes, then page-sized ones. */
function fill(file: string): void {
  const fd = openSync(file, 'w');
  try {
    for (const size of [1024 * 1024, 4096, 512]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
}

describe.skipIf(!mount.ok)(title, () => {
  const dataDir = mount.dir;
  const filler = path.join(dataDir, 'filler');
  const spoolDir = path.join(dataDir, 'upload-spool');
  const uploadsDir = path.join(dataDir, 'objects', 'uploads');
  let database: DatabaseHandle;
  let guarded: { app: FastifyInstance; url: string };
  let unguarded: { app: FastifyInstance; url: string };
  let cookie = '';
  let image: Buffer;

  const start = async (options: Partial<AppOptions> = {}) => {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database, sessionSecret: 'full-disk-secret'.padEnd(48, 'x'), ...options });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    return { app, url: address.replace('[::1]', '127.0.0.1') };
  };
  const send = (url: string, pathname: string, init: RequestInit = {}) => fetch(new URL(pathname, url), { ...init, headers: { origin: url, cookie, ...(init.headers as Record<string, string>) } });
  const postJson = (url: string, pathname: string, body: unknown) =>
    send(url, pathname, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const uploadLink = async (url: string) => ((await (await postJson(url, '/api/objects/upload', {})).json()) as { uploadURL: string }).uploadURL;
  const putImage = (link: string) => fetch(link, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(image) });
  const bookingRequest = (url: string, contactName: string, specialRequests?: string) =>
    postJson(url, '/api/booking-request', { contactName, contactEmail: 'full@example.com', departure: 'jandakot', destination: 'rottnest-island', passengers: 2, specialRequests });
  const importPrice = (url: string, price: string) => {
    const form = new FormData();
    const csv = `Region,Departure,Departure Name,Destination,Destination Name,Aircraft Type,Flight Type,Price,Custom Route,Widget HTML\nWA,jandakot,,rottnest-island,,6-passengers,scenic,${price},no,\n`;
    form.append('file', new Blob([csv]), 'prices.csv');
    return send(url, '/api/import-routes', { method: 'POST', body: form });
  };
  const inquiries = async () => (await database.db.select({ n: count() }).from(bookingRequests))[0]!.n;
  const importedPrice = async () => {
    const rows = await database.db
      .select({ price: routePricing.price })
      .from(routePricing)
      .innerJoin(departureLocations, eq(departureLocations.id, routePricing.departureLocationId))
      .innerJoin(destinations, eq(destinations.id, routePricing.destinationId))
      .where(and(eq(departureLocations.value, 'jandakot'), eq(destinations.value, 'rottnest-island'), eq(routePricing.aircraftType, '6-passengers'), eq(routePricing.flightType, 'scenic')));
    return rows.map((r) => r.price);
  };
  const leftovers = () => [...(existsSync(spoolDir) ? readdirSync(spoolDir) : []), ...(existsSync(uploadsDir) ? readdirSync(uploadsDir) : [])];

  async function expectDiskFull(response: Response) {
    expect(response.status, await response.clone().text()).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(DISK_FULL_RETRY_AFTER_SECONDS));
    expect(await response.json()).toEqual({ message: DISK_FULL_MESSAGE, issues: [] });
  }
  const metricValue = async (url: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(await (await fetch(new URL('/metrics', url))).text())?.[1]);

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir });
    await seedDatabase(database.db);
    await createAdmin(database.db, 'disk@example.com', 'full disk password 1');
    guarded = await start();
    unguarded = await start({ disk: { fullBelowBytes: 0 } });
    const login = await postJson(guarded.url, '/api/auth/login', { email: 'disk@example.com', password: 'full disk password 1' });
    expect(login.status).toBe(200);
    cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    image = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 90, b: 30 } } }).png().toBuffer();
  }, timeLimit(180_000));

  afterAll(async () => {
    rmSync(filler, { force: true });
    await guarded?.app.close();
    await unguarded?.app.close();
    await database?.close();
    spawnSync('umount', [dataDir]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers uploads, inquiries and imports 503 with Retry-After while no byte is free, writing nothing, and serves them again once space is freed', async () => {
    const link = await uploadLink(guarded.url);
    const inquiriesBefore = await inquiries();
    const priceBefore = await importedPrice();
    fill(filler);
    expect(freeBytes(dataDir)).toBe(0);

    await expectDiskFull(await putImage(link));
    await expectDiskFull(await bookingRequest(guarded.url, 'No Room'));
    await expectDiskFull(await importPrice(guarded.url, '4321.00'));
    expect(leftovers(), 'no half file in the spool or the uploads').toEqual([]);
    expect(await inquiries(), 'no inquiry row').toBe(inquiriesBefore);
    expect(await importedPrice(), 'no imported price').toEqual(priceBefore);
    // Reads and estimates still work: the site stays up for visitors.
    expect((await fetch(new URL('/api/regions', guarded.url))).status).toBe(200);
    const estimate = await postJson(guarded.url, '/api/calculate-price', { aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island', passengers: 2, regionId: 1 });
    expect(estimate.status).toBe(200);

    rmSync(filler);
    expect((await putImage(link)).status).toBe(201);
    expect((await bookingRequest(guarded.url, 'Room Again')).status).toBe(201);
    expect((await importPrice(guarded.url, '4321.00')).status).toBe(200);
    expect(await inquiries()).toBe(inquiriesBefore + 1);
    expect(await importedPrice()).toEqual(['4321.00']);
  });

  it('says why in /readyz (503) and /metrics while the disk is full, and is ready again once space is freed', async () => {
    fill(filler);
    try {
      const ready = await fetch(new URL('/readyz', guarded.url));
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({
        status: 'unavailable',
        message: 'The disk under DATA_DIR is full (0.0 MiB free): uploads, inquiries and imports are refused until space is freed',
      });
      expect(await metricValue(guarded.url, 'charter_data_dir_full')).toBe(1);
      expect(await metricValue(guarded.url, 'charter_data_dir_free_bytes')).toBe(0);
    } finally {
      rmSync(filler);
    }
    const ready = await fetch(new URL('/readyz', guarded.url));
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { dataDirFreeBytes: number }).dataDirFreeBytes).toBeGreaterThan(1024 * 1024);
    expect(await metricValue(guarded.url, 'charter_data_dir_full')).toBe(0);
  });

  it('meets the failed writes themselves when not refusing early: ENOSPC in the upload spool and PGlite’s disk_full answer the same 503, with no half file or row', async () => {
    const link = await uploadLink(unguarded.url);
    const inquiriesBefore = await inquiries();
    const filesBefore = leftovers();
    fill(filler);
    try {
      await expectDiskFull(await putImage(link));
      expect(leftovers(), 'the partly written spool file is removed').toEqual(filesBefore);
      // A row that fits in a page PGlite already has needs no new byte and is stored; the first one that
      // needs the table to grow meets disk_full. A few long requests reach that point.
      let stored = 0;
      let refused: Response | undefined;
      for (let i = 0; i < 40 && !refused; i++) {
        const response = await bookingRequest(unguarded.url, `Disk Full ${i}`, 'a long message '.repeat(130));
        if (response.status === 201) stored++;
        else refused = response;
      }
      expect(refused, 'a request that needed new space').toBeDefined();
      await expectDiskFull(refused!);
      expect(await inquiries(), 'the refused one left no row').toBe(inquiriesBefore + stored);
    } finally {
      rmSync(filler);
    }
    expect((await putImage(link)).status, 'the refused upload left its link usable').toBe(201);
    expect((await bookingRequest(unguarded.url, 'Disk Freed')).status).toBe(201);
  });
});
