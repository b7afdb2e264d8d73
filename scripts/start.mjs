// `npm start`: build whatever is missing or older than its sources, then run the server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from './build.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return newest;
}

const bundle = 'dist/server/main.js';
const stale = !existsSync(bundle) || statSync(bundle).mtimeMs < Math.max(newestMtime('src/server'), newestMtime('src/domain'));
if (stale) {
  console.log('building the server…');
  await buildServer();
}
await import(path.resolve(bundle));
