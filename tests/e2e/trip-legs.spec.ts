import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalculateTripResponse } from '../../src/domain/api/trip';
import { centsFromDollars, formatVisitorAud } from '../../src/domain/money';
import { bookingRequests, regions } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller } from '../support/admin-calls';
import { blockingViolations, describeBlocking } from '../support/axe';
import { useBrowser } from '../support/browser';
import { perthDate } from '../support/perth-date';
import { timeLimit } from '../support/time-limits';

const AIRCRAFT = '6-passengers';
const DAY = perthDate(5);
const PAGE = `/?departure=jandakot&destination=rottnest-island&flightType=one-way&aircraft=${AIRCRAFT}&date=${DAY}`;
/** The trip the visitor builds: Jandakot to Rottnest, on to Margaret River, and home. */
const LEGS = [
  { from: 'jandakot', to: 'rottnest-island', date: DAY, waitMinutes: 90 },
  { from: 'rottnest-island', to: 'margaret-river', date: DAY, waitMinutes: 0 },
  { from: 'margaret-river', to: 'jandakot', date: DAY, waitMinutes: 0 },
];

/**
 * The visitor's trip of several legs on the booking page (decision 0070): "Add a leg" turns the flight chosen into
 * a trip, each leg a fieldset the keyboard reaches; the trip is priced in one call to POST /api/calculate-trip and
 * the card lists its lines; the address and the share link carry the legs, a shared link restores the editor and
 * the price, and the request sent from it carries the legs to staff.
 */
describe('a trip of several legs on the booking page', () => {
  const { server, newContext } = useBrowser({ server: true });
  let regionId: number;

  beforeAll(async () => {
    regionId = (await server.database.db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
  });

  /** The page, and the bodies of every calculate-trip call it makes. */
  async function open(path: string): Promise<{ page: Page; tripCalls: unknown[] }> {
    const context = await newContext({ viewport: { width: 1100, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const tripCalls: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/calculate-trip') tripCalls.push(request.postDataJSON());
    });
    await page.goto(`${server.url}${path}`);
    await page.getByTestId('estimate-total').waitFor();
    return { page, tripCalls };
  }

  const card = (page: Page) => page.getByTestId('price-estimate');
  const leg = (page: Page, number: number) => page.getByRole('group', { name: `Leg ${number}` });
  const expectTotal = (page: Page, total: string) =>
    expect.poll(() => card(page).getByTestId('estimate-total').textContent(), { timeout: timeLimit(15_000) }).toBe(total);
  const includedLines = async (page: Page) => {
    const fold = card(page).getByTestId('estimate-included');
    if ((await fold.getAttribute('open')) === null) await fold.getByText("What's included").click();
    return fold.getByTestId('estimate-line').evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]));
  };

  it('builds A→B, B→C, C→A, prices it in one call with lines adding up to the total, shares it, and sends it with the request', async () => {
    const priced = (await (await server.post('/api/calculate-trip', { aircraftType: AIRCRAFT, regionId, passengers: 1, legs: LEGS, language: 'en' })).json()) as CalculateTripResponse;
    expect(priced.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(centsFromDollars(priced.total));

    const { page, tripCalls } = await open(PAGE);
    await page.getByRole('button', { name: 'Add a leg' }).click();
    // The way back is the second leg, and the focus is on it.
    await leg(page, 2).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('fieldset')?.querySelector('legend')?.textContent)).toBe('Leg 2');
    expect(await leg(page, 1).getByLabel('From').inputValue()).toBe('jandakot');
    expect(await leg(page, 2).getByLabel('From').inputValue()).toBe('rottnest-island');
    expect(await leg(page, 2).getByLabel('To').inputValue()).toBe('jandakot');

    await leg(page, 1).getByLabel('Waiting time after this leg').selectOption('90');
    await leg(page, 2).getByLabel('To').selectOption('margaret-river');
    await page.getByRole('button', { name: 'Add a leg' }).click();
    await leg(page, 3).waitFor();
    // The new leg starts where the last ended and goes back to where the trip began.
    expect(await leg(page, 3).getByLabel('From').inputValue()).toBe('margaret-river');
    expect(await leg(page, 3).getByLabel('To').inputValue()).toBe('jandakot');

    await expectTotal(page, formatVisitorAud(centsFromDollars(priced.total), 'en'));
    expect(await includedLines(page)).toEqual(priced.lines.map((line) => [line.label, formatVisitorAud(line.amount, 'en')]));
    if (priced.summary) expect(await card(page).getByTestId('estimate-summary').textContent()).toBe(priced.summary);
    // The whole trip in one call, asked once for the trip shown.
    const forThisTrip = tripCalls.filter((body) => JSON.stringify((body as { legs: unknown }).legs) === JSON.stringify(LEGS));
    expect(forThisTrip).toHaveLength(1);
    expect(forThisTrip[0]).toMatchObject({ aircraftType: AIRCRAFT, regionId, language: 'en', legs: LEGS });
    expect(new URL(page.url()).searchParams.get('legs')).toBe(`jandakot~rottnest-island~${DAY}~90,rottnest-island~margaret-river~${DAY},margaret-river~jandakot~${DAY}`);
    expect(describeBlocking(await blockingViolations(page, { include: ['[data-testid=trip-editor]', '[data-testid=price-estimate]'] }))).toEqual([]);

    await page.getByRole('button', { name: 'Share Estimate' }).click();
    const link = await page.getByRole('dialog', { name: 'Share Estimate' }).getByLabel('Link to this estimate').inputValue();
    expect(new URL(link).searchParams.get('legs')).toBe(new URL(page.url()).searchParams.get('legs'));
    // The shared sentence names every place of the trip in order, and the trip's price.
    const sentence = await page.getByRole('dialog', { name: 'Share Estimate' }).locator('p').first().textContent();
    expect(sentence).toMatch(/^Charter flight Jandakot[^→]* → Rottnest Island[^→]* → Margaret River[^→]* → Jandakot[^→]*: A\$[\d,.]+ \(.+\)$/);
    expect(sentence).toContain(formatVisitorAud(centsFromDollars(priced.total), 'en'));

    // The shared link restores the editor and the price.
    const shared = await open(new URL(link).pathname + new URL(link).search);
    await leg(shared.page, 3).waitFor();
    expect(await shared.page.getByTestId('trip-leg').count()).toBe(3);
    expect(await leg(shared.page, 2).getByLabel('To').inputValue()).toBe('margaret-river');
    await expectTotal(shared.page, formatVisitorAud(centsFromDollars(priced.total), 'en'));

    // The request sent from it carries the legs: staff read them in the inquiry.
    await shared.page.locator('[data-lazy-section]').first().scrollIntoViewIfNeeded();
    const form = shared.page.getByRole('form', { name: 'Send an Inquiry' });
    await form.waitFor();
    await form.getByLabel('Full name').fill('Trip Taker');
    await form.getByLabel('Email').fill('trip.taker@example.com');
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await shared.page.getByTestId('request-confirmation').waitFor();
    const [row] = await server.database.db.select().from(bookingRequests).where(eq(bookingRequests.contactEmail, 'trip.taker@example.com'));
    await createAdmin(server.database.db, 'trips.staff@example.com', 'a long and proper password');
    const call = adminCaller(server, await signIn(server, 'trips.staff@example.com', 'a long and proper password'));
    const detail = await call('GET', `/api/admin/booking-requests/${row!.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.legs).toEqual(LEGS);
  });

  it('removes legs back to a single flight, and says in words why a trip cannot be priced', async () => {
    const { page } = await open(`${PAGE}&legs=jandakot~rottnest-island~${DAY},rottnest-island~jandakot~${DAY}`);
    await leg(page, 2).waitFor();
    // A leg to where it starts: refused by the API in the visitor's language, said on the card as the server words it.
    await leg(page, 2).getByLabel('To').selectOption('rottnest-island');
    const refused = card(page).getByTestId('estimate-refused');
    await refused.waitFor({ timeout: timeLimit(15_000) });
    expect(await refused.innerText()).toBe("Leg 2 starts and ends at 'rottnest-island': a leg must fly to another place");

    await leg(page, 2).getByRole('button', { name: 'Remove leg 2' }).click();
    // One leg left: a single flight again, with its places chosen and no legs in the address.
    await page.getByTestId('add-leg').waitFor();
    await expect.poll(() => page.getByTestId('trip-editor').count()).toBe(0);
    expect(new URL(page.url()).searchParams.has('legs')).toBe(false);
    expect(new URL(page.url()).searchParams.get('destination')).toBe('rottnest-island');
  });
});
