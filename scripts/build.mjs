// Builds what `npm start` runs: the server bundle (esbuild; packages stay in node_modules) and the web
// app (Vite, into dist/web).
import { build } from 'esbuild';

export async function buildServer() {
  await build({
    entryPoints: ['src/server/main.ts'],
    outfile: 'dist/server/main.js',
    bundle: true,
    platform: 'node',
    target: 'node20.19',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

export async function buildWeb() {
  const { build: viteBuild } = await import('vite');
  await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer();
  console.log('built dist/server/main.js');
  await buildWeb();
  console.log('built dist/web');
}
