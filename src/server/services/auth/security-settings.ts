import { eq, sql } from 'drizzle-orm';
import type { SecuritySettings } from '../../../domain/api/staff';
import type { Database, Executor } from '../../db/database';
import { securitySettings } from '../../db/schema';
import { conflict } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';

export const OWN_TWO_FACTOR_FIRST_MESSAGE = 'Turn on two-factor sign-in for yourself first, so that requiring it does not lock you out';

/** The owner's security settings; the defaults while the row does not exist. */
export async function readSecuritySettings(db: Executor): Promise<SecuritySettings & { version: number }> {
  const [row] = await db.select().from(securitySettings).where(eq(securitySettings.id, 1));
  return { requireTwoFactor: row?.requireTwoFactor ?? false, version: row?.version ?? 0 };
}

/** Changes the settings; requiring two-factor needs the owner's own turned on first (409). */
export async function writeSecuritySettings(
  db: Database,
  user: AuditActor & { twoFactorEnabled: boolean },
  next: SecuritySettings,
  now: Date,
): Promise<SecuritySettings> {
  if (next.requireTwoFactor && !user.twoFactorEnabled) throw conflict(OWN_TWO_FACTOR_FIRST_MESSAGE);
  return db.transaction(async (tx) => {
    const before = await readSecuritySettings(tx);
    await tx
      .insert(securitySettings)
      .values({ id: 1, requireTwoFactor: next.requireTwoFactor, updatedAt: now, updatedBy: user.email })
      .onConflictDoUpdate({
        target: securitySettings.id,
        set: { requireTwoFactor: next.requireTwoFactor, version: sql`${securitySettings.version} + 1`, updatedAt: now, updatedBy: user.email },
      });
    if (before.requireTwoFactor !== next.requireTwoFactor) {
      await recordAudit(tx, {
        user: { id: user.id, email: user.email },
        action: 'update',
        entity: 'security_settings',
        entityId: 1,
        before: { requireTwoFactor: before.requireTwoFactor },
        after: { requireTwoFactor: next.requireTwoFactor },
        at: now,
      });
    }
    return { requireTwoFactor: next.requireTwoFactor };
  });
}
