import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { uploadTokens } from '../../db/schema';
import { MAX_BYTES, UPLOAD_URL_TTL_MS, type UploadPurpose } from './limits';
import { createUploadToken } from './signed-token';

/** A link that can still take a file: what the PUT needs to know before it reads a byte. */
export interface OpenUploadLink {
  id: string;
  purpose: string;
  maxBytes: number;
}

/** Records a new single-use link for one image of `purpose`; the row is what makes it single-use on every instance. */
export async function issueUploadLink(
  db: Database,
  secret: string,
  { purpose, createdBy, now }: { purpose: UploadPurpose; createdBy: number | null; now: Date },
): Promise<{ token: string; maxBytes: number; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_MS);
  const { id, token } = createUploadToken(secret, expiresAt);
  await db.insert(uploadTokens).values({ id, purpose, maxBytes: MAX_BYTES[purpose], expiresAt, createdBy });
  return { token, maxBytes: MAX_BYTES[purpose], expiresAt };
}

/** The link if it is still unused and unexpired (one primary-key read); undefined otherwise. */
export async function findOpenUploadLink(db: Database, id: string, now: Date): Promise<OpenUploadLink | undefined> {
  const [row] = await db
    .select({ id: uploadTokens.id, purpose: uploadTokens.purpose, maxBytes: uploadTokens.maxBytes })
    .from(uploadTokens)
    .where(and(eq(uploadTokens.id, id), isNull(uploadTokens.usedAt), gt(uploadTokens.expiresAt, now)))
    .limit(1);
  return row;
}

/**
 * Uses the link up for the file about to be stored at `objectPath`, in one conditional UPDATE: of two
 * PUTs racing with the same link (on one instance or two), exactly one gets true.
 */
export async function claimUploadLink(db: Database, id: string, objectPath: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(uploadTokens)
    .set({ usedAt: now, objectPath })
    .where(and(eq(uploadTokens.id, id), isNull(uploadTokens.usedAt), gt(uploadTokens.expiresAt, now)))
    .returning({ id: uploadTokens.id });
  return claimed.length === 1;
}
