import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { UploadedImage } from '../../../domain/api/admin/uploads';
import type { Database } from '../../db/database';
import { processImage } from './process-image';
import { spoolUpload } from './spool-upload';
import type { ObjectStorage } from './storage';
import { claimUploadLink, releaseUploadLink, type OpenUploadLink } from './upload-tokens';

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
 * its type decided by its first bytes, decoded and re-encoded (process-image); only then is the link
 * claimed, so a refused file (UploadRefused, ImageRejected) leaves the link usable. The claim comes before
 * the files are stored, so two PUTs racing with one link store one image.
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
  if (!(await claimUploadLink(db, link.id, objectPath, now()))) throw new UploadLinkTaken();
  try {
    for (const file of image.files) await storage.put(`${id}${file.suffix}.webp`, file.body, 'image/webp');
  } catch (error) {
    // Nothing usable was stored: give the link back so the same upload can be tried again.
    await releaseUploadLink(db, link.id, objectPath);
    throw error;
  }
  return {
    objectPath,
    width: image.width,
    height: image.height,
    variants: image.files.filter((f) => f.suffix).map((f) => ({ path: `/objects/uploads/${id}${f.suffix}.webp`, width: f.width })),
  };
}
