import { eq } from 'drizzle-orm';
import type { RegionSettings, RegionSettingsUpdate } from '../../../domain/api/admin/settings';
import { DEFAULT_BOOKING_FEE } from '../../../domain/booking-fee';
import { centsFromDecimalString, decimalStringFromCents } from '../../../domain/money';
import type { Database, Executor } from '../../db/database';
import { regions, regionSettings } from '../../db/schema';
import { notFound } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { assertCurrentVersion, nextStamp, stampOf } from '../row-versions/row-versions';

type SettingsRow = typeof regionSettings.$inferSelect;

const NO_ROW = { version: 0, updatedAt: null, updatedBy: null };

/** A region without a row charges nothing on top of the booking fee (decision 0069). */
const NO_CHARGES = { fuelSurcharge: { percent: 0 }, passengerLevy: { adult: 0, child: null } };

const dollars = (value: string | null) => (value === null ? null : centsFromDecimalString(value) / 100);

function settingsOf(regionId: number, row: SettingsRow | undefined): RegionSettings {
  if (!row) {
    return { regionId, bookingFee: { percent: DEFAULT_BOOKING_FEE.percent, minimum: DEFAULT_BOOKING_FEE.minimumCents / 100 }, ...NO_CHARGES, isDefault: true, ...NO_ROW };
  }
  return {
    regionId,
    bookingFee: { percent: Number(row.bookingFeePercent), minimum: centsFromDecimalString(row.bookingFeeMinimum) / 100 },
    fuelSurcharge: { percent: Number(row.fuelSurchargePercent) },
    passengerLevy: { adult: centsFromDecimalString(row.passengerLevy) / 100, child: dollars(row.childPassengerLevy) },
    isDefault: false,
    ...stampOf(row),
  };
}

/** The columns a save writes: the fee always, each charge only when the form sent it (else it keeps its value). */
function valuesOf({ bookingFee, fuelSurcharge, passengerLevy }: Omit<RegionSettingsUpdate, 'regionId'>) {
  return {
    bookingFeePercent: bookingFee.percent.toFixed(2),
    bookingFeeMinimum: decimalStringFromCents(bookingFee.minimum),
    ...(fuelSurcharge ? { fuelSurchargePercent: fuelSurcharge.percent.toFixed(2) } : {}),
    ...(passengerLevy
      ? { passengerLevy: decimalStringFromCents(passengerLevy.adult), childPassengerLevy: passengerLevy.child === null ? null : decimalStringFromCents(passengerLevy.child) }
      : {}),
  };
}

async function assertRegion(db: Executor, regionId: number): Promise<void> {
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, regionId));
  if (!region) throw notFound(`Region ${regionId} was not found`);
}

/** GET /api/admin/settings?regionId: the fee in force; version 0 while the region has no row of its own. */
export async function readRegionSettings(db: Executor, regionId: number): Promise<RegionSettings> {
  await assertRegion(db, regionId);
  const [row] = await db.select().from(regionSettings).where(eq(regionSettings.regionId, regionId));
  return settingsOf(regionId, row);
}

/**
 * PUT /api/admin/settings: one region's fee and charges. `expected` is the version the form was opened at; 0 means the
 * region had no row yet, so a row another save created meanwhile is a conflict too.
 */
export async function writeRegionSettings(
  db: Database,
  user: AuditActor,
  { regionId, ...update }: RegionSettingsUpdate,
  expected: number | undefined,
  at: Date,
): Promise<RegionSettings> {
  return db.transaction(async (tx) => {
    await assertRegion(tx, regionId);
    const values = valuesOf(update);
    const [existing] = await tx.select().from(regionSettings).where(eq(regionSettings.regionId, regionId)).for('update');
    const before = settingsOf(regionId, existing);
    // Opened on a row that is gone since (removed with its region, then restored): version 0 now.
    if (!existing) await assertCurrentVersion(tx, NO_ROW, expected === 0 ? undefined : expected, () => before);
    let [row] = existing
      ? []
      : await tx.insert(regionSettings).values({ regionId, ...values, updatedBy: user.email }).onConflictDoNothing().returning();
    if (!row) {
      // A row of its own already, or one another save created since this transaction began.
      const [current] = existing ? [existing] : await tx.select().from(regionSettings).where(eq(regionSettings.regionId, regionId)).for('update');
      if (!current) throw new Error('region_settings row vanished during its write');
      await assertCurrentVersion(tx, current, expected, () => settingsOf(regionId, current));
      [row] = await tx.update(regionSettings).set({ ...values, ...nextStamp(regionSettings, user) }).where(eq(regionSettings.regionId, regionId)).returning();
    }
    const after = settingsOf(regionId, row);
    await recordAudit(tx, { user, action: 'update', entity: 'region_settings', entityId: regionId, before, after, at });
    return after;
  });
}
