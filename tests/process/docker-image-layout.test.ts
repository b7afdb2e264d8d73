/**
 * The container image works as shipped, tested without a Docker daemon: the build stage is played in a
 * temporary folder (the context .dockerignore leaves, `npm run build` with the GIT_COMMIT build argument
 * and no .git, node_modules pruned to what `npm prune --omit=dev` keeps), then a second folder is made
 * from EXACTLY the runtime stage's COPY lines. From that folder, with the runtime stage's ENV and CMD and
 * only plain node, the server starts on a PGlite DATA_DIR, sets a password through a setup link, stores an
 * uploaded image, imports a spreadsheet in its worker thread, and the admin command and backup/restore run.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_START_MS, timeLimit } from '../support/time-limits';
import { PROJECT_ROOT } from '../../src/server/paths';
import { sessionCookieOf } from '../support/admin';
import { contextFiles, copyLikeDocker, dockerContextFilter, linkProductionModules, readStages, type Stage } from '../support/image-layout';
import { csvOf, xlsxOf } from '../support/spreadsheets';

const run = promisify(execFile);
/** The commit handed to the build as the Dockerfile's GIT_COMMIT argument (the context has no .git). */
const GIT_COMMIT = '0123456789abcdef0123456789abcdef01234567';
const { version: VERSION } = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };
const OWNER = { email: 'owner@charter.example', password: 'Harbour-Tangerine-Glider-4821' };
const EDITOR = { email: 'editor@charter.example', password: 'Quokka-Rottnest-Sunrise-7293' };
const OWNER_RESET_PASSWORD = 'Kimberley-Bungle-Dawn-5518';
const START_MS = SERVER_START_MS;
const STOP_MS = timeLimit(60_000);
const LANCELIN_ROW = ['WA', 'jandakot', '', 'lancelin', 'Lancelin (YLAN)', '6-passengers', 'one-way', '1234.50', 'no', ''];

interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

describe('the Docker image: a folder made from exactly its runtime COPY lines runs the product', () => {
  let work: string;
  let app: string;
  let runtime: Stage;
  let dataDir: string;
  let server: Server | undefined;
  let imagePath: string;
  let imageBytes: Buffer;
  let resetToken: string;

  /** The runtime stage's ENV, on loopback, with a DATA_DIR of the test's; nothing of this machine's settings. */
  const envFor = (dir: string): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...runtime.env,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dir,
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
  });

  /** The image's CMD, from the folder, until it logs where it listens. */
  async function start(dir: string): Promise<Server> {
    const [command, ...args] = runtime.cmd;
    expect(command, 'CMD runs node').toBe('node');
    const child = spawn(process.execPath, args, { cwd: app, env: envFor(dir), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const deadline = Date.now() + START_MS;
    for (;;) {
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) return { child, url: listening[1]!, output: () => output, exited };
      if (child.exitCode !== null) throw new Error(`the server exited before it listened:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the server did not listen within ${START_MS} ms:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function stop(): Promise<void> {
    if (!server) return;
    const current = server;
    server = undefined;
    current.child.kill('SIGTERM');
    expect(await current.exited, current.output()).toBe(0);
  }

  /** A command of the image, as `docker compose exec app1 node …` runs it. */
  async function command(dir: string, ...args: string[]): Promise<string> {
    const { stdout } = await run(process.execPath, args, { cwd: app, env: { ...envFor(dir), LOG_LEVEL: 'silent' }, timeout: timeLimit(120_000) });
    return stdout;
  }

  const post = (pathname: string, body: unknown, cookie?: string) =>
    fetch(`${server!.url}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server!.url, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  async function signIn(email: string, password: string): Promise<string> {
    const response = await post('/api/auth/login', { email, password });
    expect(response.status, await response.clone().text()).toBe(200);
    return sessionCookieOf(response)!;
  }
  const destinationValues = async (cookie: string) =>
    ((await (await fetch(`${server!.url}/api/admin/destinations?regionId=1`, { headers: { cookie } })).json()) as { value: string }[]).map((d) => d.value);

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'charter-image-layout-'));
    const stages = readStages(readFileSync(path.join(PROJECT_ROOT, 'Dockerfile'), 'utf8'));
    runtime = stages.at(-1)!;
    const build = stages.find((stage) => stage.name !== null && runtime.copies.some((copy) => copy.from === stage.name));
    if (!build) throw new Error('the runtime stage copies from no named build stage');
    // What this test plays of the build stage; a Dockerfile that builds otherwise must change the test too.
    expect(build.runs.some((r) => /^npm ci\b/.test(r))).toBe(true);
    expect(build.copies.map((c) => `${c.sources.join(' ')} -> ${c.dest}`)).toContain('. -> .');
    expect(build.runs.some((r) => /npm run build\b.*npm prune --omit=dev\b/.test(r))).toBe(true);
    expect(build.args, 'the build takes the commit as a build argument').toContain('GIT_COMMIT');

    // The build stage: the context, every dependency (this checkout's, standing in for `npm ci` of the same
    // lock), `npm run build` without .git but with GIT_COMMIT, then the production dependencies only.
    const buildDir = path.join(work, 'build');
    for (const file of contextFiles(PROJECT_ROOT)) copyLikeDocker(path.join(PROJECT_ROOT, file), path.join(buildDir, file));
    symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(buildDir, 'node_modules'));
    const buildEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(NODE_ENV|NODE_OPTIONS|VITEST.*|GIT_.*|SOURCE_COMMIT)$/.test(key)));
    await run('npm', ['run', 'build'], { cwd: buildDir, env: { ...buildEnv, GIT_COMMIT }, timeout: timeLimit(300_000) });
    rmSync(path.join(buildDir, 'node_modules'));
    linkProductionModules(path.join(buildDir, 'package-lock.json'), path.join(PROJECT_ROOT, 'node_modules'), path.join(buildDir, 'node_modules'));

    // The runtime stage: its COPY lines, and nothing else.
    app = path.join(work, 'app');
    mkdirSync(app);
    for (const copy of runtime.copies) {
      if (copy.from !== build.name) throw new Error(`not emulated (copies from ${copy.from ?? 'the context'}): ${copy.text}`);
      const dest = path.posix.resolve(runtime.workdir, copy.dest) + (copy.dest.endsWith('/') ? '/' : '');
      if (!dest.startsWith(`${runtime.workdir}/`)) throw new Error(`copies outside ${runtime.workdir}: ${copy.text}`);
      for (const source of copy.sources) {
        const from = path.posix.resolve(build.workdir, source);
        if (!from.startsWith(`${build.workdir}/`)) throw new Error(`copies from outside ${build.workdir}: ${copy.text}`);
        copyLikeDocker(path.join(buildDir, path.posix.relative(build.workdir, from)), path.join(app, path.posix.relative(runtime.workdir, dest)) + (dest.endsWith('/') ? '/' : ''));
      }
    }
    rmSync(buildDir, { recursive: true, force: true });
    dataDir = path.join(work, 'data');
  }, timeLimit(420_000));

  afterAll(async () => {
    if (server) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('runs on a supported Node LTS, the same image in both stages, and keeps secrets, data and .git out of the context', () => {
    const stages = readStages(readFileSync(path.join(PROJECT_ROOT, 'Dockerfile'), 'utf8'));
    for (const stage of stages) expect(stage.image).toMatch(/^node:(22|24)[.-]/);
    expect(new Set(stages.map((stage) => stage.image)).size).toBe(1);
    expect(runtime.env.NODE_ENV).toBe('production');
    const context = dockerContextFilter(PROJECT_ROOT);
    for (const left of ['.git', '.env', 'node_modules', 'src/web/node_modules', 'dist', 'data', 'data/pglite/base', 'backups/charter-2026-11-26.tar.gz', 'server.log']) {
      expect(context.ignores(left), left).toBe(true);
    }
    for (const kept of ['package.json', 'package-lock.json', 'scripts/build.mjs', 'src/server/main.ts', 'src/server/db/migrations/meta/_journal.json', 'vite.config.ts']) {
      expect(context.ignores(kept), kept).toBe(false);
    }
  });

  it('holds dist/ (with every data file of src/server), production dependencies and package.json: no src/, no tsx or build tools', () => {
    expect(readdirSync(app).sort()).toEqual(['dist', 'node_modules', 'package.json']);
    const manifest = JSON.parse(readFileSync(path.join(app, 'dist/server/runtime-files.json'), 'utf8')) as { version: string; commit: string; files: string[] };
    expect(manifest).toMatchObject({ version: VERSION, commit: GIT_COMMIT });
    const dataFiles = readdirSync(path.join(PROJECT_ROOT, 'src/server'), { recursive: true })
      .map(String)
      .filter((file) => statSync(path.join(PROJECT_ROOT, 'src/server', file)).isFile() && !/\.(ts|md)$/.test(file))
      .sort();
    expect(manifest.files).toEqual(dataFiles);
    expect(dataFiles).toContain('db/migrations/meta/_journal.json');
    for (const file of manifest.files) expect(existsSync(path.join(app, 'dist/server', file)), file).toBe(true);
    for (const file of ['main.js', 'read-sheet-worker.js', 'backup-cli.js', 'cli/admin.js']) expect(existsSync(path.join(app, 'dist/server', file)), file).toBe(true);
    expect(existsSync(path.join(app, 'dist/web/index.html'))).toBe(true);
    for (const devOnly of ['tsx', 'vite', 'esbuild', 'vitest', 'drizzle-kit']) expect(existsSync(path.join(app, 'node_modules', devOnly)), devOnly).toBe(false);
    for (const runtimeDep of ['fastify', 'sharp', '@electric-sql/pglite', 'prom-client']) expect(existsSync(path.join(app, 'node_modules', runtimeDep)), runtimeDep).toBe(true);
  });

  it('starts with the image CMD on an empty DATA_DIR and names its build (version, GIT_COMMIT) in the start-up log, /readyz, /metrics and the API reference', async () => {
    server = await start(dataDir);
    const startLine = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((record) => String(record.msg).startsWith('starting version'));
    expect(startLine).toMatchObject({ version: VERSION, commit: GIT_COMMIT, node: process.version, msg: `starting version ${VERSION} (commit ${GIT_COMMIT.slice(0, 12)}) on Node ${process.version}` });
    expect(await (await fetch(`${server.url}/readyz`)).json()).toMatchObject({ status: 'ready', database: 'pglite', version: VERSION, commit: GIT_COMMIT });
    expect(await (await fetch(`${server.url}/metrics`)).text()).toContain(`charter_build_info{version="${VERSION}",commit="${GIT_COMMIT}",node="${process.version}"} 1`);
    expect(((await (await fetch(`${server.url}/api/openapi.json`)).json()) as { info: { version: string } }).info.version).toBe(VERSION);
    // The web app and the seed images are served from dist/.
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    const seedImage = readdirSync(path.join(app, 'dist/server/db/seed/assets'))[0]!;
    expect((await fetch(`${server.url}/assets/seed/${seedImage}`)).status).toBe(200);
  }, START_MS);

  it('sets a new person’s password through the one-time setup link over HTTP (the password policy’s files are in the image)', async () => {
    const owner = await signIn(OWNER.email, OWNER.password);
    const created = await post('/api/admin/users', { email: EDITOR.email, name: 'Eddie Editor', role: 'editor' }, owner);
    expect(created.status, await created.clone().text()).toBe(201);
    const { setupUrl } = (await created.json()) as { setupUrl: string };
    const token = /[?#&]token=([A-Za-z0-9_-]+)/.exec(setupUrl)![1]!;
    const set = await post('/api/auth/reset', { token, newPassword: EDITOR.password });
    expect(set.status, await set.clone().text()).toBe(200);
    expect(await signIn(EDITOR.email, EDITOR.password)).toMatch(/^charter_session=/);
  });

  it('stores an uploaded image (sharp re-encodes it to WebP) and serves it back', async () => {
    const cookie = await signIn(EDITOR.email, EDITOR.password);
    const link = await post('/api/objects/upload', { purpose: 'hero' }, cookie);
    expect(link.status, await link.clone().text()).toBe(200);
    const { uploadURL } = (await link.json()) as { uploadURL: string };
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 30, g: 90, b: 160 } } }).png().toBuffer();
    const stored = await fetch(uploadURL, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(png) });
    expect(stored.status, await stored.clone().text()).toBe(201);
    imagePath = ((await stored.json()) as { objectPath: string }).objectPath;
    const served = await fetch(`${server!.url}${imagePath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    imageBytes = Buffer.from(await served.arrayBuffer());
  });

  it('imports a route spreadsheet (.xlsx, read in the worker thread built beside the server) and a .csv', async () => {
    const cookie = await signIn(EDITOR.email, EDITOR.password);
    const upload = (name: string, bytes: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      return fetch(`${server!.url}/api/import-routes?createLocations=true`, { method: 'POST', headers: { cookie, origin: server!.url }, body: form });
    };
    const xlsx = await upload('prices.xlsx', xlsxOf([LANCELIN_ROW]));
    expect(xlsx.status, await xlsx.clone().text()).toBe(200);
    expect(await xlsx.json()).toMatchObject({ createdRoutes: 1, createdDestinations: 1 });
    const csv = await upload('prices.csv', csvOf([LANCELIN_ROW.map((cell, i) => (i === 7 ? '999' : cell))]));
    expect(csv.status, await csv.clone().text()).toBe(200);
    expect(await csv.json()).toMatchObject({ updatedRoutes: 1 });
    expect(await destinationValues(cookie)).toContain('lancelin');
  });

  it('runs the admin command (node dist/server/cli/admin.js reset-password) with the server stopped; its link sets a new password', async () => {
    await stop();
    const stdout = await command(dataDir, 'dist/server/cli/admin.js', 'reset-password', OWNER.email);
    expect(stdout).toContain(`for ${OWNER.email}`);
    resetToken = /[?#&]token=([A-Za-z0-9_-]+)/.exec(stdout)![1]!;
    server = await start(dataDir);
    const set = await post('/api/auth/reset', { token: resetToken, newPassword: OWNER_RESET_PASSWORD });
    expect(set.status, await set.clone().text()).toBe(200);
    expect(await signIn(OWNER.email, OWNER_RESET_PASSWORD)).toMatch(/^charter_session=/);
  }, START_MS + STOP_MS + timeLimit(120_000));

  it('backs up with node dist/server/backup-cli.js, restores into an empty DATA_DIR, and the restored site has the password, the route and the image', async () => {
    await stop();
    const archive = path.join(work, 'charter-backup.tar.gz');
    expect(await command(dataDir, 'dist/server/backup-cli.js', 'backup', archive)).toContain('Backed up');
    expect(statSync(archive).size).toBeGreaterThan(0);
    const restoredDir = path.join(work, 'restored');
    expect(await command(restoredDir, 'dist/server/backup-cli.js', 'restore', archive)).toContain('Restored');
    // ADMIN_PASSWORD, still set, changes nothing: the restored owner keeps the password set through the link.
    server = await start(restoredDir);
    const owner = await signIn(OWNER.email, OWNER_RESET_PASSWORD);
    expect(await destinationValues(owner)).toContain('lancelin');
    const image = await fetch(`${server.url}${imagePath}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(imageBytes)).toBe(true);
    await stop();
  }, 2 * START_MS + 2 * STOP_MS + timeLimit(240_000));
});
