import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, found from this module whether it runs from src/ (tsx) or dist/ (built). */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server module');
    dir = parent;
  }
}

export const PROJECT_ROOT = findRoot();
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'src/server/db/migrations');
export const SEED_ASSETS_DIR = path.join(PROJECT_ROOT, 'src/server/db/seed/assets');
export const WEB_DIST_DIR = path.join(PROJECT_ROOT, 'dist/web');
