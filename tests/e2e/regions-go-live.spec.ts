import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { departureLocations, regions } from '../../src/server/db/schema';
import { openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { useBrowser } from '../support/browser';
import { timeLimit } from '../support/time-limits';

/**
 * A new region from the panel to the public site (docs/decisions/0044), in Chromium: the panel opens it and
 * keeps it (address and selector, after a reload too), a departure added there saves into it, nothing of the
 * draft reaches a visitor, staff preview it with a banner, and once published visitors see it.
 */
describe('a new region goes live', () => {
  const viewport = { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' } as const;
  const { server, newContext } = useBrowser({ server: true, context: viewport });

  /** A call the admin panel makes, from its own page (its session and origin). */
  const adminCall = (page: Page, method: string, path: string, body?: unknown) =>
    page.evaluate(
      async ([m, p, b]) => {
        const response = await fetch(p as string, { method: m as string, headers: { 'content-type': 'application/json' }, body: b === undefined ? undefined : JSON.stringify(b) });
        return { status: response.status, body: (await response.json().catch(() => null)) as { id: number; version: number } | null };
      },
      [method, path, body] as const,
    );

  /** The option texts of the first select labelled `label` once it has loaded some. */
  const optionsOf = async (page: Page, label: string) => {
    const select = page.getByLabel(label, { exact: true }).first();
    await select.locator('option').first().waitFor({ state: 'attached' });
    return select.locator('option').allTextContents();
  };

  it('opens a draft region in the panel, fills it unseen, previews it, publishes it, and visitors see it', { timeout: timeLimit(240_000) }, async () => {
    const staff = await newContext();
    const admin = await staff.newPage();
    await signInAsAdmin(admin, server);

    // Add "New South Wales" in the Regions tab: a draft.
    await openAdminTab(admin, 'Regions');
    await admin.getByRole('button', { name: 'Add region' }).click();
    await admin.getByLabel('Name', { exact: true }).fill('New South Wales');
    await admin.getByLabel('Code', { exact: true }).fill('NSW');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Region saved successfully').first().waitFor();
    const [nsw] = await server.database.db.select().from(regions).where(eq(regions.code, 'NSW'));
    expect(nsw).toMatchObject({ isActive: false });
    const existing = await server.database.db.select().from(regions);
    expect(nsw!.displayOrder).toBe(Math.max(...existing.map((r) => r.displayOrder)));
    // Its row in the list says Draft and offers Publish only through the checks: disabled, with the reason; no Active switch.
    const nswRow = admin.getByRole('listitem').filter({ hasText: 'New South Wales' });
    await nswRow.getByTestId('region-publish-reason').filter({ hasText: 'Not ready to go live: it still needs a default departure that is switched on' }).waitFor();
    expect(await nswRow.getByTestId('region-row-status').textContent()).toBe('Draft');
    expect(await nswRow.getByRole('button', { name: 'Publish New South Wales' }).isDisabled()).toBe(true);
    expect(await admin.getByRole('switch', { name: /^Active: / }).count()).toBe(0);

    // Choosing it (in a section the region scopes) keeps it: the address says NSW and the selector stays on
    // it, after another section and a reload too.
    await openAdminTab(admin, 'Departure Locations');
    const regionSelect = admin.getByLabel('Region', { exact: true }).first();
    await regionSelect.selectOption({ label: 'New South Wales (draft)' });
    await admin.waitForURL(/region=NSW/);
    await openAdminTab(admin, 'Destinations');
    expect(new URL(admin.url()).searchParams.get('region')).toBe('NSW');
    await openAdminTab(admin, 'Departure Locations');
    await admin.reload();
    await admin.getByRole('heading', { name: 'Departure Locations', level: 2 }).waitFor();
    expect(new URL(admin.url()).searchParams.get('region')).toBe('NSW');
    expect(await regionSelect.locator('option:checked').textContent()).toBe('New South Wales (draft)');

    // A departure added now says where it saves, and saves there (not into Western Australia).
    await admin.getByRole('button', { name: 'Add departure location' }).click();
    expect(await admin.getByTestId('saves-into').textContent()).toBe('Saves into: New South Wales');
    await admin.getByLabel('Name', { exact: true }).fill('Sydney (e2e)');
    await admin.getByLabel('Value', { exact: true }).fill('sydney-e2e');
    await admin.getByLabel('Latitude', { exact: true }).fill('-33.94');
    await admin.getByLabel('Longitude', { exact: true }).fill('151.18');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Departure location saved successfully').first().waitFor();
    const [sydney] = await server.database.db.select().from(departureLocations).where(eq(departureLocations.value, 'sydney-e2e'));
    expect(sydney!.regionId).toBe(nsw!.id);
    expect(new URL(admin.url()).searchParams.get('region')).toBe('NSW');

    // The rest of what it needs, as the panel's calls.
    const bondi = await adminCall(admin, 'POST', `/api/destinations?regionId=${nsw!.id}`, {
      name: 'Bondi (e2e)',
      value: 'bondi-e2e',
      flightTypes: ['one-way'],
      latitude: -33.89,
      longitude: 151.27,
      bookingUrl: 'https://book.example/bondi',
    });
    expect(bondi.status).toBe(201);
    expect((await adminCall(admin, 'POST', '/api/route-pricing', { aircraftType: '6-passengers', departureLocationId: sydney!.id, destinationId: bondi.body!.id, flightType: 'one-way', price: 640 })).status).toBe(201);
    expect((await adminCall(admin, 'PUT', `/api/regions/${nsw!.id}`, { defaultDepartureLocationId: sydney!.id, defaultDestinationId: bondi.body!.id })).status).toBe(200);

    // A visitor sees nothing of the draft: not on /, not on /light, not in /api/regions.
    const visitorContext = await newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${server.url}/?region=NSW`);
    expect(await optionsOf(visitor, 'Departure Location')).not.toContain('Sydney (e2e)');
    expect(await visitor.getByTestId('draft-preview-banner').count()).toBe(0);
    await visitor.goto(`${server.url}/light`);
    await visitor.locator('select option').nth(1).waitFor({ state: 'attached' });
    expect((await visitor.locator('select option').allTextContents()).join('|')).not.toContain('Sydney (e2e)');
    const publicRegions = (await (await server.fetch('/api/regions')).json()) as { code: string }[];
    expect(publicRegions.map((r) => r.code)).not.toContain('NSW');

    // Staff preview it from the region's panel: the draft's places, under the banner.
    await openAdminTab(admin, 'Regions');
    await admin.goto(`${server.url}/admin/regions/${nsw!.id}?region=NSW`);
    expect(await admin.getByTestId('region-status').textContent()).toBe('Draft');
    const [preview] = await Promise.all([staff.waitForEvent('page'), admin.getByRole('link', { name: 'Preview the site' }).click()]);
    await preview.getByTestId('draft-preview-banner').waitFor();
    expect(await preview.getByTestId('draft-preview-banner').textContent()).toContain('Preview — not public yet');
    expect(await optionsOf(preview, 'Departure Location')).toContain('Sydney (e2e)');

    // The light widget previews it the same way: the draft's places under the banner, in the visitor's language.
    const light = await staff.newPage();
    await light.goto(`${server.url}/light?preview=1`);
    await light.getByTestId('draft-preview-banner').waitFor();
    expect(await light.getByTestId('draft-preview-banner').textContent()).toContain('Preview — not public yet');
    expect(await light.getByTestId('draft-preview-banner').textContent()).toContain('New South Wales is a draft');
    expect((await light.locator('select option').allTextContents()).join('|')).toContain('Sydney (e2e)');
    await light.goto(`${server.url}/light?preview=1&lang=zh`);
    await light.getByTestId('draft-preview-banner').getByText('预览 — 尚未公开').waitFor();
    // Without a session, ?preview=1 shows no draft and no banner.
    await visitor.goto(`${server.url}/light?preview=1`);
    await visitor.locator('select option').nth(1).waitFor({ state: 'attached' });
    expect((await visitor.locator('select option').allTextContents()).join('|')).not.toContain('Sydney (e2e)');
    expect(await visitor.getByTestId('draft-preview-banner').count()).toBe(0);
    // Leave preview: the light widget's lists are the public ones again.
    await light.goto(`${server.url}/light?preview=1`);
    await light.getByTestId('draft-preview-banner').getByRole('button', { name: 'Leave preview' }).click();
    await light.waitForURL((url) => url.searchParams.get('preview') === null);
    await light.locator('select option').nth(1).waitFor({ state: 'attached' });
    expect((await light.locator('select option').allTextContents()).join('|')).not.toContain('Sydney (e2e)');
    expect(await light.getByTestId('draft-preview-banner').count()).toBe(0);
    await light.close();

    // Publish: visitors see it, without any banner.
    const publish = admin.getByRole('button', { name: 'Publish' });
    await publish.waitFor();
    expect(await publish.isEnabled()).toBe(true);
    await publish.click();
    await admin.getByTestId('region-status').filter({ hasText: 'Live' }).waitFor();
    await visitor.goto(`${server.url}/?region=NSW`);
    expect(await optionsOf(visitor, 'Departure Location')).toContain('Sydney (e2e)');
    expect(await visitor.getByTestId('draft-preview-banner').count()).toBe(0);

    // From the Regions list: Unpublish puts it back to Draft; Publish (its checks met) puts it live again.
    const isLive = async () => (await server.database.db.select().from(regions).where(eq(regions.code, 'NSW')))[0]!.isActive;
    await admin.goto(`${server.url}/admin/regions?region=NSW`);
    await nswRow.getByTestId('region-row-status').filter({ hasText: 'Live' }).waitFor();
    await nswRow.getByRole('button', { name: 'Unpublish New South Wales' }).click();
    await nswRow.getByTestId('region-row-status').filter({ hasText: 'Draft' }).waitFor();
    expect(await isLive()).toBe(false);
    const publishFromList = nswRow.getByRole('button', { name: 'Publish New South Wales' });
    await expect.poll(() => publishFromList.isEnabled()).toBe(true);
    expect(await nswRow.getByTestId('region-publish-reason').count()).toBe(0);
    await publishFromList.click();
    await nswRow.getByTestId('region-row-status').filter({ hasText: 'Live' }).waitFor();
    expect(await isLive()).toBe(true);
  });
});
