import { randomUUID } from 'node:crypto';
import { chmod, mkdir, open, readdir, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { finished, Writable, type Readable } from 'node:stream';
import { sniffImageType, type ImageType } from './image-type';
import { megabytes } from './limits';

export type UploadRefusal = 'empty' | 'too-large' | 'not-an-image' | 'interrupted';

/** The body cannot become an image: why, in words for the person uploading. */
export class UploadRefused extends Error {
  constructor(
    readonly reason: UploadRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRefused';
  }
}

export const tooLarge = (maxBytes: number) => new UploadRefused('too-large', `The file is larger than ${megabytes(maxBytes)}`);
const notAnImage = () => new UploadRefused('not-an-image', 'Only PNG, JPEG, WebP and GIF images can be uploaded');
const empty = () => new UploadRefused('empty', 'The upload is empty: choose an image file');
const interrupted = () => new UploadRefused('interrupted', 'The upload was interrupted before the whole file arrived; please try again');

/** The longest magic number sniffImageType reads (RIFF....WEBP). */
const SNIFF_BYTES = 12;

/** Leftovers of a process that died mid-upload; a live upload is never this old (requests time out long before). */
const STALE_SPOOL_MS = 60 * 60_000;

export interface SpooledUpload {
  /** A private file (mode 0600) holding the whole body. */
  file: string;
  bytes: number;
  type: ImageType;
  /** Removes the file; safe to call twice. */
  discard(): Promise<void>;
}

/** Creates the spool folder (mode 0700) and removes files a crashed process left behind. */
export async function prepareSpoolDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700); // also when an older folder was made with other rights
  const cutoff = Date.now() - STALE_SPOOL_MS;
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
  }
}

/**
 * Streams an upload body into a private temporary file under `dir`, so the body never sits in memory:
 * refused as soon as it passes `maxBytes` or its first bytes are not a PNG, JPEG, WebP or GIF. On every
 * refusal the partial file is removed and the rest of the body is left unread (the source is only
 * unpiped, never destroyed, so the caller can still answer on the same connection).
 */
export async function spoolUpload(source: Readable | undefined, { dir, maxBytes }: { dir: string; maxBytes: number }): Promise<SpooledUpload> {
  if (!source) throw empty();
  const file = path.join(dir, `${randomUUID()}.part`);
  const handle = await open(file, 'wx', 0o600);
  const discard = () => rm(file, { force: true });

  let bytes = 0;
  let head = Buffer.alloc(0);
  let type: ImageType | undefined;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) return done(tooLarge(maxBytes));
      if (!type && head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (head.length === SNIFF_BYTES && !(type = sniffImageType(head))) return done(notAnImage());
      }
      writeAll(handle, chunk).then(() => done(), done);
    },
    final(done) {
      if (bytes === 0) return done(empty());
      // A body shorter than the longest magic number: decide on what there is.
      if (!type && !(type = sniffImageType(head))) return done(notAnImage());
      done();
    },
  });

  let stopWatching = () => {};
  try {
    await new Promise<void>((resolve, reject) => {
      sink.once('finish', resolve);
      sink.once('error', reject);
      // A client that goes away mid-body ends the source early: that is an interrupted upload, not ours to log.
      stopWatching = finished(source, { writable: false }, (error) => error && reject(interrupted()));
      source.pipe(sink);
    });
  } catch (error) {
    source.unpipe(sink);
    await handle.close();
    await discard();
    throw error;
  } finally {
    stopWatching();
  }
  await handle.close();
  return { file, bytes, type: type!, discard };
}

/** write(2) may take less than asked: keep going until the whole chunk is on disk. */
async function writeAll(handle: FileHandle, chunk: Buffer): Promise<void> {
  for (let offset = 0; offset < chunk.length; ) offset += (await handle.write(chunk, offset)).bytesWritten;
}
