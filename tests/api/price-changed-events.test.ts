/**
 * Which audited writes announce `price.changed` (services/webhooks/business-events.ts): the prices and rules,
 * the region's charges and the aircraft's home airfields, and an airfield's landing or parking fee; not an
 * airfield's other edits, nor writes that price nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { adminUsers, webhookEndpoints, webhookMessages } from '../../src/server/db/schema';
import { recordAudit, recordAudits, type AuditEntry } from '../../src/server/services/audit/record-audit';
import { openTestDatabase, testDatabaseKinds, type TestDatabaseHandle } from '../support/databases';

describe.each(testDatabaseKinds())('price.changed from the audit log (%s)', (kind) => {
  let database: TestDatabaseHandle;
  let db: Database;
  const user = { id: 0, email: 'prices@example.com' };

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: false });
    db = database.db;
    const [owner] = await db.insert(adminUsers).values({ email: user.email, passwordHash: 'x', role: 'owner' }).returning({ id: adminUsers.id });
    user.id = owner!.id;
    await db.insert(webhookEndpoints).values({ url: 'https://hooks.example.com/prices', events: ['price.changed'], secretSealed: 'sealed', createdBy: owner!.id });
  });
  afterAll(async () => {
    await database?.close();
  });

  /** The `changes` of the price.changed events the entries wrote (none: []). */
  async function announced(entries: Omit<AuditEntry, 'user'>[]): Promise<unknown[]> {
    const before = (await db.select({ id: webhookMessages.id }).from(webhookMessages)).length;
    await db.transaction(async (tx) => {
      if (entries.length === 1) await recordAudit(tx, { user, ...entries[0]! });
      else await recordAudits(tx, entries.map((entry) => ({ user, ...entry })));
    });
    const messages = await db.select().from(webhookMessages).orderBy(webhookMessages.id);
    return messages.slice(before).map((message) => {
      expect(message.type).toBe('price.changed');
      return (JSON.parse(message.body) as { data: { changes: unknown } }).data.changes;
    });
  }

  it('announces the region’s charges and a home airfield, as it does a route price', async () => {
    const settings = { bookingFeePercent: 5, fuelSurchargePercent: 4.5 };
    expect(await announced([{ action: 'update', entity: 'region_settings', entityId: 1, before: settings, after: { ...settings, fuelSurchargePercent: 6 } }])).toEqual([
      [{ entity: 'region_settings', action: 'update', id: '1' }],
    ]);
    expect(await announced([{ action: 'create', entity: 'home_airfields', entityId: 7, before: null, after: { aircraftType: '3-passengers' } }])).toEqual([
      [{ entity: 'home_airfields', action: 'create', id: '7' }],
    ]);
    expect(await announced([{ action: 'update', entity: 'route_pricing', entityId: 3 }])).toEqual([[{ entity: 'route_pricing', action: 'update', id: '3' }]]);
  });

  it('announces an airfield’s landing or parking fee, however the amount is written, and not its other edits', async () => {
    const rottnest = { id: 4, name: 'Rottnest Island', landingFee: '45.00', parkingFee: null };
    expect(await announced([{ action: 'update', entity: 'destination', entityId: 4, before: rottnest, after: { ...rottnest, landingFee: '50.00' } }])).toEqual([
      [{ entity: 'destination', action: 'update', id: '4' }],
    ]);
    expect(await announced([{ action: 'update', entity: 'departure_location', entityId: 9, before: { parkingFee: null }, after: { parkingFee: '12.50' } }])).toHaveLength(1);
    // The same fee written another way, a new name, a new airfield without fees: no price changed.
    expect(await announced([{ action: 'update', entity: 'destination', entityId: 4, before: rottnest, after: { ...rottnest, landingFee: 45 } }])).toEqual([]);
    expect(await announced([{ action: 'update', entity: 'destination', entityId: 4, before: rottnest, after: { ...rottnest, name: 'Rottnest' } }])).toEqual([]);
    expect(await announced([{ action: 'create', entity: 'departure_location', entityId: 10, before: null, after: { name: 'Cunderdin', landingFee: null, parkingFee: null } }])).toEqual([]);
  });

  it('announces a batch once, naming only its price writes, and nothing for writes that price nothing', async () => {
    expect(
      await announced([
        { action: 'reorder', entity: 'hero_image', entityId: 1, before: {}, after: {} },
        { action: 'update', entity: 'destination', entityId: 5, before: { landingFee: null }, after: { landingFee: '30' } },
        { action: 'update', entity: 'price_adjustments', entityId: 2 },
      ]),
    ).toEqual([
      [
        { entity: 'destination', action: 'update', id: '5' },
        { entity: 'price_adjustments', action: 'update', id: '2' },
      ],
    ]);
    expect(await announced([{ action: 'create', entity: 'experience', entityId: 3, after: { title: 'Lunch' } }])).toEqual([]);
  });
});
