import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/server/paths';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Vitest globalSetup: build the web app once before the end-to-end tests, when missing or stale. */
export default async function ensureWebBuild() {
  const index = path.join(PROJECT_ROOT, 'dist/web/index.html');
  const sources = Math.max(...['src/web', 'src/domain', 'src/embed'].map((dir) => newestMtime(path.join(PROJECT_ROOT, dir))));
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  // The same build `npm start` runs (Vite, then precompressed twins of each asset).
  const { buildWeb } = (await import(path.join(PROJECT_ROOT, 'scripts/build.mjs'))) as { buildWeb(): Promise<void> };
  const cwd = process.cwd();
  process.chdir(PROJECT_ROOT);
  try {
    await buildWeb();
  } finally {
    process.chdir(cwd);
  }
}
