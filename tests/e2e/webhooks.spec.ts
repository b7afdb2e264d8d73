import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminTab } from '../support/admin-browser';
import { blockingViolations, describeBlocking } from '../support/axe';
import { useBrowser } from '../support/browser';
import { timeLimit } from '../support/time-limits';
import { daysAhead } from '../support/quotes';
import { startTestServer } from '../support/server';
import { createOwner, signInThroughForm } from '../support/staff';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

/**
 * Outbound webhooks in the Staff view (decision 0068), in Chromium against the real server and a receiver on
 * 127.0.0.1: the owner adds an endpoint, sees its signing secret once, an inquiry reaches the receiver signed
 * with it, the delivery log shows the try, Resend sends the same message again, Pause stops the endpoint and
 * Home warns of it.
 */
const server = await startTestServer({ env: { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' } });
const OWNER = { email: 'hooks.e2e@example.com', password: 'webhooks e2e long password', name: 'Hilda Hooks' };

describe('webhooks in the admin panel', () => {
  const { newPage } = useBrowser({ context: { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' } });
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    await createOwner(server, OWNER.email, OWNER.password, OWNER.name);
  });
  afterAll(async () => {
    await server.close();
    await receiver?.close();
  });

  it('the owner adds an endpoint, copies its secret once, sees a delivery and its try in the log, resends it and pauses the endpoint, which Home then warns of', async () => {
    const owner = await newPage();
    await signInThroughForm(owner, server, OWNER.email, OWNER.password);
    await openAdminTab(owner, 'Staff');
    const form = owner.getByRole('form', { name: 'New webhook endpoint' });
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await owner.getByText('Give the address the events are sent to').waitFor();
    await form.getByLabel('Address (https://…)').fill(receiver.url);
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const shown = owner.getByTestId('new-webhook-secret');
    await shown.waitFor();
    const secret = await shown.getByLabel(/The signing secret for/).inputValue();
    expect(secret).toMatch(/^whsec_/);
    expect(describeBlocking(await blockingViolations(owner, { include: ['main'] }))).toEqual([]);
    await shown.getByRole('button', { name: 'Done' }).click();
    expect(await owner.locator('main').textContent()).not.toContain(secret);

    const inquiry = await fetch(`${server.url}/api/booking-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island', passengers: 3, date: daysAhead(30), contactName: 'Mia Nguyen', contactPhone: '+61 400 000 000', contactEmail: 'mia@example.com' }),
    });
    expect(inquiry.status).toBe(201);
    await expect.poll(() => receiver.received.length).toBe(1);
    const [first] = receiver.received;
    expect(new Webhook(secret).verify(first!.body, first!.headers)).toMatchObject({ type: 'inquiry.created' });

    const endpoint = owner.getByTestId('webhook-endpoint').filter({ hasText: receiver.url });
    await endpoint.getByRole('button', { name: 'Delivery log' }).click();
    const delivery = endpoint.getByTestId('webhook-delivery').first();
    await expect.poll(() => delivery.getAttribute('data-state')).toBe('succeeded');
    expect(await delivery.textContent()).toMatch(/Try 1, .*: HTTP 200 in \d+ ms/);
    expect(await delivery.textContent()).toContain('answered 200');
    expect(describeBlocking(await blockingViolations(owner, { include: ['main'] }))).toEqual([]);

    await delivery.getByRole('button', { name: /^Resend inquiry.created/ }).click();
    await expect.poll(() => receiver.received.length).toBe(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    await expect.poll(() => delivery.getByTestId('webhook-attempt').count(), { timeout: timeLimit(15_000) }).toBe(2);
    expect(await delivery.textContent()).toMatch(/Resend 1, .*: HTTP 200/);

    await endpoint.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => endpoint.getAttribute('data-paused')).toBe('true');
    expect(await endpoint.textContent()).toContain(`Paused by ${OWNER.email}`);
    // Home warns while an endpoint is paused.
    await openAdminTab(owner, 'Home');
    expect(await owner.getByTestId('home-webhooks-paused').textContent()).toContain('1 webhook endpoint is paused: nothing is sent to it.');
  });
});
