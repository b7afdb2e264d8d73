// `npm start`: build whatever is missing or older than its sources, then run the server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer, buildWeb } from './build.mjs';

function newestMtime(...dirs) {
  let newest = 0;
  for (const dir of dirs) {
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
    }
  }
  return newest;
}

const isStale = (output, ...sources) => !existsSync(output) || statSync(output).mtimeMs < newestMtime(...sources);

if (isStale('dist/server/main.js', 'src/server', 'src/domain') || isStale('dist/server/read-sheet-worker.js', 'src/server', 'src/domain')) {
  console.log('building the server…');
  await buildServer();
}
if (isStale('dist/web/index.html', 'src/web', 'src/domain', 'src/embed')) {
  console.log('building the web app…');
  await buildWeb();
}
await import(path.resolve('dist/server/main.js'));
