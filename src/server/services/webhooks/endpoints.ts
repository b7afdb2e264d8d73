import { randomBytes } from 'node:crypto';
import { count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { CreatedWebhook, WebhookEndpoint } from '../../../domain/api/admin/webhooks';
import type { WebhookEvent } from '../../../domain/webhooks/events';
import type { Database, Executor } from '../../db/database';
import { adminUsers, webhookEndpoints } from '../../db/schema';
import { badRequest, notFound } from '../../http-errors';
import type { SecretBox } from '../auth/secret-box';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { hostOf, refusalForHost } from './address-check';

/** Standard Webhooks secrets: `whsec_` and the base64 of the key (32 random bytes here). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The address rule when an endpoint is saved (decision 0068): https, and a host whose every address is public,
 * unless WEBHOOKS_ALLOW_PRIVATE_ADDRESSES is on (then http is allowed too, for a receiver on the same network).
 * Delivery checks the address again when it connects (send.ts).
 */
export async function checkEndpointUrl(raw: string, allowPrivate: boolean): Promise<string> {
  const url = new URL(raw);
  if (url.protocol !== 'https:' && !allowPrivate) throw badRequest('The address must start with https://: events carry customers’ bookings', [{ path: 'url', message: 'The address must start with https://' }]);
  const refusal = await refusalForHost(hostOf(url), allowPrivate);
  if (refusal) throw badRequest(refusal, [{ path: 'url', message: refusal }]);
  url.hash = '';
  return url.href;
}

const lastTry = sql<string | null>`(select max(a.created_at) from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id where d.endpoint_id = ${webhookEndpoints.id})`;
const lastTryOk = sql<boolean | null>`(select a.status_code between 200 and 299 from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id where d.endpoint_id = ${webhookEndpoints.id} order by a.id desc limit 1)`;

/** How many endpoints are paused, for the admin home's warning. */
export async function countPausedWebhooks(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints).where(isNotNull(webhookEndpoints.pausedAt));
  return row?.n ?? 0;
}

/** Every endpoint (or one), newest first, with who made it and its last try: never the secret. */
export async function listWebhookEndpoints(db: Executor, id?: number): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select({ endpoint: webhookEndpoints, maker: adminUsers.email, lastTry, lastTryOk })
    .from(webhookEndpoints)
    .innerJoin(adminUsers, eq(adminUsers.id, webhookEndpoints.createdBy))
    .where(id === undefined ? undefined : eq(webhookEndpoints.id, id))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map(({ endpoint: e, maker, lastTry: at, lastTryOk: ok }) => ({
    id: e.id,
    url: e.url,
    events: e.events,
    pausedAt: e.pausedAt?.toISOString() ?? null,
    pausedReason: e.pausedReason,
    failedInARow: e.failedInARow,
    createdBy: maker,
    createdAt: e.createdAt.toISOString(),
    lastTryAt: at ? new Date(at).toISOString() : null,
    lastTryOk: ok ?? null,
  }));
}

export async function createWebhookEndpoint(db: Database, box: SecretBox, input: { url: string; events: WebhookEvent[] }, by: AuditActor, allowPrivate: boolean): Promise<CreatedWebhook> {
  const url = await checkEndpointUrl(input.url, allowPrivate);
  const secret = newWebhookSecret();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(webhookEndpoints).values({ url, events: input.events, secretSealed: box.seal(secret), createdBy: by.id }).returning({ id: webhookEndpoints.id });
    await recordAudit(tx, { user: by, action: 'create', entity: 'webhook_endpoint', entityId: row!.id, after: { url, events: input.events } });
    return row!.id;
  });
  const [endpoint] = await listWebhookEndpoints(db, id);
  return { endpoint: endpoint!, secret };
}

/** Runs `change` on the locked endpoint and records it in the audit log with its before and after. */
async function changeEndpoint(db: Database, id: number, by: AuditActor, action: string, change: (tx: Executor) => Promise<Partial<typeof webhookEndpoints.$inferInsert> | null>) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
    if (!before) throw notFound(`There is no webhook endpoint ${id}`);
    const values = await change(tx);
    if (!values) return;
    const [after] = await tx.update(webhookEndpoints).set({ ...values, updatedAt: new Date() }).where(eq(webhookEndpoints.id, id)).returning();
    const shown = (e: typeof before) => ({ url: e.url, events: e.events, paused: e.pausedAt !== null });
    await recordAudit(tx, { user: by, action, entity: 'webhook_endpoint', entityId: id, before: shown(before), after: shown(after!) });
  });
}

export async function updateWebhookEndpoint(db: Database, id: number, input: { url?: string | undefined; events?: WebhookEvent[] | undefined }, by: AuditActor, allowPrivate: boolean): Promise<WebhookEndpoint> {
  const url = input.url === undefined ? undefined : await checkEndpointUrl(input.url, allowPrivate);
  await changeEndpoint(db, id, by, 'update', async () => ({ ...(url ? { url } : {}), ...(input.events ? { events: input.events } : {}) }));
  return (await listWebhookEndpoints(db, id))[0]!;
}

/** Pausing stops sending (deliveries waiting are skipped); resuming sends the events from now on and clears the failure count. */
export async function setWebhookPaused(db: Database, id: number, paused: boolean, by: AuditActor): Promise<WebhookEndpoint> {
  await changeEndpoint(db, id, by, paused ? 'pause' : 'resume', async (tx) => {
    const [row] = await tx.select({ pausedAt: webhookEndpoints.pausedAt }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    if ((row!.pausedAt !== null) === paused) return null;
    return paused ? { pausedAt: new Date(), pausedReason: `Paused by ${by.email}` } : { pausedAt: null, pausedReason: null, failedInARow: 0 };
  });
  return (await listWebhookEndpoints(db, id))[0]!;
}

/** Deletes the endpoint with its deliveries and their log; the jobs still queued for them find nothing and end. */
export async function deleteWebhookEndpoint(db: Database, id: number, by: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
    if (!row) throw notFound(`There is no webhook endpoint ${id}`);
    await recordAudit(tx, { user: by, action: 'delete', entity: 'webhook_endpoint', entityId: id, before: { url: row.url, events: row.events } });
  });
}
