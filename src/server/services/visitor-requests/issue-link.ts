import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookingRequests, wechatRequests } from '../../db/schema';
import type { SecretBox } from '../auth/secret-box';
import { linkTokenHash, newLinkToken, requestLinks } from './link-tokens';

export interface IssuedRequestLink {
  requestUrl: string;
  calendarUrl: string;
  /** The page's address sealed (secret-box.ts), for the confirmation e-mail the outbox sends later. */
  sealedRequestUrl: string;
}

/**
 * Gives a newly stored request its visitor link, through the transaction that stores it: a new token, whose
 * hash goes on the row. The token itself is answered once (the receipt) and, sealed, handed to the e-mail job.
 */
export async function issueRequestLink(tx: Executor, kind: 'booking' | 'wechat', id: number, origin: string, box: SecretBox): Promise<IssuedRequestLink> {
  const token = newLinkToken();
  const table = kind === 'booking' ? bookingRequests : wechatRequests;
  await tx.update(table).set({ linkTokenHash: linkTokenHash(token) }).where(eq(table.id, id));
  const links = requestLinks(origin, token);
  return { ...links, sealedRequestUrl: box.seal(links.requestUrl) };
}
