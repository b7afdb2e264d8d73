// `npm run admin -- reset-password EMAIL`: the built command of src/server/cli/admin.ts, built first when
// missing or older than its sources (as `npm run backup` does). An install without the sources runs
// `node dist/server/cli/admin.js` itself.
import path from 'node:path';
import { buildServerIfStale } from './build.mjs';

await buildServerIfStale();
await import(path.resolve('dist/server/cli/admin.js'));
