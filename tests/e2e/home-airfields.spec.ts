import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../support/admin-browser';
import { blockingViolations, describeBlocking } from '../support/axe';
import { useBrowser } from '../support/browser';

/**
 * Home airfields and positioning (decision 0070): staff read the rule in words, see a bad charge refused
 * beside its field, set the 6-seater's home airfield at Jandakot, and a visitor's one-way estimate from Perth
 * Airport then says, near the route, that it includes positioning and the return of the aircraft.
 */
describe('the Home airfields and positioning view', () => {
  const { server, browser } = useBrowser({ server: true });
  let context: BrowserContext;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  });

  it('sets a home airfield, and the estimate card shows the positioning summary', async () => {
    const page = await context.newPage();
    await signInAsAdmin(page, server);
    await page.goto(`${server.url}/admin/home-airfields?region=WA`);
    await page.getByRole('heading', { name: 'Home airfields and positioning', level: 2 }).waitFor();
    await page.getByTestId('positioning-rule').getByText('adds the empty leg from home to its departure').waitFor();
    await page.getByText('No home airfields yet: no flight is charged positioning or waiting.').waitFor();

    await page.getByRole('button', { name: 'Set a home airfield' }).click();
    await page.getByLabel('Aircraft', { exact: true }).selectOption('6-passengers');
    await page.getByLabel('Home airfield', { exact: true }).selectOption({ label: 'Jandakot Airport (YPJT)' });
    await page.getByLabel('Ferry rate in A$ per hour').fill('-5');
    await page.getByRole('button', { name: 'Save home airfield' }).click();
    await page.getByText('The positioning charge cannot be negative').waitFor();
    await page.getByLabel('Ferry rate in A$ per hour').fill('600');
    await page.getByLabel('Waiting rate in A$ per hour (optional)').fill('120');
    expect(describeBlocking(await blockingViolations(page, { include: ['main'] }))).toEqual([]);
    await page.getByRole('button', { name: 'Save home airfield' }).click();
    const row = page.getByTestId('home-airfield-row').filter({ hasText: 'Jandakot Airport (YPJT)' });
    await row.getByText('A$600 per flight hour').waitFor();
    await row.getByText('A$120 per hour').waitFor();

    const visitor = await context.newPage();
    await visitor.goto(`${server.url}/?departure=perth-airport&destination=rottnest-island&flightType=one-way&aircraft=6-passengers`);
    await visitor
      .getByTestId('route-summary')
      .getByTestId('route-note')
      .getByText('Includes positioning from Jandakot Airport (YPJT) and the return of the aircraft to Jandakot Airport (YPJT)')
      .waitFor();
    await visitor.close();
    await page.close();
  });
});
