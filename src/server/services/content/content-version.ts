import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contentVersion } from '../../db/schema';

/**
 * The NOTIFY channel on which instances announce a content change. The payload is `v:<version>`, then
 * `@<origin>` (the announcing instance, so it can tell its own announcement from another's), then ` <json>`
 * when the write named what it changed in a pinned value (`PinnedChanges`, decision 0029), so the other
 * instances patch that value instead of reloading it.
 */
export const CONTENT_CHANNEL = 'content_changed';

/**
 * What a write changed in a pinned value, by its key: `{ 'pricing-snapshot': [change, …] }`. A pinned value
 * registered with a `patch` takes its changes in place of a reload; every other cached answer is dropped.
 * Plain JSON: the changes travel to the other instances in the NOTIFY payload.
 */
export type PinnedChanges = Record<string, unknown[]>;

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; longer change lists are not sent (a full drop). */
const MAX_CHANGES_BYTES = 7_000;

export const versionPayload = (version: number, changes?: PinnedChanges, origin?: string) => `v:${version}${originSuffix(origin)}${changesSuffix(changes)}`;

const ORIGIN = /^[A-Za-z0-9-]{1,40}$/;
const originSuffix = (origin: string | undefined) => (origin && ORIGIN.test(origin) ? `@${origin}` : '');

function changesSuffix(changes: PinnedChanges | undefined): string {
  if (!changes || Object.keys(changes).length === 0) return '';
  const json = JSON.stringify(changes);
  return Buffer.byteLength(json) <= MAX_CHANGES_BYTES ? ` ${json}` : '';
}

/** The version a payload announces, or undefined for any other payload (e.g. from an older release). */
export function versionOfPayload(payload: string): number | undefined {
  const match = PAYLOAD.exec(payload);
  return match ? Number(match[1]) : undefined;
}

/** The instance that announced a payload, or undefined when it did not say. */
export function originOfPayload(payload: string): string | undefined {
  return PAYLOAD.exec(payload)?.[2];
}

const PAYLOAD = /^v:(\d{1,15})(?:@([A-Za-z0-9-]{1,40}))?(?: |$)/;

/** The changes a payload names, or undefined (then the whole cache is dropped). */
export function changesOfPayload(payload: string): PinnedChanges | undefined {
  const at = payload.indexOf(' ');
  if (at < 0) return undefined;
  try {
    const parsed: unknown = JSON.parse(payload.slice(at + 1));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    return Object.values(parsed).every(Array.isArray) ? (parsed as PinnedChanges) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Bumps the shared content version and announces it to every instance, in one statement: the NOTIFY is
 * delivered when the bump commits, never before. Answers the new version.
 */
export async function bumpContentVersion(db: Database, changes?: PinnedChanges, origin?: string): Promise<number> {
  const result = await db.execute<{ version: string | number }>(sql`
    with bumped as (
      insert into ${contentVersion} (id, version) values (1, 1)
      on conflict (id) do update set version = ${contentVersion}.version + 1
      returning version
    )
    select version, pg_notify(${CONTENT_CHANNEL}, 'v:' || version || ${originSuffix(origin)} || ${changesSuffix(changes)}) from bumped`);
  const [row] = (result as unknown as { rows: { version: string | number }[] }).rows;
  return Number(row!.version);
}

/** The current content version: one primary-key read of a one-row table. */
export async function readContentVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}
