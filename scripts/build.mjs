// Builds what `npm start` runs: the server bundle (esbuild; packages stay in node_modules).
// Later issues add the web bundles here.
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

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer();
  console.log('built dist/server/main.js');
}
