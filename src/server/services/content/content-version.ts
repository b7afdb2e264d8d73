import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contentVersion } from '../../db/schema';

/** The NOTIFY channel on which instances announce a content change; the payload is `v:<version>`. */
export const CONTENT_CHANNEL = 'content_changed';

export const versionPayload = (version: number) => `v:${version}`;

/** The version a payload announces, or undefined for any other payload (e.g. from an older release). */
export function versionOfPayload(payload: string): number | undefined {
  const match = /^v:(\d{1,15})$/.exec(payload);
  return match ? Number(match[1]) : undefined;
}

/**
 * Bumps the shared content version and announces it to every instance, in one statement: the NOTIFY is
 * delivered when the bump commits, never before. Answers the new version.
 */
export async function bumpContentVersion(db: Database): Promise<number> {
  const result = await db.execute<{ version: string | number }>(sql`
    with bumped as (
      insert into ${contentVersion} (id, version) values (1, 1)
      on conflict (id) do update set version = ${contentVersion}.version + 1
      returning version
    )
    select version, pg_notify(${CONTENT_CHANNEL}, 'v:' || version) from bumped`);
  const [row] = (result as unknown as { rows: { version: string | number }[] }).rows;
  return Number(row!.version);
}

/** The current content version: one primary-key read of a one-row table. */
export async function readContentVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}
