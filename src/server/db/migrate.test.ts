import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { committedMigrations } from './migrate';
import { openDatabase } from './open';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-migrate-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the migrations a start applies, by name (PGlite)', () => {
  it('names every committed migration on a new database, and none when it opens again', async () => {
    const told: string[][] = [];
    const ran: string[] = [];
    const open = () =>
      openDatabase({ kind: 'pglite', dataDir, onMigrated: (applied) => told.push(applied), afterMigrations: async () => void ran.push('after') });

    await (await open()).close();
    await (await open()).close();

    expect(told).toEqual([committedMigrations().map((m) => m.tag), []]);
    expect(told[0]![0]).toBe('0000_init');
    expect(ran).toEqual(['after', 'after']);
  });
});
