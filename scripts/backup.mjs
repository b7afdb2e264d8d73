// `npm run backup -- FILE` and `npm run restore -- FILE [--force]` (package.json passes the command first):
// the built command of src/server/backup/cli.ts, built first when missing or older than its sources.
import path from 'node:path';
import { buildServerIfStale } from './build.mjs';

await buildServerIfStale();
await import(path.resolve('dist/server/backup-cli.js'));
