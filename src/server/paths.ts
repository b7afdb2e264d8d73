import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Written by scripts/build.mjs at the root of the server build (dist/server): it marks that root and lists
 * the data files copied there beside the bundles.
 */
export const RUNTIME_FILES_MANIFEST = 'runtime-files.json';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** From source (tsx, vitest) this module is paths.ts; in a build it is inlined into a bundle under dist/server. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');

/** The first folder at or above `start` that holds `name`. */
function folderAbove(start: string, name: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(path.join(dir, name))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${name} not found above ${start}`);
    dir = parent;
  }
}

/** The project root (package.json), found from this module whether it runs from src/ or from a build. */
export const PROJECT_ROOT = folderAbove(HERE, 'package.json');

/**
 * Where the server's data files (migrations, seed images, word lists…) are read from: src/server when run
 * from source, and in a build the folder the build copied them to, beside the bundles (the bundle may sit
 * in a subfolder, as cli/admin.js does). A production install then needs only dist/, node_modules and
 * package.json (decision 0039).
 */
export const SERVER_FILES_DIR = FROM_SOURCE ? HERE : folderAbove(HERE, RUNTIME_FILES_MANIFEST);

/** A data file of the server, named by its path under src/server. */
export const serverFile = (relative: string): string => path.join(SERVER_FILES_DIR, relative);

export const MIGRATIONS_DIR = serverFile('db/migrations');
export const SEED_ASSETS_DIR = serverFile('db/seed/assets');
export const WEB_DIST_DIR = path.join(PROJECT_ROOT, 'dist/web');
