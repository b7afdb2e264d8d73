import { eq } from 'drizzle-orm';
import { ADMIN_CONTENT_TYPES, destinationPricingUpsertSchema, type AdminContentType } from '../../../domain/api/admin';
import { centsFromDecimalString } from '../../../domain/money';
import type { Database, Executor } from '../../db/database';
import { departureLocations, destinationPricing, destinations, routePricing } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-errors';
import type { AuditActor, AuditedAs } from '../audit/record-audit';
import { bulkChangeStream } from './bulk-history';
import type { HistoryStream } from './history-streams';
import { routeImportStream } from './import-history';
import { recordedPriceVersion } from './route-price-versions';
import { contentRows } from '../admin-content/content-table';
import { contentResource, fromRow, type ContentResource } from '../admin-content/content-tables';
import { otherRegion, updateContent } from '../admin-content/crud';
import { updateRoutePricing, upsertDestinationPricing, type RoutePricingWrite } from '../admin-content/pricing';

/** A restore as the subject carries it out: the version's whole row from the audit log, and the write's checks. */
export interface RestoreRequest {
  user: AuditActor;
  id: number;
  /** The item as the restored version held it (a row as the audit log kept it: dates and numeric as text). */
  snapshot: Record<string, unknown>;
  restoredVersion: number;
  expected: number | undefined;
  regionId: number | undefined;
}

/** What has a History: a content type or route prices, with how to read its current version and write a restore. */
export interface HistorySubject {
  /** The URL segment: /api/admin/{type}/:id/history. */
  type: string;
  /** 'Destination', 'Route price': the start of messages. */
  label: string;
  auditEntity: string;
  /** Keys its audit entries carry only to name the item (not fields): left out of what changed. */
  labelKeys?: ReadonlySet<string>;
  /** The item's version now; null when it is deleted. 404 when it belongs to another region than `regionId`. */
  currentVersion(executor: Executor, id: number, regionId: number | undefined): Promise<number | null>;
  /** Writes the restored version as a new one (checked and audited like an update); answers the new version. */
  restore(db: Database, request: RestoreRequest): Promise<number>;
  /** Sources of entries beside the item's own audit entries (a route price's bulk changes and imports). */
  streams?: readonly HistoryStream[];
  /** A version those sources made, as a whole row; undefined when they made none. */
  recordedVersion?(executor: Executor, id: number, version: number): Promise<Record<string, unknown> | undefined>;
}

const restoredAs = (request: RestoreRequest): AuditedAs => ({ action: 'restore_version', restoredVersion: request.restoredVersion });
const cannot = (version: number, why: string) => `Version ${version} cannot be restored: ${why}`;

/**
 * The fields a restore writes: those the type's form may change (its update schema), as the version held
 * them. The list position is left where it is now: it belongs to the list, and reordering is its own change.
 */
function restoredFields(resource: ContentResource, snapshot: Record<string, unknown>): Record<string, unknown> {
  const row = fromRow(resource, snapshot as never) as Record<string, unknown>;
  const fields = Object.keys(resource.update.shape).filter((field) => field !== 'displayOrder' && field in row);
  return Object.fromEntries(fields.map((field) => [field, row[field]]));
}

function contentSubject(type: AdminContentType): HistorySubject {
  const resource: ContentResource = contentResource(type);
  return {
    type,
    label: resource.label,
    auditEntity: resource.auditEntity,
    async currentVersion(executor, id, regionId) {
      const [row] = await contentRows(executor, resource.table).select(eq(resource.table.id, id));
      if (row && otherRegion(resource, row, regionId)) throw notFound(`${resource.label} ${id} was not found`);
      return row?.version ?? null;
    },
    async restore(db, request) {
      const checked = resource.update.safeParse(restoredFields(resource, request.snapshot));
      if (!checked.success) {
        const issues = checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
        throw badRequest(cannot(request.restoredVersion, `${issues[0]?.message ?? 'it does not pass the form’s checks'}. Change the item by hand instead.`), issues);
      }
      const row = await updateContent(db, resource, request.user, request.id, checked.data, request.regionId, request.expected, restoredAs(request));
      return row.version;
    },
  };
}

/** The departure and destination a route price's version names must still exist: else say which is gone and where to look. */
async function assertRoutePlaces(db: Database, write: RoutePricingWrite, version: number): Promise<void> {
  const places = [
    { id: write.departureLocationId, table: departureLocations, what: 'departure location' },
    { id: write.destinationId, table: destinations, what: 'destination' },
  ];
  for (const place of places) {
    if (place.id === undefined) continue;
    const [row] = await db.select({ id: place.table.id }).from(place.table).where(eq(place.table.id, place.id));
    if (!row) throw conflict(cannot(version, `its ${place.what} (no. ${place.id}) was deleted since. Restore it from the Trash first.`));
  }
}

/** A route price's version as the write takes it: the price in cents. */
function routeWrite(snapshot: Record<string, unknown>): RoutePricingWrite {
  const text = (key: string) => (typeof snapshot[key] === 'string' ? (snapshot[key] as string) : undefined);
  const number = (key: string) => (typeof snapshot[key] === 'number' ? (snapshot[key] as number) : undefined);
  const flag = (key: string) => (typeof snapshot[key] === 'boolean' ? (snapshot[key] as boolean) : undefined);
  const price = text('price');
  return {
    aircraftType: text('aircraftType'),
    departureLocationId: number('departureLocationId'),
    destinationId: number('destinationId'),
    flightType: text('flightType'),
    price: price === undefined ? undefined : centsFromDecimalString(price),
    iframeHtml: snapshot.iframeHtml === null ? null : text('iframeHtml'),
    isCustomRoute: flag('isCustomRoute'),
    isActive: flag('isActive'),
  };
}

const routeSubject: HistorySubject = {
  type: 'route-pricing',
  label: 'Route price',
  auditEntity: 'route_pricing',
  // The audit log names a route price ('Perth → Rottnest, 8 Passengers, Scenic'); its places are the fields.
  labelKeys: new Set(['name']),
  // A bulk change or an import writes thousands of prices under one audit entry: their rows say what each did.
  streams: [bulkChangeStream, routeImportStream],
  recordedVersion: recordedPriceVersion,
  async currentVersion(executor, id, regionId) {
    const [row] = await executor
      .select({ version: routePricing.version, regionId: departureLocations.regionId })
      .from(routePricing)
      .leftJoin(departureLocations, eq(departureLocations.id, routePricing.departureLocationId))
      .where(eq(routePricing.id, id));
    if (row && regionId !== undefined && row.regionId !== regionId) throw notFound(`Route price ${id} was not found`);
    return row?.version ?? null;
  },
  async restore(db, request) {
    const write = routeWrite(request.snapshot);
    await assertRoutePlaces(db, write, request.restoredVersion);
    const row = await updateRoutePricing(db, request.user, request.id, write, request.regionId, request.expected, restoredAs(request));
    return row.version;
  },
};

/** A destination price's version as the upsert takes it: prices as the form sends them (blank: not available). */
function destinationPriceWrite(snapshot: Record<string, unknown>) {
  const text = (key: string) => (typeof snapshot[key] === 'string' ? (snapshot[key] as string) : '');
  return {
    destinationId: snapshot.destinationId,
    aircraftType: snapshot.aircraftType,
    sameDayPrice: text('sameDayPrice'),
    scenicPrice: text('scenicPrice'),
    oneWayPrice: text('oneWayPrice'),
    sameDayIframeHtml: text('sameDayIframeHtml'),
    scenicIframeHtml: text('scenicIframeHtml'),
    oneWayIframeHtml: text('oneWayIframeHtml'),
  };
}

/** A destination's prices for one aircraft (Manage Pricing): their own History, restored through the same upsert. */
const destinationPriceSubject: HistorySubject = {
  type: 'destination-pricing',
  label: 'Destination price',
  auditEntity: 'destination_pricing',
  // The audit log names it ('Rottnest Island, 11 Passengers (12-passengers)'): not a field.
  labelKeys: new Set(['name']),
  async currentVersion(executor, id, regionId) {
    const [row] = await executor
      .select({ version: destinationPricing.version, regionId: destinations.regionId })
      .from(destinationPricing)
      .leftJoin(destinations, eq(destinations.id, destinationPricing.destinationId))
      .where(eq(destinationPricing.id, id));
    if (row && regionId !== undefined && row.regionId !== regionId) throw notFound(`Destination price ${id} was not found`);
    return row?.version ?? null;
  },
  async restore(db, request) {
    const checked = destinationPricingUpsertSchema.safeParse(destinationPriceWrite(request.snapshot));
    if (!checked.success) throw badRequest(cannot(request.restoredVersion, `${checked.error.issues[0]?.message ?? 'it does not pass the form’s checks'}. Change the prices by hand instead.`));
    const row = await upsertDestinationPricing(db, request.user, checked.data, request.regionId, request.expected, restoredAs(request));
    return row.version;
  },
};

/** Every type with a History, by its URL segment: the nine content types, route prices and destination prices. */
export const HISTORY_SUBJECTS: readonly HistorySubject[] = [...ADMIN_CONTENT_TYPES.map(contentSubject), routeSubject, destinationPriceSubject];
