/**
 * npm run backup / restore, as the commands run (src/server/backup/cli.ts in a child process): a seeded
 * PGlite site with a new inquiry and an uploaded image is backed up, restored into a fresh DATA_DIR (and a
 * fresh PostgreSQL database when TEST_DATABASE_URL is set), and the restored server answers the same
 * content, prices, inquiries and image bytes. A restore into a database that holds rows is refused in a
 * plain sentence; with --force it replaces them (PostgreSQL's backup back into PGlite: both directions).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtEntry } from '../support/app-instances';
import { timeLimit } from '../support/time-limits';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/open';
import { seedDatabase } from '../../src/server/db/seed';
import { PROJECT_ROOT } from '../../src/server/paths';
import { ensureBootstrapAdmin } from '../../src/server/services/auth/bootstrap';

const ADMIN = { email: 'backup@example.com', password: 'tidal moth lantern 41' };
const silent = { info() {}, warn() {}, error() {} };

interface Site {
  url: string;
  cookie: string;
  seeded: boolean;
  close(): Promise<void>;
}

/** What main.ts does (migrate, seed when empty, bootstrap admin, listen), in this process: quicker than a spawn. */
async function startSite(env: Record<string, string>): Promise<Site> {
  const config = loadConfig({ LOG_LEVEL: 'silent', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env });
  const database = await openDatabase(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 3 } : { kind: 'pglite', dataDir: config.DATA_DIR });
  const { seeded } = await seedDatabase(database.db);
  await ensureBootstrapAdmin(database.db, config, silent);
  const app = await buildApp({ config, database, sessionSecret: 'backup-test-secret-'.padEnd(48, 'x') });
  const url = (await app.listen({ host: '127.0.0.1', port: 0 })).replace('[::1]', '127.0.0.1');
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('charter_session='))!.split(';')[0]!;
  return {
    url,
    cookie,
    seeded,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The command as `npm run backup|restore -- …` runs it, with only the settings given (no S3, no DATABASE_URL of this machine). */
async function runCommand(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const command = await builtEntry('src/server/backup/cli.ts');
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(DATABASE_URL|DATA_DIR|S3_.*)$/.test(key)));
  const child = spawn(process.execPath, [command, ...args], {
    cwd: PROJECT_ROOT,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

interface Snapshot {
  answers: Record<string, unknown>;
  image: Buffer;
}

const READS = [
  '/api/regions',
  '/api/departure-locations?regionId=1',
  '/api/destinations?regionId=1',
  '/api/hero-images?regionId=1',
  '/api/experiences?regionId=1',
  '/api/route-pricing?departureLocationId=1',
  '/api/available-aircraft?departure=jandakot&destination=rottnest-island&flightType=same-day&regionId=1',
];
const INQUIRY = { contactName: 'Mia Chen', contactEmail: 'mia@example.com', departure: 'jandakot', destination: 'rottnest-island', aircraftType: '3-passengers', flightType: 'same-day', passengers: 2, date: '2027-12-24' };
const QUOTE = { aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island', passengers: 2, regionId: 1 };

/** The public answers, a quote (without its validity times), the inbox and the uploaded image's bytes. */
async function snapshot(site: Site, imagePath: string): Promise<Snapshot> {
  const answers: Record<string, unknown> = {};
  for (const read of READS) {
    const response = await fetch(`${site.url}${read}`);
    expect(response.status, read).toBe(200);
    answers[read] = await response.json();
  }
  const quote = await fetch(`${site.url}/api/calculate-price`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(QUOTE) });
  expect(quote.status).toBe(200);
  // Everything but the quote's validity times (now + 20 min).
  answers.quote = JSON.parse(JSON.stringify(await quote.json(), (key, value: unknown) => (key === 'validUntil' ? undefined : value)));
  const inbox = await fetch(`${site.url}/api/admin/booking-requests`, { headers: { cookie: site.cookie } });
  expect(inbox.status).toBe(200);
  answers.inbox = await inbox.json();
  const image = await fetch(`${site.url}${imagePath}`);
  expect(image.status).toBe(200);
  return { answers, image: Buffer.from(await image.arrayBuffer()) };
}

function freshPostgresUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

describe('npm run backup and npm run restore', () => {
  const folders: string[] = [];
  const databases: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };
  let archive: string;
  let imagePath: string;
  let original: Snapshot;

  beforeAll(async () => {
    const source = tempDir('charter-backup-source-');
    archive = path.join(tempDir('charter-backup-file-'), 'site.tar.gz');
    const site = await startSite({ DATA_DIR: source });
    try {
      const inquiry = await fetch(`${site.url}/api/booking-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(INQUIRY),
      });
      expect(inquiry.status).toBe(201);
      const adminHeaders = { cookie: site.cookie, origin: site.url, 'content-type': 'application/json' };
      const link = await fetch(`${site.url}/api/objects/upload`, { method: 'POST', headers: adminHeaders, body: JSON.stringify({ purpose: 'hero' }) });
      const { uploadURL } = (await link.json()) as { uploadURL: string };
      const png = await sharp({ create: { width: 640, height: 320, channels: 3, background: { r: 200, g: 90, b: 30 } } }).png().toBuffer();
      const stored = await fetch(uploadURL, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(png) });
      expect(stored.status).toBe(201);
      imagePath = ((await stored.json()) as { objectPath: string }).objectPath;
      const hero = await fetch(`${site.url}/api/hero-images?regionId=1`, { method: 'POST', headers: adminHeaders, body: JSON.stringify({ title: 'Restored sunset', imageUrl: imagePath }) });
      expect(hero.status).toBe(201);
      original = await snapshot(site, imagePath);
    } finally {
      await site.close();
    }
    const backup = await runCommand(['backup', archive], { DATA_DIR: source });
    expect(backup.output).toMatch(/^Backed up PGlite in .*: \d+ tables, \d+ rows, 4 uploaded files, at migration \d{4}_\w+, to /);
    expect(backup.code).toBe(0);
  }, timeLimit(240_000));

  afterAll(async () => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    if (databases.length > 0) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      for (const name of databases) await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`).catch(() => {});
      await admin.end();
    }
  });

  it('restores into a fresh DATA_DIR: the same content, prices, inquiries and image; a second restore there is refused', async () => {
    expect(JSON.stringify(original.answers.inbox)).toContain('mia@example.com');
    expect(JSON.stringify(original.answers['/api/hero-images?regionId=1'])).toContain('Restored sunset');
    const target = tempDir('charter-backup-restored-');
    const restore = await runCommand(['restore', archive], { DATA_DIR: target });
    expect(restore.output).toContain(", 4 uploaded files");
    expect(restore.code).toBe(0);

    const site = await startSite({ DATA_DIR: target });
    try {
      expect(site.seeded).toBe(false);
      const restored = await snapshot(site, imagePath);
      expect(restored.answers).toEqual(original.answers);
      expect(restored.image.equals(original.image)).toBe(true);
      // The sequences were restored: the next inquiry follows the restored one instead of reusing its number.
      const next = await fetch(`${site.url}/api/booking-request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(INQUIRY) });
      expect(await next.json()).toMatchObject({ id: 2, reference: 'CF-000002' });
    } finally {
      await site.close();
    }

    const again = await runCommand(['restore', archive], { DATA_DIR: target });
    expect(again.code).toBe(1);
    // The archive is checked (one line saying so) before the database is looked at.
    expect(again.output.trim().split('\n').at(-1)).toMatch(
      /^The database is not empty \(\d+ tables with rows, e\.g\. [a-z_, ]+\): restore into an empty database, or add --force to replace everything in it with the backup$/,
    );
  }, timeLimit(240_000));

  it.runIf(process.env.TEST_DATABASE_URL)('restores into a fresh PostgreSQL database, and its backup back into PGlite with --force', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `charter_restore_${process.pid}_${Date.now().toString(36)}`;
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    databases.push(name);
    await admin.end();
    const url = freshPostgresUrl(process.env.TEST_DATABASE_URL!, name);
    const uploads = tempDir('charter-backup-pg-uploads-');

    const restore = await runCommand(['restore', archive], { DATABASE_URL: url, DATA_DIR: uploads });
    expect(restore.code, restore.output).toBe(0);
    const site = await startSite({ DATABASE_URL: url, DATA_DIR: uploads });
    try {
      expect(site.seeded).toBe(false);
      const restored = await snapshot(site, imagePath);
      expect(restored.answers).toEqual(original.answers);
      expect(restored.image.equals(original.image)).toBe(true);
    } finally {
      await site.close();
    }

    const fromPostgres = path.join(uploads, 'from-postgres.tar.gz');
    const backup = await runCommand(['backup', fromPostgres], { DATABASE_URL: url, DATA_DIR: uploads });
    expect(backup.code, backup.output).toBe(0);
    // A PGlite directory that already holds a site (seeded by a start) is replaced with --force.
    const target = tempDir('charter-backup-forced-');
    await (await startSite({ DATA_DIR: target })).close();
    const forced = await runCommand(['restore', fromPostgres, '--force'], { DATA_DIR: target });
    expect(forced.code, forced.output).toBe(0);
    const replaced = await startSite({ DATA_DIR: target });
    try {
      const restored = await snapshot(replaced, imagePath);
      expect(restored.answers).toEqual(original.answers);
      expect(restored.image.equals(original.image)).toBe(true);
    } finally {
      await replaced.close();
    }
  }, timeLimit(300_000));
});
