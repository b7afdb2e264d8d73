import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { MANIFEST_NAME, type BackupManifest } from './manifest';
import { PRIVATE_FILE_MODE } from './upload-staging';

/** One member of the archive after the manifest, copied from a file on disk. */
export interface FileMember {
  name: string;
  file: string;
}

/**
 * Writes the archive to `output` (created private; it must not exist): manifest.json first, then each
 * member streamed from its file (a tar entry states its size up front, so each file is complete before
 * it is packed). Nothing is held whole but the manifest.
 */
export async function writeArchive(output: string, manifest: BackupManifest, members: FileMember[]): Promise<void> {
  const pack = tar.pack();
  const stop = new AbortController();
  const written = pipeline(pack, createGzip(), createWriteStream(output, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
  // A failure of the output (a full disk) ends the copy of the member under way instead of leaving it waiting.
  const outputFailed = written.then(
    () => new Promise<never>(() => {}),
    (error: unknown) => Promise.reject(error),
  );
  outputFailed.catch(() => {});
  try {
    pack.entry({ name: MANIFEST_NAME, mode: PRIVATE_FILE_MODE }, JSON.stringify(manifest, null, 2));
    for (const member of members) {
      const entry = pack.entry({ name: member.name, mode: PRIVATE_FILE_MODE, size: statSync(member.file).size });
      await Promise.race([pipeline(createReadStream(member.file), entry, { signal: stop.signal }), outputFailed]);
    }
    pack.finalize();
    await written;
  } catch (error) {
    stop.abort();
    pack.destroy();
    await written.catch(() => {});
    throw error;
  }
}
