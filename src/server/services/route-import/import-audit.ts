import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { departureLocations, destinations } from '../../db/schema';
import { recordAudits, type AuditActor } from '../audit/record-audit';
import type { ImportPlan } from './import-plan';
import type { CreatedPlaces } from './import-writes';

/*
 * The departures and destinations an import creates or changes (a destination offered a new flight type)
 * get a new version like any write: each gets an audit entry of its own, its whole row before and after,
 * so its History says 'Imported from <file>' for that version (decision 0046). The route prices it writes
 * are recorded in route_import_rows instead: there can be 20,000 of them.
 */

/** The destinations the plan offers a new flight type, as they are before the import writes: read before writing. */
export async function destinationsBefore(tx: Executor, plan: ImportPlan) {
  const ids = plan.destinations.flatMap((d) => (d.flightTypesChanged && d.id !== undefined ? [d.id] : []));
  return ids.length === 0 ? [] : tx.select().from(destinations).where(inArray(destinations.id, ids));
}

/** One audit entry per place the import created or changed, read as the import left it. */
export async function recordPlacesImported(
  tx: Executor,
  who: { user: AuditActor; at: Date; file: string | undefined },
  created: CreatedPlaces,
  changedBefore: Awaited<ReturnType<typeof destinationsBefore>>,
): Promise<void> {
  const entry = (entity: string, before: { id: number } | null, after: { id: number }) => ({
    user: who.user,
    action: 'import',
    entity,
    entityId: after.id,
    before,
    after: { ...after, file: who.file },
    at: who.at,
  });
  const before = new Map(changedBefore.map((row) => [row.id, row]));
  const departuresNow = created.departures.length === 0 ? [] : await tx.select().from(departureLocations).where(inArray(departureLocations.id, created.departures));
  const destinationIds = [...created.destinations, ...before.keys()];
  const destinationsNow = destinationIds.length === 0 ? [] : await tx.select().from(destinations).where(inArray(destinations.id, destinationIds));
  await recordAudits(tx, [
    ...departuresNow.map((row) => entry('departure_location', null, row)),
    ...destinationsNow.map((row) => entry('destination', before.get(row.id) ?? null, row)),
  ]);
}
