import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secureDataDir, subfoldersInUse } from './data-dir';
import { lockDataDir } from './db/lock';
import { loadOrCreateSecret } from './secrets';

const modeOf = (p: string) => statSync(p).mode & 0o777;

describe('DATA_DIR permissions', () => {
  let parent: string;
  let umask: number;
  beforeEach(() => {
    parent = mkdtempSync(path.join(os.tmpdir(), 'charter-datadir-'));
    // The widest umask there is: whatever is created private here is private because we asked for it.
    umask = process.umask(0);
  });
  afterEach(() => {
    process.umask(umask);
    rmSync(parent, { recursive: true, force: true });
  });

  it('creates a fresh DATA_DIR and the subfolders in use as 0700, and logs nothing', () => {
    const dataDir = path.join(parent, 'nested', 'data');
    const log = { warn: vi.fn() };
    expect(secureDataDir(dataDir, ['pglite', 'objects'], log)).toEqual([]);
    for (const dir of [dataDir, path.join(dataDir, 'pglite'), path.join(dataDir, 'objects')]) expect(modeOf(dir), dir).toBe(0o700);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('tightens an existing DATA_DIR, pglite/ and objects/ that others could read, and logs each', () => {
    const dataDir = path.join(parent, 'data');
    const opened = { [dataDir]: 0o755, [path.join(dataDir, 'pglite')]: 0o775, [path.join(dataDir, 'objects')]: 0o707 };
    for (const [dir, mode] of Object.entries(opened)) {
      mkdirSync(dir);
      chmodSync(dir, mode);
    }
    const log = { warn: vi.fn() };
    const tightened = secureDataDir(dataDir, [], log);
    expect(tightened).toEqual(Object.entries(opened).map(([dir, mode]) => ({ path: dir, previousMode: mode })));
    for (const dir of Object.keys(opened)) expect(modeOf(dir), dir).toBe(0o700);
    expect(log.warn).toHaveBeenCalledTimes(3);
    expect(log.warn.mock.calls[0]![1]).toBe(`${dataDir} was open to other users of this host (mode 755); made it private (700)`);
  });

  it('leaves a private DATA_DIR alone, and does not create subfolders the configuration does not use', () => {
    const dataDir = path.join(parent, 'data');
    mkdirSync(dataDir, { mode: 0o700 });
    const log = { warn: vi.fn() };
    expect(secureDataDir(dataDir, subfoldersInUse({ DATABASE_URL: 'postgres://db/x', S3_BUCKET: 'media' }), log)).toEqual([]);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(() => statSync(path.join(dataDir, 'pglite'))).toThrow(/ENOENT/);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('knows which subfolders a configuration uses', () => {
    expect(subfoldersInUse({ DATABASE_URL: undefined, S3_BUCKET: undefined })).toEqual(['pglite', 'objects']);
    expect(subfoldersInUse({ DATABASE_URL: 'postgres://db/x', S3_BUCKET: undefined })).toEqual(['objects']);
    expect(subfoldersInUse({ DATABASE_URL: undefined, S3_BUCKET: 'media' })).toEqual(['pglite']);
  });

  it('the lock and the generated secret create DATA_DIR 0700 too, their files 0600', () => {
    const forLock = path.join(parent, 'lock-first');
    const unlock = lockDataDir(forLock);
    expect(modeOf(forLock)).toBe(0o700);
    expect(modeOf(path.join(forLock, 'server.lock'))).toBe(0o600);
    unlock();

    const forSecret = path.join(parent, 'secret-first');
    loadOrCreateSecret(forSecret, 'session-secret');
    expect(modeOf(forSecret)).toBe(0o700);
    expect(modeOf(path.join(forSecret, 'session-secret'))).toBe(0o600);
  });
});
