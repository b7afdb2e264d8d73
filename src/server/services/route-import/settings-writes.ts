import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { departureLocations, destinations, homeAirfields } from '../../db/schema';
import { columnsOf, homeAirfieldOf } from '../admin-content/home-airfields';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { nextStamp } from '../row-versions/row-versions';
import type { FeeChange, HomeChange, SettingsPlan } from './settings-plan';

/** The audit entities of the panel's own edits, so the History of an airfield or a home shows the import's changes too. */
const FEE_TABLES = {
  departure: { table: departureLocations, entity: 'departure_location' },
  destination: { table: destinations, entity: 'destination' },
} as const;

async function writeFee(tx: Executor, user: AuditActor, change: FeeChange): Promise<void> {
  const { table, entity } = FEE_TABLES[change.kind];
  const [after] = await tx
    .update(table)
    .set({ landingFee: change.landingFee, parkingFee: change.parkingFee, ...nextStamp(table, user) })
    .where(eq(table.id, change.before.id))
    .returning();
  await recordAudit(tx, { user, action: 'update', entity, entityId: change.before.id, before: change.before, after });
}

async function writeHome(tx: Executor, user: AuditActor, change: HomeChange): Promise<void> {
  const { existing, input } = change;
  if (!existing) {
    const [row] = await tx.insert(homeAirfields).values({ ...columnsOf(input), updatedBy: user.email }).returning();
    await recordAudit(tx, { user, action: 'create', entity: 'home_airfields', entityId: row!.id, before: null, after: homeAirfieldOf(row!) });
    return;
  }
  const [row] = await tx
    .update(homeAirfields)
    .set({ ...columnsOf(input), ...nextStamp(homeAirfields, user) })
    .where(eq(homeAirfields.id, existing.id))
    .returning();
  await recordAudit(tx, { user, action: 'update', entity: 'home_airfields', entityId: existing.id, before: homeAirfieldOf(existing), after: homeAirfieldOf(row!) });
}

/**
 * Writes the settings sheets' changes inside the import's transaction, each as the panel's edit of it
 * would: a new version and an audit entry with before and after (decisions 0069, 0070). A few hundred
 * airfields at most, so row by row.
 */
export async function writeSettingsPlan(tx: Executor, user: AuditActor, plan: SettingsPlan): Promise<void> {
  for (const change of plan.fees) await writeFee(tx, user, change);
  for (const change of plan.homes) await writeHome(tx, user, change);
}
