import type { Page, Request, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CalculatePricesResponse } from '../../src/domain/api/pricing';
import { centsFromDollars, formatVisitorAud } from '../../src/domain/money';
import { useBrowser } from '../support/browser';
import { timeLimit } from '../support/time-limits';

/**
 * The booking page asks for a route's estimates once: every aircraft card, which aircraft fly the route and
 * the chosen aircraft's estimate read one answer of POST /api/calculate-prices. Counted in a real browser from
 * the requests the page sends (page.on('request')), for the first paint, a route change and a flight-type change.
 */
describe('one quote request per route', () => {
  const { server, newContext } = useBrowser({ server: true });

  /** Every request that asks the server for a price or for which aircraft fly a route. */
  const QUOTE_PATHS = new Set(['/api/calculate-prices', '/api/calculate-price', '/api/available-aircraft']);
  const isQuote = (request: Request) => QUOTE_PATHS.has(new URL(request.url()).pathname);

  async function open(path: string) {
    const context = await newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const quotes: Request[] = [];
    let lastApiRequestAt = Date.now();
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/api/')) return;
      lastApiRequestAt = Date.now();
      if (isQuote(request)) quotes.push(request);
    });
    /** Waits until the page has sent no API request for a second: whatever a change sends, it has sent by then. */
    const quiet = async () => {
      await expect.poll(() => Date.now() - lastApiRequestAt, { timeout: timeLimit(15_000), interval: 200 }).toBeGreaterThan(1000);
    };
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/calculate-prices');
    await page.goto(`${server.url}${path}`);
    return { page, quotes, quiet, answered };
  }

  const total = (page: Page) => page.getByTestId('estimate-total');
  const destinationSelect = (page: Page) => page.getByLabel('Destination', { exact: true });

  /** The estimate card and every available aircraft's card show figures of this one answer. */
  async function expectShownFrom(page: Page, response: Response, aircraft: string) {
    const answer = (await response.json()) as CalculatePricesResponse;
    const chosen = answer.quotes.find((q) => q.aircraftType === aircraft)!;
    expect(typeof chosen.estimate).toBe('number');
    await expect.poll(() => total(page).textContent(), { timeout: timeLimit(15_000) }).toBe(formatVisitorAud(centsFromDollars(chosen.estimate as number), 'en'));
    const priced = answer.quotes.filter((q) => q.breakdown !== null);
    expect(priced.length).toBeGreaterThan(1);
    for (const quote of priced) {
      const figure = page.locator(`[data-aircraft="${quote.aircraftType}"] [data-testid=aircraft-per-person]`);
      await figure.getByText(/A\$/).waitFor();
      // The page's party is one adult: the aircraft's whole price is that one person's.
      expect(await figure.textContent()).toContain(formatVisitorAud(centsFromDollars(quote.breakdown!.total), 'en'));
    }
  }

  it('sends one quote request at first paint, one on a route change and one on a flight-type change', async () => {
    const { page, quotes, quiet, answered } = await open('/?departure=jandakot&destination=rottnest-island&flightType=same-day&aircraft=3-passengers');
    await expectShownFrom(page, await answered, '3-passengers');
    await quiet();
    expect(quotes.map((r) => new URL(r.url()).pathname)).toEqual(['/api/calculate-prices']);
    expect(quotes[0]!.postDataJSON()).toMatchObject({ departure: 'jandakot', destination: 'rottnest-island', flightType: 'same-day' });
    expect(quotes[0]!.postDataJSON()).not.toHaveProperty('aircraftType');

    // A route change: a new destination.
    quotes.length = 0;
    const routeAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/calculate-prices');
    await destinationSelect(page).selectOption('margaret-river');
    await expectShownFrom(page, await routeAnswer, '3-passengers');
    await quiet();
    expect(quotes).toHaveLength(1);
    expect(quotes[0]!.postDataJSON()).toMatchObject({ departure: 'jandakot', destination: 'margaret-river', flightType: 'same-day' });

    // Choosing another aircraft on the same route asks nothing: its estimate is in the answer already.
    quotes.length = 0;
    await page.locator('[data-aircraft="6-passengers"]').click();
    await page.waitForURL(/aircraft=6-passengers/);
    const sixSeats = (await routeAnswer.then((r) => r.json())) as CalculatePricesResponse;
    const six = sixSeats.quotes.find((q) => q.aircraftType === '6-passengers')!;
    await expect.poll(() => total(page).textContent()).toBe(formatVisitorAud(centsFromDollars(six.estimate as number), 'en'));
    await quiet();
    expect(quotes).toHaveLength(0);

    // A flight-type change.
    const oneWayAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/calculate-prices');
    await page.getByRole('radio', { name: /One-way/ }).click();
    await expectShownFrom(page, await oneWayAnswer, '6-passengers');
    await quiet();
    expect(quotes).toHaveLength(1);
    expect(quotes[0]!.postDataJSON()).toMatchObject({ departure: 'jandakot', destination: 'margaret-river', flightType: 'one-way' });
  });
});
