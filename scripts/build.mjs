// Builds what `npm start` runs: the server bundle (esbuild; packages stay in node_modules) with its data
// files beside it, and the web app (Vite, into dist/web). dist/, node_modules and package.json are then
// all a production install needs (decision 0039).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/** Brotli and gzip twins of every text asset, so the server sends them without compressing per request. */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/** The newest modification time of these files and of every file in these folders. */
function newestMtime(...sources) {
  let newest = 0;
  for (const source of sources) {
    if (statSync(source).isFile()) {
      newest = Math.max(newest, statSync(source).mtimeMs);
      continue;
    }
    for (const entry of readdirSync(source, { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** An output missing or older than the newest file of its sources (files or folders). */
export const isStale = (output, ...sources) => !existsSync(output) || statSync(output).mtimeMs < newestMtime(...sources);

const COMMIT = /^[0-9a-f]{7,40}$/;

/**
 * The commit being built (src/server/build-info.ts reads a checkout the same way; keep the two in step):
 * `git rev-parse HEAD` where there is a .git, else GIT_COMMIT or SOURCE_COMMIT (a container build has no
 * .git: the Dockerfile passes its GIT_COMMIT build argument), else 'unknown'. Anything that is not a hash
 * counts as unknown.
 */
export function sourceCommit(env = process.env) {
  const candidates = [];
  if (existsSync('.git')) {
    try {
      candidates.push(execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 }));
    } catch {
      // no git on this machine: try the variables
    }
  }
  candidates.push(env.GIT_COMMIT, env.SOURCE_COMMIT);
  return candidates.map((value) => value?.trim().toLowerCase() ?? '').find((value) => COMMIT.test(value)) ?? 'unknown';
}

/** What the bundles report as their build: package.json's version and the commit. */
export function buildInfoOfCheckout() {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
  return { version, commit: sourceCommit() };
}

/** The server entry points (see buildServer) and the list of its data files, rebuilt when stale (buildServerIfStale). */
export const SERVER_OUTPUTS = ['dist/server/main.js', 'dist/server/read-sheet-worker.js', 'dist/server/backup-cli.js', 'dist/server/cli/admin.js', 'dist/server/runtime-files.json'];
/** Written beside the bundles: marks their root (src/server/paths.ts looks for it) and lists the data files. */
const MANIFEST = 'runtime-files.json';

const readManifest = (outdir) => (existsSync(path.join(outdir, MANIFEST)) ? JSON.parse(readFileSync(path.join(outdir, MANIFEST), 'utf8')) : null);

/** Stale when a source changed since the last build, or when it would now report another version or commit. */
export async function buildServerIfStale() {
  const built = readManifest('dist/server');
  const now = buildInfoOfCheckout();
  const stale = SERVER_OUTPUTS.some((output) => isStale(output, 'src/server', 'src/domain', 'package.json'));
  if (stale || built?.version !== now.version || built?.commit !== now.commit) {
    console.log('building the server…');
    await buildServer();
  }
}

/**
 * Every file of src/server that is neither code nor a README (migrations, seed images, word lists, and any
 * data file added later), by its path under src/server.
 */
export function serverDataFiles(root = 'src/server') {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(ts|tsx|md)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

/**
 * Copies the data files to the same paths under `outdir`, removes those an earlier build copied that are
 * gone from the sources, and writes the manifest (its files, version and commit).
 */
function copyServerData(outdir, info) {
  const files = serverDataFiles();
  const gone = (readManifest(outdir)?.files ?? []).filter((file) => !files.includes(file));
  for (const file of gone) rmSync(path.join(outdir, file), { force: true });
  for (const file of files) {
    mkdirSync(path.dirname(path.join(outdir, file)), { recursive: true });
    copyFileSync(path.join('src/server', file), path.join(outdir, file));
  }
  writeFileSync(path.join(outdir, MANIFEST), `${JSON.stringify({ ...info, files }, null, 2)}\n`);
}

/**
 * The server and its command-line tools, each one bundle, with the build's version and commit compiled in
 * (src/server/build-info.ts), and beside them the worker threads the server starts by file (found next to
 * main.js at run time, see src/server/services/route-import/sheet-reader.ts) and the data files.
 */
export async function buildServer(outdir = 'dist/server') {
  const { build } = await import('esbuild');
  const info = buildInfoOfCheckout();
  await build({
    entryPoints: {
      main: 'src/server/main.ts',
      'read-sheet-worker': 'src/server/services/route-import/read-sheet-worker.ts',
      // npm run backup / restore (scripts/backup.mjs)
      'backup-cli': 'src/server/backup/cli.ts',
      // npm run admin (scripts/admin.mjs)
      'cli/admin': 'src/server/cli/admin.ts',
    },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20.19',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    define: { __CHARTER_BUILD__: JSON.stringify(info) },
    logLevel: 'warning',
  });
  copyServerData(outdir, info);
}

/** /embed.js, the partners' one-tag loader: plain script, no framework, kept small (bench: embed-js). */
export async function buildEmbed(outfile = 'dist/web/embed.js') {
  const { build } = await import('esbuild');
  await build({
    entryPoints: ['src/embed/embed.ts'],
    outfile,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2019',
    legalComments: 'none',
    logLevel: 'warning',
  });
}

export async function buildWeb() {
  const { build: viteBuild } = await import('vite');
  // Vite keeps an inherited NODE_ENV (vitest sets 'test'), which would build development React into
  // dist/web; the site is always built for production, whoever asks.
  const inherited = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn', mode: 'production' });
    // The light widget on Preact, into the same folder (vite.light.config.ts).
    await viteBuild({ configFile: 'vite.light.config.ts', logLevel: 'warn', mode: 'production' });
  } finally {
    if (inherited === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = inherited;
  }
  await minifyHeadScript('dist/web/theme-init.js');
  await buildEmbed();
  precompress('dist/web');
}

/**
 * theme-init.js runs in every page's head before the first paint, so it is copied from public/ as it is
 * written, comments and all: minified here, it costs `/` fewer bytes than its sources' explanations.
 */
async function minifyHeadScript(file) {
  const { transform } = await import('esbuild');
  const { code } = await transform(readFileSync(file, 'utf8'), { minify: true, target: 'es2020' });
  writeFileSync(file, code);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer();
  const { version, commit } = buildInfoOfCheckout();
  console.log(`built dist/server (version ${version}, commit ${commit})`);
  await buildWeb();
  console.log('built dist/web');
}
