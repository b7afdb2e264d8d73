/**
 * The per-hour rules over real HTTP (decision 0029): staff read every aircraft type of
 * each app context, change a rule with the version they opened (409 when stale), get plain words for bad
 * values, and the very next public quote priced by that rule uses the new rate.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflictResponseSchema } from '../../src/domain/api/admin/row-versions';
import { pricingRuleListSchema, pricingRuleSchema } from '../../src/domain/api/admin/pricing-rules';
import { auditLog } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall } from '../support/admin-calls';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const PASSWORD = 'rules admin password 1';
/** Serpentine has no route prices and Rottnest no destination price for the 6-seater: the rule prices it. */
const RULE_PRICED = { aircraftType: '6-passengers', flightType: 'same-day', departure: 'serpentine', destination: 'rottnest-island' };
const MULTIPLIERS = { 'same-day': 1, scenic: 1.15, 'one-way': 1 };

describe.each(testDatabaseKinds())('pricing rules (%s)', (kind) => {
  let server: TestServer;
  let call: AdminCall;
  let other: AdminCall;

  const quote = async (body: Record<string, unknown> = RULE_PRICED) => {
    const response = await server.post('/api/calculate-price', body);
    expect(response.status).toBe(200);
    return (await response.json()) as { estimate: number | string; breakdown: { basePrice: number; source: string } | null };
  };
  const rule = async (aircraftType: string, appContext = 'main') => {
    const answer = await call('GET', `/api/admin/pricing-rules?appContext=${appContext}`);
    expect(answer.status).toBe(200);
    return pricingRuleListSchema.parse(answer.body).find((r) => r.aircraftType === aircraftType)!;
  };

  beforeAll(async () => {
    server = await startTestServer({ kind });
    await createAdmin(server.database.db, 'rules.admin@example.com', PASSWORD);
    await createAdmin(server.database.db, 'rules.other@example.com', PASSWORD, 'Rita Rules');
    call = adminCaller(server, await signIn(server, 'rules.admin@example.com', PASSWORD));
    other = adminCaller(server, await signIn(server, 'rules.other@example.com', PASSWORD));
  });
  afterAll(() => server?.close());

  it('lists every aircraft type of both app contexts, the seeded rules with their rate and multipliers', async () => {
    const answer = await call('GET', '/api/admin/pricing-rules');
    expect(answer.status).toBe(200);
    const rules = pricingRuleListSchema.parse(answer.body);
    expect(rules).toHaveLength(16);
    expect(rules.find((r) => r.aircraftType === '6-passengers' && r.appContext === 'main')).toMatchObject({
      basePrice: 780,
      multipliers: MULTIPLIERS,
      isActive: true,
      version: 1,
    });
    // No rule saved: version 0, no rate, so it prices nothing.
    expect(rules.find((r) => r.aircraftType === '6-passengers' && r.appContext === 'twin')).toMatchObject({ id: null, basePrice: null, isActive: false, version: 0 });
    expect((await call('GET', '/api/admin/pricing-rules?appContext=twin')).body).toHaveLength(8);
  });

  it('changes a rate, bumps the version, audits it, and the very next quote uses it', async () => {
    const before = await quote();
    expect(before.breakdown?.source).toBe('rule');
    const opened = await rule('6-passengers');
    const answer = await call('PUT', '/api/admin/pricing-rules', { aircraftType: '6-passengers', appContext: 'main', basePrice: 975, multipliers: MULTIPLIERS, version: opened.version });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(pricingRuleSchema.parse(answer.body)).toMatchObject({ basePrice: 975, version: opened.version + 1, updatedBy: 'rules.admin@example.com' });
    const after = await quote();
    expect(after.breakdown?.source).toBe('rule');
    // The same block hours at A$975 instead of A$780 an hour (to the cent).
    expect(after.breakdown!.basePrice).toBeCloseTo((before.breakdown!.basePrice * 975) / 780, 1);
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.entity, 'pricing_rules'));
    expect(audits.at(-1)).toMatchObject({ action: 'update', userEmail: 'rules.admin@example.com' });
  });

  it('applies the flight type multiplier', async () => {
    const opened = await rule('6-passengers');
    const base = await quote();
    const answer = await call('PUT', '/api/admin/pricing-rules', {
      aircraftType: '6-passengers',
      appContext: 'main',
      basePrice: opened.basePrice,
      multipliers: { ...MULTIPLIERS, 'same-day': 2 },
      version: opened.version,
    });
    expect(answer.status).toBe(200);
    expect((await quote()).breakdown!.basePrice).toBeCloseTo(base.breakdown!.basePrice * 2, 1);
  });

  it('refuses a write based on a stale version with 409, the rule as it is now, and changes nothing', async () => {
    const opened = await rule('3-passengers');
    expect((await other('PUT', '/api/admin/pricing-rules', { aircraftType: '3-passengers', appContext: 'main', basePrice: 450, multipliers: MULTIPLIERS, version: opened.version })).status).toBe(200);
    const stale = await call('PUT', '/api/admin/pricing-rules', { aircraftType: '3-passengers', appContext: 'main', basePrice: 999, multipliers: MULTIPLIERS, version: opened.version });
    expect(stale.status).toBe(409);
    const body = conflictResponseSchema.parse(stale.body);
    expect(body.message).toMatch(/^Changed by Rita Rules at .+ since you opened it$/);
    expect(body.current).toMatchObject({ basePrice: 450, version: opened.version + 1 });
    expect((await rule('3-passengers')).basePrice).toBe(450);
  });

  it('creates a rule where none was saved (version 0), and refuses a second create from the same stale form', async () => {
    const body = { aircraftType: '8-passengers', appContext: 'twin', basePrice: 2100, multipliers: MULTIPLIERS, version: 0 };
    const created = await call('PUT', '/api/admin/pricing-rules', body);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ basePrice: 2100, isActive: true, version: 1 });
    expect((await other('PUT', '/api/admin/pricing-rules', { ...body, basePrice: 2200 })).status).toBe(409);
  });

  it('stops pricing by the hour when a rule is switched off: the quote is NOT AVAILABLE', async () => {
    const opened = await rule('6-passengers');
    const off = await call('PUT', '/api/admin/pricing-rules', { aircraftType: '6-passengers', appContext: 'main', basePrice: opened.basePrice, multipliers: MULTIPLIERS, isActive: false, version: opened.version });
    expect(off.status).toBe(200);
    expect((await quote()).estimate).toBe('NOT AVAILABLE');
    const on = await call('PUT', '/api/admin/pricing-rules', { aircraftType: '6-passengers', appContext: 'main', basePrice: opened.basePrice, multipliers: MULTIPLIERS, version: opened.version + 1 });
    expect(on.status).toBe(200);
    expect((await quote()).breakdown?.source).toBe('rule');
  });

  it.each([
    [{ basePrice: -5 }, 'basePrice: A$ per flight hour must be at least A$0.01'],
    [{ basePrice: 'lots' }, 'basePrice: A$ per flight hour must be a number'],
    [{ basePrice: 12.345 }, 'basePrice: A$ per flight hour can have at most two decimals'],
    [{ multipliers: { ...MULTIPLIERS, scenic: 0 } }, 'multipliers.scenic: Scenic multiplier must be at least 0.1'],
    [{ multipliers: { ...MULTIPLIERS, 'one-way': 'x' } }, 'multipliers.one-way: One-way multiplier must be a number'],
    [{ aircraftType: 'jumbo' }, 'aircraftType: Aircraft type must be one of'],
    [{ appContext: 'web' }, 'appContext: App context must be main or twin'],
  ])('answers 400 in plain words for %j', async (patch, message) => {
    const answer = await call('PUT', '/api/admin/pricing-rules', { aircraftType: '3-passengers', appContext: 'main', basePrice: 400, multipliers: MULTIPLIERS, ...patch });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
  });

  it('needs a session to read or change the rules (401)', async () => {
    expect((await server.fetch('/api/admin/pricing-rules')).status).toBe(401);
    const put = await server.fetch('/api/admin/pricing-rules', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ aircraftType: '3-passengers', appContext: 'main', basePrice: 1, multipliers: MULTIPLIERS }),
    });
    expect(put.status).toBe(401);
  });
});
