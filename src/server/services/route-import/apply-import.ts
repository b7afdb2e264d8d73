import { and, eq } from 'drizzle-orm';
import { centsFromDecimalString, decimalStringFromCents } from '../../../domain/money';
import type { Database } from '../../db/database';
import { departureLocations, destinations, regions, routePricing } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import type { ImportRow, RowIssue } from './validate-rows';

export interface ImportSummary {
  createdRoutes: number;
  updatedRoutes: number;
  unchangedRoutes: number;
  createdDestinations: number;
  createdDepartures: number;
  preview: boolean;
  message: string;
}

export class ImportRejected extends Error {
  constructor(
    message: string,
    readonly issues: RowIssue[],
  ) {
    super(message);
  }
}

class PreviewRollback extends Error {}

const titleOf = (value: string) => value.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * Applies checked rows in one transaction: missing departures and destinations are created in the row's
 * region, each route price is created or updated. Any problem (an unknown region, a location in another
 * region) rejects the whole file. A preview runs the same and rolls back.
 */
export async function applyImport(db: Database, user: AuditActor, rows: ImportRow[], options: { preview: boolean; at: Date }): Promise<ImportSummary> {
  const summary: ImportSummary = { createdRoutes: 0, updatedRoutes: 0, unchangedRoutes: 0, createdDestinations: 0, createdDepartures: 0, preview: options.preview, message: '' };
  try {
    await db.transaction(async (tx) => {
      const issues: RowIssue[] = [];
      const regionIds = new Map((await tx.select({ id: regions.id, code: regions.code }).from(regions)).map((r) => [r.code.toUpperCase(), r.id]));
      const departureCache = new Map<string, { id: number; regionId: number | null }>();
      const destinationCache = new Map<string, { id: number; regionId: number | null; flightTypes: string[] }>();

      for (const row of rows) {
        const regionId = regionIds.get(row.region);
        if (regionId === undefined) {
          issues.push({ path: `row ${row.rowNumber}: Region`, message: `Row ${row.rowNumber}: there is no region '${row.region}'` });
          continue;
        }

        let departure = departureCache.get(row.departure);
        if (!departure) {
          [departure] = await tx.select({ id: departureLocations.id, regionId: departureLocations.regionId }).from(departureLocations).where(eq(departureLocations.value, row.departure));
          if (!departure) {
            [departure] = await tx
              .insert(departureLocations)
              .values({ name: row.departureName ?? titleOf(row.departure), value: row.departure, regionId, appContext: 'main' })
              .returning({ id: departureLocations.id, regionId: departureLocations.regionId });
            summary.createdDepartures++;
          }
          departureCache.set(row.departure, departure!);
        }
        if (departure!.regionId !== regionId) {
          issues.push({ path: `row ${row.rowNumber}: Departure`, message: `Row ${row.rowNumber}: departure '${row.departure}' belongs to another region` });
          continue;
        }

        let destination = destinationCache.get(row.destination);
        if (!destination) {
          [destination] = await tx
            .select({ id: destinations.id, regionId: destinations.regionId, flightTypes: destinations.flightTypes })
            .from(destinations)
            .where(eq(destinations.value, row.destination));
          if (!destination) {
            [destination] = await tx
              .insert(destinations)
              .values({ name: row.destinationName ?? titleOf(row.destination), value: row.destination, regionId, appContext: 'main', flightTypes: [row.flightType] })
              .returning({ id: destinations.id, regionId: destinations.regionId, flightTypes: destinations.flightTypes });
            summary.createdDestinations++;
          }
          destinationCache.set(row.destination, destination!);
        }
        if (destination!.regionId !== regionId) {
          issues.push({ path: `row ${row.rowNumber}: Destination`, message: `Row ${row.rowNumber}: destination '${row.destination}' belongs to another region` });
          continue;
        }
        // A priced flight type is offered by the destination.
        if (!destination!.flightTypes.includes(row.flightType)) {
          destination!.flightTypes = [...destination!.flightTypes, row.flightType];
          await tx.update(destinations).set({ flightTypes: destination!.flightTypes as never }).where(eq(destinations.id, destination!.id));
        }

        const key = and(
          eq(routePricing.aircraftType, row.aircraftType),
          eq(routePricing.departureLocationId, departure!.id),
          eq(routePricing.destinationId, destination!.id),
          eq(routePricing.flightType, row.flightType),
        );
        const [existing] = await tx.select().from(routePricing).where(key);
        const values = { price: decimalStringFromCents(row.priceCents), iframeHtml: row.iframeHtml, isCustomRoute: row.isCustomRoute, isActive: true };
        if (!existing) {
          await tx.insert(routePricing).values({ ...values, aircraftType: row.aircraftType, departureLocationId: departure!.id, destinationId: destination!.id, flightType: row.flightType });
          summary.createdRoutes++;
        } else if (
          centsFromDecimalString(existing.price) !== row.priceCents ||
          (existing.iframeHtml ?? null) !== row.iframeHtml ||
          existing.isCustomRoute !== row.isCustomRoute ||
          !existing.isActive
        ) {
          await tx.update(routePricing).set(values).where(eq(routePricing.id, existing.id));
          summary.updatedRoutes++;
        } else {
          summary.unchangedRoutes++;
        }
      }
      if (issues.length > 0) throw new ImportRejected(`The file has ${issues.length} problem(s); nothing was imported`, issues);
      summary.message = `${options.preview ? 'Would import' : 'Imported'} ${rows.length} row(s): ${summary.createdRoutes} new and ${summary.updatedRoutes} changed route price(s), ${summary.createdDepartures} new departure(s), ${summary.createdDestinations} new destination(s)`;
      if (options.preview) throw new PreviewRollback();
      await recordAudit(tx, { user, action: 'import', entity: 'route_pricing', after: summary, at: options.at });
    });
  } catch (error) {
    if (!(error instanceof PreviewRollback)) throw error;
  }
  return summary;
}
