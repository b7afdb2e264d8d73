import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/server/db/open';
import { seedDatabase } from '../../src/server/db/seed';

/** Where the worker processes find this run's templates (set before they start, so they inherit it). */
export const PGLITE_TEMPLATES_ENV = 'CHARTER_TEST_PGLITE_TEMPLATES';

export const pgliteTemplateFile = (dir: string, seeded: boolean) => path.join(dir, seeded ? 'seeded.tar' : 'empty.tar');

/**
 * Vitest globalSetup: migrate (and seed) PGlite once per run and dump its data directory. Vitest runs every
 * test file in a fresh process, so a per-process template was rebuilt ~50 times (initdb, migrations and seed,
 * ~5 s each); loading a dump takes about a fifth of that. The dumps live for the run only.
 */
export default async function buildPgliteTemplates(): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'charter-pglite-templates-'));
  for (const seeded of [true, false]) {
    const handle = await openDatabase({ kind: 'pglite' });
    if (seeded) await seedDatabase(handle.db);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    writeFileSync(pgliteTemplateFile(dir, seeded), Buffer.from(await dump.arrayBuffer()));
    await handle.close();
  }
  process.env[PGLITE_TEMPLATES_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
