import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFreeSpaceMonitor, DISK_FULL_BELOW_BYTES } from './free-space';

describe('createFreeSpaceMonitor', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'charter-free-space-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the bytes an unprivileged writer still has under the folder, and calls full below 1 MiB', async () => {
    const monitor = createFreeSpaceMonitor(dir);
    expect(monitor.latest()).toEqual({ freeBytes: null, full: false });
    const reading = await monitor.check();
    const stats = statfsSync(dir);
    // Other writers on the machine move it a little between the two readings.
    expect(Math.abs(reading.freeBytes! - stats.bavail * stats.bsize)).toBeLessThan(256 * 1024 * 1024);
    expect(reading.full).toBe(reading.freeBytes! < DISK_FULL_BELOW_BYTES);
    expect(monitor.latest()).toBe(reading);
    expect(await monitor.recent(60_000)).toBe(reading);
  });

  it('says it does not know, rather than full, when the folder cannot be read', async () => {
    expect(await createFreeSpaceMonitor(path.join(dir, 'missing')).check()).toEqual({ freeBytes: null, full: false });
  });
});
