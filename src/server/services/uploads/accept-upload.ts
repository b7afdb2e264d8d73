import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { UploadedImage } from '../../../domain/api/admin/uploads';
import type { Database } from '../../db/database';
import { processImage } from './process-image';
import { spoolUpload } from './spool-upload';
import type { ObjectStorage } from './storage';
import { claimUploadLink, type OpenUploadLink } from './upload-tokens';

/** Another PUT with the same link stored its image first. */
export class UploadLinkTaken extends Error {
  constructor() {
    super('This upload link was already used or has expired');
    this.name = 'UploadLinkTaken';
  }
}

export interface AcceptUploadInput {
  db: Database;
  storage: ObjectStorage;
  link: OpenUploadLink;
  /** The request body, unread; undefined when there is none. */
  body: Readable | undefined;
  /** Where the body is spooled while it is checked and decoded. */
  spoolDir: string;
  now: () => Date;
}

/**
 * One upload through a signed link: the body is spooled to a private file within the link's size limit,
 * its type decided by its first bytes, decoded and re-encoded (process-image), the files stored, and only
 * then the link claimed, so a refused file (UploadRefused, ImageRejected) or a failed write (a full disk)
 * leaves the link usable and nothing stored. Two PUTs racing with one link both store, one claims, and
 * the other removes its files again: one image.
 */
export async function acceptUpload({ db, storage, link, body, spoolDir, now }: AcceptUploadInput): Promise<UploadedImage> {
  const spooled = await spoolUpload(body, { dir: spoolDir, maxBytes: link.maxBytes });
  let image;
  try {
    image = await processImage(spooled.file);
  } finally {
    await spooled.discard();
  }

  const id = randomUUID();
  const objectPath = `/objects/uploads/${id}.webp`;
  const names = image.files.map((file) => `${id}${file.suffix}.webp`);
  const removeStored = () => Promise.all(names.map((name) => storage.remove(name).catch(() => {})));
  try {
    for (const [i, file] of image.files.entries()) await storage.put(names[i]!, file.body, 'image/webp');
    if (!(await claimUploadLink(db, link.id, objectPath, now()))) throw new UploadLinkTaken();
  } catch (error) {
    // Nothing of a failed upload stays: not its files, not a claim (the same link can be tried again).
    await removeStored();
    throw error;
  }
  return {
    objectPath,
    width: image.width,
    height: image.height,
    variants: image.files.filter((f) => f.suffix).map((f) => ({ path: `/objects/uploads/${id}${f.suffix}.webp`, width: f.width })),
  };
}
