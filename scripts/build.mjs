// Builds what `npm start` runs: the server bundle (esbuild; packages stay in node_modules) and the web
// app (Vite, into dist/web).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

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

function newestMtime(...dirs) {
  let newest = 0;
  for (const dir of dirs) {
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** An output missing or older than the newest file of its source folders. */
export const isStale = (output, ...sources) => !existsSync(output) || statSync(output).mtimeMs < newestMtime(...sources);

/** The server entry points (see buildServer), each rebuilt when src/server or src/domain changed. */
export const SERVER_OUTPUTS = ['dist/server/main.js', 'dist/server/read-sheet-worker.js', 'dist/server/backup-cli.js'];

export async function buildServerIfStale() {
  if (SERVER_OUTPUTS.some((output) => isStale(output, 'src/server', 'src/domain'))) {
    console.log('building the server…');
    await buildServer();
  }
}

/**
 * The server, and beside it the worker threads it starts by file (found next to main.js at run time, see
 * src/server/services/route-import/sheet-reader.ts).
 */
export async function buildServer(outdir = 'dist/server') {
  await build({
    entryPoints: {
      main: 'src/server/main.ts',
      'read-sheet-worker': 'src/server/services/route-import/read-sheet-worker.ts',
      // npm run backup / restore (scripts/backup.mjs)
      'backup-cli': 'src/server/backup/cli.ts',
    },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20.19',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

/** /embed.js, the partners' one-tag loader: plain script, no framework, kept small (bench: embed-js). */
export async function buildEmbed(outfile = 'dist/web/embed.js') {
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
  } finally {
    if (inherited === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = inherited;
  }
  await buildEmbed();
  precompress('dist/web');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer();
  console.log('built dist/server/main.js');
  await buildWeb();
  console.log('built dist/web');
}
