import { chmodSync, copyFileSync, createWriteStream, existsSync, readdirSync, readFileSync, renameSync, rmSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { makePrivateDir } from '../data-dir';
import { localUploadsDir, SAFE_OBJECT_NAME, type ObjectStorage } from '../services/uploads/storage';

/** Files the server writes are private to its user, as DATA_DIR's folders are (data-dir.ts). */
export const PRIVATE_FILE_MODE = 0o600;

/** Where a restore keeps the archive's uploads until its database commit: DATA_DIR/restore-staging. */
export const stagingDir = (dataDir: string) => path.join(dataDir, 'restore-staging');

/**
 * The uploads of an archive, written aside while the database loads and moved into the configured
 * storage only after the commit: a refused, failed or killed restore adds nothing to the live uploads.
 */
export class UploadStaging {
  private constructor(readonly dir: string) {}

  private made = false;

  /**
   * The staging folder of DATA_DIR, emptied of what an earlier, interrupted restore left there; it is
   * made (private) at the first upload, so a restore stopped before the uploads leaves no folder behind.
   */
  static open(dataDir: string): UploadStaging {
    const dir = stagingDir(dataDir);
    rmSync(dir, { recursive: true, force: true });
    return new UploadStaging(dir);
  }

  async write(object: string, content: AsyncIterable<Buffer>): Promise<void> {
    if (!SAFE_OBJECT_NAME.test(object)) throw new Error(`refusing object name ${object}`);
    if (!this.made) makePrivateDir(this.dir);
    this.made = true;
    await pipeline(content, createWriteStream(path.join(this.dir, object), { flags: 'wx', mode: PRIVATE_FILE_MODE }));
  }

  names(): string[] {
    return existsSync(this.dir) ? readdirSync(this.dir).filter((name) => SAFE_OBJECT_NAME.test(name)) : [];
  }

  /** Into DATA_DIR/objects/uploads (renamed: same disk) or the bucket (one file at a time). */
  async moveInto(storage: ObjectStorage, dataDir: string): Promise<number> {
    const names = this.names();
    if (storage.kind === 'local') {
      const target = localUploadsDir(dataDir);
      makePrivateDir(path.dirname(target));
      makePrivateDir(target);
      for (const name of names) moveFile(path.join(this.dir, name), path.join(target, name));
    } else {
      for (const name of names) {
        await storage.put(name, readFileSync(path.join(this.dir, name)), 'image/webp');
        unlinkSync(path.join(this.dir, name));
      }
    }
    return names.length;
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function moveFile(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    // objects/ on another disk than DATA_DIR: copy, then remove the staged one.
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(from, to);
    unlinkSync(from);
  }
  chmodSync(to, PRIVATE_FILE_MODE);
}
