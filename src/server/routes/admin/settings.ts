import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { regionSettingsSchema, regionSettingsUpdateSchema, settingsQuerySchema, type RegionSettings } from '../../../domain/api/admin/settings';
import { DEFAULT_BOOKING_FEE } from '../../../domain/booking-fee';
import { centsFromDecimalString, decimalStringFromCents } from '../../../domain/money';
import type { Executor } from '../../db/database';
import { regions, regionSettings } from '../../db/schema';
import { notFound } from '../../http-errors';
import { recordAudit } from '../../services/audit/record-audit';
import { actor } from '../admin-content/actor';

async function readSettings(db: Executor, regionId: number): Promise<RegionSettings> {
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, regionId));
  if (!region) throw notFound(`Region ${regionId} was not found`);
  const [row] = await db.select().from(regionSettings).where(eq(regionSettings.regionId, regionId));
  if (!row) return { regionId, bookingFee: { percent: DEFAULT_BOOKING_FEE.percent, minimum: DEFAULT_BOOKING_FEE.minimumCents / 100 }, isDefault: true };
  return { regionId, bookingFee: { percent: Number(row.bookingFeePercent), minimum: centsFromDecimalString(row.bookingFeeMinimum) / 100 }, isDefault: false };
}

/** Beyond the spec: per-region settings (the booking fee of ARCHITECTURE.md "Pricing"). Guarded by `adminRoutes`. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/settings', { schema: { querystring: settingsQuerySchema, response: { 200: regionSettingsSchema } } }, async (request) => readSettings(db, request.query.regionId));

  app.put('/settings', { schema: { body: regionSettingsUpdateSchema, response: { 200: regionSettingsSchema } } }, async (request) => {
    const { regionId, bookingFee } = request.body;
    const result = await db.transaction(async (tx) => {
      const before = await readSettings(tx, regionId);
      const values = { bookingFeePercent: bookingFee.percent.toFixed(2), bookingFeeMinimum: decimalStringFromCents(Math.round(bookingFee.minimum * 100)), updatedAt: app.now() };
      await tx.insert(regionSettings).values({ regionId, ...values }).onConflictDoUpdate({ target: regionSettings.regionId, set: values });
      const after = await readSettings(tx, regionId);
      await recordAudit(tx, { user: actor(request), action: 'update', entity: 'region_settings', entityId: regionId, before, after, at: app.now() });
      return after;
    });
    // New estimates use the new fee at once (the pricing snapshot is part of the published content).
    await app.content.invalidate();
    return result;
  });
};
