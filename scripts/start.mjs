// `npm start`: build whatever is missing or older than its sources, then run the server.
import path from 'node:path';
import { buildServerIfStale, buildWeb, isStale } from './build.mjs';

await buildServerIfStale();
if (isStale('dist/web/index.html', 'src/web', 'src/domain', 'src/embed')) {
  console.log('building the web app…');
  await buildWeb();
}
await import(path.resolve('dist/server/main.js'));
