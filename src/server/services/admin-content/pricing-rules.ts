import { and, eq } from 'drizzle-orm';
import { AIRCRAFT_TYPES, type AircraftType } from '../../../domain/aircraft';
import type { PricingRule, PricingRuleUpdate } from '../../../domain/api/admin/pricing-rules';
import { APP_CONTEXTS, type AppContext } from '../../../domain/app-context';
import { ROUTE_FLIGHT_TYPES } from '../../../domain/flight-types';
import { centsFromDecimalString, decimalStringFromCents } from '../../../domain/money';
import type { Database, Executor } from '../../db/database';
import { pricingRules } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { assertCurrentVersion, nextStamp, stampOf } from '../row-versions/row-versions';

type RuleRow = typeof pricingRules.$inferSelect;

const NO_ROW = { version: 0, updatedAt: null, updatedBy: null };

/** A rule as staff read it; an aircraft type without a row reads as "no rule" (version 0). */
function ruleOf(aircraftType: AircraftType, appContext: AppContext, row: RuleRow | undefined): PricingRule {
  const multipliers = Object.fromEntries(ROUTE_FLIGHT_TYPES.map((t) => [t, row?.flightTypeMultipliers[t] ?? 1])) as PricingRule['multipliers'];
  if (!row) return { id: null, aircraftType, appContext, basePrice: null, multipliers, isActive: false, ...NO_ROW };
  return {
    id: row.id,
    aircraftType,
    appContext,
    basePrice: centsFromDecimalString(row.basePrice) / 100,
    multipliers,
    isActive: row.isActive,
    ...stampOf(row),
  };
}

/** GET /api/admin/pricing-rules?appContext=: every aircraft type of each app context, in catalogue order. */
export async function listPricingRules(db: Executor, appContext: AppContext | undefined): Promise<PricingRule[]> {
  const rows = await db.select().from(pricingRules).where(appContext ? eq(pricingRules.appContext, appContext) : undefined);
  const contexts = appContext ? [appContext] : APP_CONTEXTS;
  return contexts.flatMap((context) =>
    AIRCRAFT_TYPES.map((type) => ruleOf(type, context, rows.find((r) => r.aircraftType === type && r.appContext === context))),
  );
}

/**
 * PUT /api/admin/pricing-rules: one aircraft type in one app context, created when it has no row yet.
 * `expected` is the version the form was opened at; 0 means "there was no rule", so a rule another save
 * created meanwhile is a conflict too (as for the region settings).
 */
export async function writePricingRule(db: Database, user: AuditActor, input: PricingRuleUpdate, expected: number | undefined): Promise<PricingRule> {
  return db.transaction(async (tx) => {
    const key = and(eq(pricingRules.aircraftType, input.aircraftType), eq(pricingRules.appContext, input.appContext));
    const [existing] = await tx.select().from(pricingRules).where(key).for('update');
    const before = ruleOf(input.aircraftType, input.appContext, existing);
    if (!existing) await assertCurrentVersion(tx, NO_ROW, expected === 0 ? undefined : expected, () => before);
    const values = {
      basePrice: decimalStringFromCents(input.basePrice),
      flightTypeMultipliers: { ...input.multipliers },
      isActive: input.isActive,
    };
    let [row] = existing
      ? []
      : await tx
          .insert(pricingRules)
          .values({ aircraftType: input.aircraftType, appContext: input.appContext, ...values, updatedBy: user.email })
          .onConflictDoNothing()
          .returning();
    if (!row) {
      // It had a row, or another save created one since this transaction began.
      const [current] = existing ? [existing] : await tx.select().from(pricingRules).where(key).for('update');
      if (!current) throw new Error('pricing_rules row vanished during its write');
      await assertCurrentVersion(tx, current, expected, () => ruleOf(input.aircraftType, input.appContext, current));
      [row] = await tx.update(pricingRules).set({ ...values, ...nextStamp(pricingRules, user) }).where(eq(pricingRules.id, current.id)).returning();
    }
    if (!row) throw new Error('pricing_rules write returned nothing');
    const after = ruleOf(input.aircraftType, input.appContext, row);
    await recordAudit(tx, { user, action: existing ? 'update' : 'create', entity: 'pricing_rules', entityId: row.id, before: existing ? before : null, after });
    return after;
  });
}
