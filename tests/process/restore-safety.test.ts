/**
 * `npm run restore -- FILE --force` as the command runs (src/server/backup/cli.ts built as npm run builds it,
 * in a child process with plain node: no compiling per command) over
 * a site that holds data, with archives made hostile in this test from a real backup: cut at 2/3 of its
 * bytes, one extra line in a table, one malformed row, a member that climbs out of uploads/, a manifest
 * naming pg_authid, a column name written to break out of SQL, expansion bombs (small, with the limits
 * lowered by their settings), a row the database refuses, and a restore killed with SIGKILL while it
 * loads. Each is refused or fails with a message naming what is wrong, exits non-zero, and leaves every
 * table, sequence, migration record and uploaded file exactly as it was (a checksum of each, before and
 * after). On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. Also: a server start refuses while
 * a restore's uploads wait to be moved, and a backup of a mistyped DATA_DIR refuses and creates nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle } from '../support/app-instances';
import { timeLimit } from '../support/time-limits';
import { listSequences, listTables, openSqlConnection, quoteIdent } from '../../src/server/backup/database-access';
import type { BackupManifest } from '../../src/server/backup/manifest';
import { clearPendingUploads, recordPendingUploads } from '../../src/server/backup/unfinished-restore';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/open';
import { seedDatabase } from '../../src/server/db/seed';
import { PROJECT_ROOT } from '../../src/server/paths';
import { ensureBootstrapAdmin } from '../../src/server/services/auth/bootstrap';

const ADMIN = { email: 'restore-safety@example.com', password: 'salt spray over the harbour wall' };
const IMAGE = '7d1f1c9e-2b4a-4e55-9a0c-3f1b2c4d5e6f.webp';
const LOCAL_ONLY_IMAGE = '0a0b0c0d-1111-4222-8333-444455556666.webp';
/** Rows in the big table of the archive a restore is killed in (long enough to be loading when killed). */
const KILL_ROWS = 150_000;

type Env = Record<string, string>;

/** The built commands: one build for the file, then about thirty commands that start in a fraction of tsx's time. */
let bundle: Awaited<ReturnType<typeof buildServerBundle>> | undefined;
beforeAll(async () => {
  bundle = await buildServerBundle();
}, timeLimit(240_000));
afterAll(() => bundle?.remove());

/** The built file of a source entry: src/server/backup/cli.ts -> backup-cli.js, src/server/main.ts -> main.js. */
const BUILT: Record<string, string> = { 'src/server/backup/cli.ts': 'backup-cli.js', 'src/server/main.ts': 'main.js' };

function command(args: string[], env: Env): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(DATABASE_URL|DATA_DIR|S3_.*|RESTORE_.*)$/.test(key)));
  const [entry, ...rest] = args;
  const built = path.join(path.dirname(bundle!.bundle), BUILT[entry!]!);
  const child = spawn(process.execPath, [built, ...rest], { cwd: PROJECT_ROOT, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output, exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
}

async function run(args: string[], env: Env): Promise<{ code: number | null; output: string }> {
  const started = command(['src/server/backup/cli.ts', ...args], env);
  const code = await started.exited;
  return { code, output: started.output() };
}

interface Member {
  name: string;
  data: Buffer;
}

async function readMembers(file: string): Promise<Member[]> {
  const extract = tar.extract();
  const members: Member[] = [];
  const done = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      members.push({ name: entry.header.name, data: Buffer.concat(chunks) });
    }
  })();
  extract.end(gunzipSync(readFileSync(file)));
  await done;
  return members;
}

async function writeArchive(file: string, members: Member[]): Promise<string> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const collected = (async () => {
    for await (const chunk of pack) chunks.push(chunk as Buffer);
  })();
  for (const member of members) pack.entry({ name: member.name, mode: 0o600 }, member.data);
  pack.finalize();
  await collected;
  writeFileSync(file, gzipSync(Buffer.concat(chunks)));
  return file;
}

const manifestOf = (members: Member[]) => JSON.parse(members[0]!.data.toString()) as BackupManifest;
const withManifest = (members: Member[], change: (manifest: BackupManifest) => void): Member[] => {
  const manifest = manifestOf(members);
  change(manifest);
  return [{ name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) }, ...members.slice(1)];
};
const replaceMember = (members: Member[], name: string, data: Buffer): Member[] => {
  expect(members.some((m) => m.name === name), name).toBe(true);
  return members.map((m) => (m.name === name ? { name, data } : m));
};
const linesOf = (members: Member[], name: string) => members.find((m) => m.name === name)!.data.toString().trimEnd().split('\n');
const setRows = (table: string, rows: number) => (manifest: BackupManifest) => void (manifest.tables.find((t) => t.name === table)!.rows = rows);

/** Every table's row count and checksum, the sequences, the migration records, the schemas, the uploads (name, size, mode). */
async function fingerprint(env: Env): Promise<Record<string, string>> {
  const sql = await openSqlConnection({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: env.DATA_DIR! }, { database: 'existing' });
  const print: Record<string, string> = {};
  try {
    const schemas = await sql.query<{ name: string }>(`select nspname as name from pg_namespace where nspname in ('public', 'drizzle', 'charter_restore') order by 1`);
    print.schemas = schemas.map((s) => s.name).join(',');
    const migrations = await sql.query<{ list: string }>(`select string_agg(hash || '@' || created_at, ',' order by id) as list from drizzle.__drizzle_migrations`);
    print.migrations = migrations[0]!.list;
    for (const table of await listTables(sql)) {
      const [row] = await sql.query<{ n: string; sum: string }>(
        `select count(*)::text as n, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '-') as sum from public.${quoteIdent(table)} t`,
      );
      print[`table ${table}`] = `${row!.n} ${row!.sum}`;
    }
    for (const sequence of await listSequences(sql)) {
      const [row] = await sql.query<{ state: string }>(`select last_value::text || '/' || is_called::text as state from public.${quoteIdent(sequence)}`);
      print[`sequence ${sequence}`] = row!.state;
    }
  } finally {
    await sql.close();
  }
  const uploads = path.join(env.DATA_DIR!, 'objects', 'uploads');
  print.uploads = existsSync(uploads)
    ? readdirSync(uploads)
        .sort()
        .map((name) => `${name}:${statSync(path.join(uploads, name)).size}:${(statSync(path.join(uploads, name)).mode & 0o777).toString(8)}`)
        .join(',')
    : '-';
  print.staging = String(existsSync(path.join(env.DATA_DIR!, 'restore-staging')));
  return print;
}

async function addLocalOnlyData(env: Env): Promise<void> {
  const sql = await openSqlConnection({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: env.DATA_DIR! }, { database: 'existing' });
  try {
    await sql.query(`insert into booking_clicks (departure, destination, region_id, partner) values ('jandakot', 'rottnest-island', 1, 'only-here')`);
  } finally {
    await sql.close();
  }
  const uploads = path.join(env.DATA_DIR!, 'objects', 'uploads');
  mkdirSync(uploads, { recursive: true, mode: 0o700 });
  writeFileSync(path.join(uploads, LOCAL_ONLY_IMAGE), 'RIFF-only-here', { mode: 0o600 });
}

function bookingClickLine(id: number): string {
  return JSON.stringify({
    id,
    aircraft_type: '3-passengers',
    flight_type: 'same-day',
    departure: 'jandakot',
    destination: 'rottnest-island',
    estimated_price: '450.00',
    booking_url: 'https://example.com/book',
    region_id: 1,
    app_context: 'main',
    partner: `partner-${id % 97}`,
    idempotency_key: null,
    request_hash: null,
    created_at: '2026-11-26T01:02:03.456+00:00',
  });
}

const tmpFolders: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tmpFolders.push(dir);
  return dir;
};
const databases: string[] = [];

interface Target {
  name: string;
  env: Env;
}

/** The seeded site the archives come from: its backup, taken by the command, has one uploaded image. */
async function makeSourceArchive(): Promise<{ source: string; archive: string }> {
  const source = tempDir('charter-restore-safety-source-');
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: source, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const database = await openDatabase({ kind: 'pglite', dataDir: source });
  await seedDatabase(database.db);
  await ensureBootstrapAdmin(database.db, config, { info() {}, warn() {} });
  await database.close();
  mkdirSync(path.join(source, 'objects', 'uploads'), { recursive: true, mode: 0o700 });
  writeFileSync(path.join(source, 'objects', 'uploads', IMAGE), Buffer.from('RIFF....WEBPVP8 restore-safety'), { mode: 0o600 });
  const archive = path.join(tempDir('charter-restore-safety-archive-'), 'site.tar.gz');
  const backup = await run(['backup', archive], { DATA_DIR: source });
  expect(backup.code, backup.output).toBe(0);
  return { source, archive };
}

async function pgliteTarget(archiveSource: string): Promise<Target> {
  const dataDir = tempDir('charter-restore-safety-pglite-');
  rmSync(dataDir, { recursive: true });
  cpSync(archiveSource, dataDir, { recursive: true, filter: (from) => path.basename(from) !== 'server.lock' });
  const env = { DATA_DIR: dataDir };
  await addLocalOnlyData(env);
  return { name: 'PGlite', env };
}

async function postgresTarget(archive: string): Promise<Target> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const name = `charter_restore_safety_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  databases.push(name);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), DATA_DIR: tempDir('charter-restore-safety-pg-') };
  const restored = await run(['restore', archive], env);
  expect(restored.code, restored.output).toBe(0);
  await addLocalOnlyData(env);
  return { name: 'PostgreSQL', env };
}

interface Hostile {
  does: string;
  make(dir: string): Promise<string>;
  env?: Env;
  message: RegExp;
}

describe('a refused, failed or killed restore leaves the previous data exactly as it was', () => {
  let archive: string;
  let members: Member[];
  let sourceDir: string;
  const hostile: Hostile[] = [];

  beforeAll(async () => {
    ({ source: sourceDir, archive } = await makeSourceArchive());
    members = await readMembers(archive);
    const regions = linesOf(members, 'tables/regions.jsonl');
    const destinations = linesOf(members, 'tables/destinations.jsonl');
    const admins = Array.from({ length: 12_000 }, (_, i) => JSON.stringify({ id: i + 1, email: `bomb${i}@example.com`, password_hash: 'x'.repeat(200) }));
    hostile.push(
      {
        does: 'an archive cut at 2/3 of its bytes',
        make: async (dir) => {
          const bytes = readFileSync(archive);
          writeFileSync(path.join(dir, 'cut.tar.gz'), bytes.subarray(0, Math.floor((bytes.length * 2) / 3)));
          return path.join(dir, 'cut.tar.gz');
        },
        message: /is cut short( \(it ends inside "[^"]+"\))?: the copy is incomplete or damaged/,
      },
      {
        does: 'one extra line in a table file',
        make: (dir) => writeArchive(path.join(dir, 'extra.tar.gz'), replaceMember(members, 'tables/regions.jsonl', Buffer.from(`${[...regions, regions[0]].join('\n')}\n`))),
        message: new RegExp(`^tables/regions.jsonl holds more rows than the ${regions.length} its manifest lists \\(line ${regions.length + 1} is one too many\\)`),
      },
      {
        does: 'one malformed JSON row',
        make: (dir) =>
          writeArchive(path.join(dir, 'malformed.tar.gz'), replaceMember(members, 'tables/destinations.jsonl', Buffer.from(`${[destinations[0], '{"id": 2, "name": ', ...destinations.slice(2)].join('\n')}\n`))),
        message: /^tables\/destinations.jsonl line 2 is not valid JSON \(/,
      },
      {
        does: 'a member named uploads/../../../../tmp/x.webp',
        make: (dir) => writeArchive(path.join(dir, 'climb.tar.gz'), [...members.filter((m) => !m.name.startsWith('uploads/')), { name: 'uploads/../../../../tmp/x.webp', data: Buffer.from('RIFF') }]),
        message: /^The backup holds a member named "uploads\/..\/..\/..\/..\/tmp\/x.webp", which a backup never has/,
      },
      {
        does: 'a manifest naming pg_authid',
        make: (dir) =>
          writeArchive(path.join(dir, 'pg-authid.tar.gz'), [
            ...withManifest(members, (m) => void m.tables.push({ name: 'pg_authid', columns: ['rolname', 'rolsuper'], rows: 1 })),
            { name: 'tables/pg_authid.jsonl', data: Buffer.from('{"rolname":"intruder","rolsuper":true}\n') },
          ]),
        message: /^The backup's manifest.json names a table "pg_authid", which is not one of this app's tables at migration \d{4}_\w+/,
      },
      {
        does: 'a column named id"); drop table admin_users; --',
        make: (dir) =>
          writeArchive(
            path.join(dir, 'column.tar.gz'),
            withManifest(members, (m) => void (m.tables.find((t) => t.name === 'admin_users')!.columns[0] = 'id"); drop table admin_users; --')),
          ),
        message: /^The backup's manifest.json names a column "id\\"\); drop table admin_users; --" of admin_users, which admin_users does not have at migration/,
      },
      {
        does: 'an admin_users.jsonl that expands past the table limit (RESTORE_MAX_TABLE_MB)',
        make: (dir) =>
          writeArchive(path.join(dir, 'bomb-table.tar.gz'), withManifest(replaceMember(members, 'tables/admin_users.jsonl', Buffer.from(`${admins.join('\n')}\n`)), setRows('admin_users', admins.length))),
        env: { RESTORE_MAX_TABLE_MB: '1' },
        message: /^tables\/admin_users.jsonl in the backup is larger than 1 MB \(RESTORE_MAX_TABLE_MB\): refused before reading it/,
      },
      {
        does: 'an archive that unpacks past the total limit (RESTORE_MAX_EXPANDED_MB)',
        make: (dir) =>
          writeArchive(path.join(dir, 'bomb-total.tar.gz'), withManifest(replaceMember(members, 'tables/admin_users.jsonl', Buffer.from(`${admins.join('\n')}\n`)), setRows('admin_users', admins.length))),
        env: { RESTORE_MAX_EXPANDED_MB: '1' },
        message: /^The backup unpacks to more than 1 MB \(RESTORE_MAX_EXPANDED_MB\)/,
      },
      {
        does: 'an admin_users.jsonl of one line of 3 MB (RESTORE_MAX_LINE_MB)',
        make: (dir) => writeArchive(path.join(dir, 'bomb-line.tar.gz'), replaceMember(members, 'tables/admin_users.jsonl', Buffer.from(`{"email":"${'a'.repeat(3 * 1024 * 1024)}"}`))),
        env: { RESTORE_MAX_LINE_MB: '1' },
        message: /^tables\/admin_users.jsonl line 1 is longer than 1 MB \(RESTORE_MAX_LINE_MB\)/,
      },
      {
        does: 'a row the database refuses (a duplicate key), found only while loading',
        make: (dir) => writeArchive(path.join(dir, 'duplicate.tar.gz'), replaceMember(members, 'tables/regions.jsonl', Buffer.from(`${[regions[0], regions[0], ...regions.slice(2)].join('\n')}\n`))),
        message: /^The database refused a row of tables\/regions.jsonl \(lines 1 to \d+\): duplicate key/,
      },
    );
  }, timeLimit(240_000));

  afterAll(async () => {
    for (const dir of tmpFolders) rmSync(dir, { recursive: true, force: true });
    if (databases.length > 0) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      for (const name of databases) await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`).catch(() => {});
      await admin.end();
    }
  });

  const kinds = ['PGlite', ...(process.env.TEST_DATABASE_URL ? ['PostgreSQL'] : [])];
  describe.each(kinds)('on %s', (kind) => {
    let target: Target;
    let before: Record<string, string>;

    beforeAll(async () => {
      target = kind === 'PGlite' ? await pgliteTarget(sourceDir) : await postgresTarget(archive);
      before = await fingerprint(target.env);
      expect(before['table booking_clicks']).toMatch(/^1 /);
      expect(before.uploads).toContain(LOCAL_ONLY_IMAGE);
    }, timeLimit(240_000));

    it('refuses each hostile archive with a message naming what is wrong, exit code 1, and changes nothing', async () => {
      const dir = tempDir('charter-restore-safety-hostile-');
      const escaped = '/tmp/x.webp';
      const escapedBefore = existsSync(escaped);
      for (const archiveCase of hostile) {
        const file = await archiveCase.make(dir);
        const result = await run(['restore', file, '--force'], { ...target.env, ...archiveCase.env });
        expect(result.code, `${archiveCase.does}: ${result.output}`).toBe(1);
        const message = result.output.trim().split('\n').at(-1)!;
        expect(message, archiveCase.does).toMatch(archiveCase.message);
        expect(message, archiveCase.does).toMatch(/Nothing was changed: the database and the uploads are as they were\.$/);
        expect(await fingerprint(target.env), archiveCase.does).toEqual(before);
      }
      expect(existsSync(escaped)).toBe(escapedBefore);
    }, timeLimit(600_000));

    it('a restore killed with SIGKILL while it loads rows leaves the previous data, and the next restore completes with private files', async () => {
      const dir = tempDir('charter-restore-safety-kill-');
      const clicks = Array.from({ length: KILL_ROWS }, (_, i) => bookingClickLine(i + 1));
      const big = await writeArchive(
        path.join(dir, 'big.tar.gz'),
        withManifest(replaceMember(members, 'tables/booking_clicks.jsonl', Buffer.from(`${clicks.join('\n')}\n`)), setRows('booking_clicks', KILL_ROWS)),
      );
      const restore = command(['src/server/backup/cli.ts', 'restore', big, '--force'], target.env);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no load started: ${restore.output()}`)), timeLimit(240_000));
        const check = () => {
          if (!/Loading the rows in one transaction/.test(restore.output())) return;
          clearTimeout(timer);
          restore.child.stdout!.off('data', check);
          resolve();
        };
        restore.child.stdout!.on('data', check);
        void restore.exited.then(() => reject(new Error(`the restore ended before it was killed: ${restore.output()}`)));
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(restore.child.exitCode, restore.output()).toBeNull();
      restore.child.kill('SIGKILL');
      await restore.exited;
      expect(restore.output()).not.toMatch(/Restored /);
      expect(await fingerprint(target.env)).toEqual(before);

      // The same archive restores completely afterwards (the killed one's lock and staging are taken over).
      const again = await run(['restore', big, '--force'], target.env);
      expect(again.code, again.output).toBe(0);
      expect(again.output).toMatch(new RegExp(`Restored .*: \\d+ rows, 1 uploaded files`));
      const after = await fingerprint(target.env);
      expect(after['table booking_clicks']).toMatch(new RegExp(`^${KILL_ROWS} `));
      expect(after.staging).toBe('false');
      expect(after.schemas).toBe('drizzle,public');
      // The restored image is private to the server's user, as its folders are; what was there stays.
      expect(after.uploads).toContain(`${IMAGE}:${'RIFF....WEBPVP8 restore-safety'.length}:600`);
      expect(after.uploads).toContain(LOCAL_ONLY_IMAGE);
      for (const folder of ['objects', 'objects/uploads']) expect((statSync(path.join(target.env.DATA_DIR!, folder)).mode & 0o777).toString(8), folder).toBe('700');
      before = after;
    }, timeLimit(600_000));

    it('a server start refuses in plain words while a committed restore still has uploads to move', async () => {
      const sql = await openSqlConnection({ DATABASE_URL: target.env.DATABASE_URL, DATA_DIR: target.env.DATA_DIR! }, { database: 'existing' });
      try {
        await sql.exec('begin');
        await recordPendingUploads(sql, { backup: '/backups/site.tar.gz', staging: path.join(target.env.DATA_DIR!, 'restore-staging'), files: 3 });
        await sql.exec('commit');
      } finally {
        await sql.close();
      }
      const server = command(['src/server/main.ts'], { ...target.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
      const code = await server.exited;
      expect(code, server.output()).toBe(1);
      expect(server.output()).toContain(
        'A restore of /backups/site.tar.gz was stopped after it restored the database and before it moved its 3 uploaded files into place',
      );
      expect(server.output()).toContain('run it again (npm run restore -- /backups/site.tar.gz --force) to finish, then start the server');
      const cleanup = await openSqlConnection({ DATABASE_URL: target.env.DATABASE_URL, DATA_DIR: target.env.DATA_DIR! }, { database: 'existing' });
      await clearPendingUploads(cleanup).finally(() => cleanup.close());
      expect(await fingerprint(target.env)).toEqual(before);
    }, timeLimit(240_000));
  });

  it('npm run backup with a mistyped DATA_DIR refuses in plain words and creates nothing there', async () => {
    const parent = tempDir('charter-restore-safety-typo-');
    const missing = path.join(parent, 'dta');
    const result = await run(['backup', path.join(parent, 'backup.tar.gz')], { DATA_DIR: missing });
    expect(result.code).toBe(1);
    expect(result.output.trim()).toBe(`There is no database in DATA_DIR ${missing} (no ${path.join(missing, 'pglite')}): check DATA_DIR, or set DATABASE_URL for PostgreSQL`);
    expect(existsSync(missing)).toBe(false);
    expect(readdirSync(parent)).toEqual([]);
    // An existing folder without a database: nothing is created in it either.
    const empty = await run(['backup', path.join(parent, 'backup.tar.gz')], { DATA_DIR: parent });
    expect(empty.code).toBe(1);
    expect(readdirSync(parent)).toEqual([]);
  }, timeLimit(120_000));
});
