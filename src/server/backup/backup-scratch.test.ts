import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { explainWriteError } from './backup-scratch';

const folder = path.resolve('/srv/backups');
const failure = (code: string, where?: string) => Object.assign(new Error(`${code}: raw`), { code, path: where });

describe('explainWriteError', () => {
  it('says in plain words why the backup folder cannot be written, for its own files and for errors without a path', () => {
    expect((explainWriteError(failure('EROFS', path.join(folder, '.x.tar.gz.rows-abc')), folder) as Error).message).toBe(
      `The backup cannot be written into ${folder}: the file system is read-only`,
    );
    expect((explainWriteError(failure('ENOSPC', path.join(folder, '.x.tar.gz.rows-abc', '3.jsonl')), folder) as Error).message).toContain('no space left on the device');
    expect((explainWriteError(failure('ENOSPC'), folder) as Error).message).toContain('no space left on the device');
    expect((explainWriteError(failure('EACCES', path.join(folder, 'x.tar.gz.partial-12')), folder) as Error).message).toContain('permission denied');
  });

  it('leaves other errors as they are: a file elsewhere (an upload that vanished), a code it does not know', () => {
    const elsewhere = failure('ENOENT', '/data/objects/uploads/a.webp');
    expect(explainWriteError(elsewhere, folder)).toBe(elsewhere);
    const unknown = failure('ECONNRESET');
    expect(explainWriteError(unknown, folder)).toBe(unknown);
  });
});
