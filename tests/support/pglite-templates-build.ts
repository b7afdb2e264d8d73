/**
 * `node --import tsx tests/support/pglite-templates-build.ts DIR`: migrates PGlite, dumps it to DIR/empty.tar,
 * seeds it, dumps it to DIR/seeded.tar, then writes DIR/ready. pglite-templates.ts starts it beside the test
 * workers, so that their start overlaps this one (most of it PGlite's initdb and the migrations).
 */
import { writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/server/db/open';
import { seedDatabase } from '../../src/server/db/seed';
import { pgliteTemplateFile, pgliteTemplatesReadyFile } from './pglite-templates';

async function build(dir: string): Promise<void> {
  // One database for both dumps: initdb and the migrations are most of the time, the seed a tenth of it.
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    // Every file of the dump is unpacked again at each open: the template databases are two thirds of the
    // files (the tests never CREATE DATABASE on PGlite). Each dump follows a checkpoint: no WAL to replay.
    await client.exec("update pg_database set datistemplate = false where datname in ('template0', 'template1')");
    await client.exec('drop database template0');
    await client.exec('drop database template1');
    const dumpTo = async (seeded: boolean) => {
      await client.exec('checkpoint');
      writeFileSync(pgliteTemplateFile(dir, seeded), Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    };
    await dumpTo(false);
    await seedDatabase(handle.db);
    await dumpTo(true);
  } finally {
    await handle.close();
  }
  writeFileSync(pgliteTemplatesReadyFile(dir), '');
}

const dir = process.argv[2];
if (!dir) throw new Error('usage: pglite-templates-build.ts DIR');
await build(dir);
