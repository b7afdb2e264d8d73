import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/rows';
import { createAdmin } from '../support/admin';
import { adminNav, adminSectionLink, currentAdminSection, signInAsAdmin } from '../support/admin-browser';
import { useBrowser } from '../support/browser';
import { signInThroughForm } from '../support/staff';

/** The browser's zone (tests/support/browser.ts): the home page's week starts on Monday there. */
const ZONE = 'Australia/Perth';
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const ROUTE = { aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island', regionId: 1 } as const;
const BOOKING = { ...ROUTE, passengers: 2, date: daysFromNow(30), contactEmail: 'home@example.com', estimate: 900 };
const WECHAT = {
  ...ROUTE,
  customerName: 'Home WeChat',
  customerEmail: 'wechat-home@example.com',
  departureDate: daysFromNow(20),
  returnDate: daysFromNow(21),
  passengersOver12: 2,
  passengersUnder12: 0,
  totalPassengerWeight: 150,
  totalBagWeight: 20,
  language: 'en',
};

/** The panel's home page and its side navigation (docs/product.md §2.7, decision 0048). */
describe('the admin home page and side navigation', () => {
  const { server, newPage } = useBrowser({ server: true });
  let visitor = 0;
  const post = async (path: string, body: unknown) => {
    const response = await server.post(path, body, { 'x-forwarded-for': `10.99.0.${++visitor}` });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
    return (await response.json()) as { reference?: string };
  };

  /** Counted by the database, apart from the page's service: since Monday 00:00 in ZONE, as PostgreSQL reckons it. */
  const raw = async (query: string) => rowsOf<{ n: number }>(await server.database.db.execute(sql.raw(query)))[0]!.n;
  const WEEK = `date_trunc('week', now() at time zone '${ZONE}') at time zone '${ZONE}'`;
  const rawEstimates = (where = 'true') => raw(`select coalesce(sum(estimates), 0)::int as n from estimate_counts where period_start >= ${WEEK} and ${where}`);
  const rawCount = (table: string, where = 'true') => raw(`select count(*)::int as n from ${table} where created_at >= ${WEEK} and ${where}`);
  const rawInquiries = async (where = 'true') => (await rawCount('booking_requests', where)) + (await rawCount('wechat_requests', where));

  let newest = '';
  beforeAll(async () => {
    for (const partner of ['hotel-x', 'hotel-x', 'hotel-x', undefined, undefined]) await post('/api/calculate-price', { ...ROUTE, passengers: 4, ...(partner ? { partner } : {}) });
    await post('/api/calculate-price', { ...ROUTE, destination: 'albany', aircraftType: '6-passengers', passengers: 4, partner: 'tour-desk' });
    for (const partner of ['hotel-x', undefined]) await post('/api/booking-clicks', { ...ROUTE, ...(partner ? { partner } : {}) });
    await post('/api/booking-request', { ...BOOKING, contactName: 'Older Visitor', partner: 'hotel-x' });
    await post('/api/send-wechat-payment-link', WECHAT);
    newest = (await post('/api/booking-request', { ...BOOKING, contactName: 'Newest Visitor' })).reference!;
    // Follow-up days: one passed (overdue), one passed but closed (not overdue), one ahead (not yet).
    await server.database.db.execute(sql.raw(`update booking_requests set follow_up_on = current_date - 2 where contact_name = 'Older Visitor'`));
    await server.database.db.execute(sql.raw(`update wechat_requests set follow_up_on = current_date - 1, status = 'closed'`));
    await server.database.db.execute(sql.raw(`update booking_requests set follow_up_on = current_date + 3 where contact_name = 'Newest Visitor'`));
  });

  const signedIn = async (viewport = { width: 1440, height: 900 }) => {
    const page = await newPage({ viewport, reducedMotion: 'reduce' });
    await signInAsAdmin(page, server);
    return page;
  };
  const shown = async (page: Page, testId: string) => Number((await page.getByTestId(testId).textContent())?.trim());
  const routeRow = (page: Page, name: RegExp) => page.getByRole('table', { name: /By route/ }).getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  const partnerRow = (page: Page, name: string) => page.getByRole('table', { name: 'By partner' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  const cells = async (page: Page, row: ReturnType<typeof routeRow>) => (await row.getByRole('cell').allTextContents()).map((text) => Number(text.trim()));

  it("opens on Home, whose counts equal the raw counts: new inquiries, this week's estimates, clicks and inquiries, by route and by partner", async () => {
    const page = await signedIn();
    // No section in the address: Home, the current page of the navigation.
    await page.getByRole('heading', { name: 'Home', level: 2 }).waitFor();
    await currentAdminSection(page, 'Home').waitFor();
    await page.getByTestId('home-estimates').waitFor();

    expect(await shown(page, 'home-new-count')).toBe(await raw(`select ((select count(*) from booking_requests where status = 'new') + (select count(*) from wechat_requests where status = 'new'))::int as n`));
    expect(await shown(page, 'home-new-count')).toBe(2);
    expect(await shown(page, 'home-overdue-count')).toBe(await raw(`select count(*)::int as n from inquiries where follow_up_on < current_date and status <> 'closed'`));
    expect(await shown(page, 'home-overdue-count')).toBe(1);
    expect(await shown(page, 'home-estimates')).toBe(await rawEstimates());
    expect(await shown(page, 'home-estimates')).toBe(6);
    expect(await shown(page, 'home-clicks')).toBe(await rawCount('booking_clicks'));
    expect(await shown(page, 'home-inquiries')).toBe(await rawInquiries());
    expect(await shown(page, 'home-inquiries')).toBe(3);

    const main = `departure = 'jandakot' and destination = 'rottnest-island'`;
    expect(await cells(page, routeRow(page, /^Jandakot Airport.* → Rottnest/))).toEqual([await rawEstimates(main), await rawCount('booking_clicks', main), await rawInquiries(main)]);
    expect(await cells(page, routeRow(page, /^Jandakot Airport.* → Albany/))).toEqual([await rawEstimates(`destination = 'albany'`), 0, 0]);
    const hotel = `partner = 'hotel-x'`;
    expect(await cells(page, partnerRow(page, 'hotel-x'))).toEqual([await rawEstimates(hotel), await rawCount('booking_clicks', hotel), await rawInquiries(hotel)]);
    expect(await cells(page, partnerRow(page, 'Direct'))).toEqual([await rawEstimates(`partner = ''`), await rawCount('booking_clicks', 'partner is null'), await rawInquiries('partner is null')]);

    // The charts (recharts, loaded with the home page only) draw beside the tables: the funnel's three steps.
    const funnel = page.getByRole('img', { name: /^Funnel chart/ });
    await funnel.locator('.recharts-funnel-trapezoid').nth(2).waitFor();
    expect(await funnel.locator('.recharts-funnel-trapezoid').count()).toBe(3);
    await page.getByRole('img', { name: /busiest routes/ }).locator('.recharts-bar-rectangle').first().waitFor();
    await page.getByRole('img', { name: /each partner/ }).locator('.recharts-bar-rectangle').first().waitFor();

    // The newest new inquiry opens in the inbox, found by its reference.
    await page.getByRole('list', { name: 'Newest new inquiries' }).getByRole('link', { name: newest }).click();
    await page.getByRole('heading', { name: 'Inquiries', level: 2 }).waitFor();
    await expect.poll(() => page.getByTestId('inquiry-reference').allTextContents()).toEqual([newest]);
    await currentAdminSection(page, 'Inquiries').waitFor();
  });

  it('shows an agent the new inquiries and the week of quotes without the funnel, and an editor the funnel without either', async () => {
    const password = 'home page roles password 1';
    await createAdmin(server.database.db, 'home-agent@example.com', password, 'Home Agent', 'agent');
    await createAdmin(server.database.db, 'home-editor@example.com', password, 'Home Editor', 'editor');
    const agent = await newPage({ viewport: { width: 1440, height: 900 } });
    await signInThroughForm(agent, server, 'home-agent@example.com', password);
    await agent.getByTestId('home-new-count').waitFor();
    expect(await agent.getByTestId('home-estimates').count()).toBe(0);
    // The week's quotes and money go with the inquiries: nothing quoted yet reads A$0 and 0 quotes.
    expect(await agent.getByTestId('home-sales-sent').innerText()).toMatch(/Quotes sent\s+A\$0\.00\s+0 quotes/);
    expect(await agent.getByTestId('home-sales-paid').innerText()).toMatch(/Payments received\s+A\$0\.00\s+0 bookings/);
    const editor = await newPage({ viewport: { width: 1440, height: 900 } });
    await signInThroughForm(editor, server, 'home-editor@example.com', password);
    await editor.getByTestId('home-estimates').waitFor();
    expect(await editor.getByTestId('home-new-count').count()).toBe(0);
    expect(await editor.getByTestId('home-sales-sent').count()).toBe(0);
    // Role-hidden sections stay hidden: no Inquiries for an editor, no Staff for either.
    expect(await adminSectionLink(editor, 'Inquiries').count()).toBe(0);
    expect(await adminSectionLink(agent, 'Staff').count()).toBe(0);
  });

  it('moves through the side navigation by keyboard, and shows the region and app context only where the section reads them', async () => {
    const page = await signedIn();
    await currentAdminSection(page, 'Home').waitFor();
    expect(await page.getByLabel('Region', { exact: true }).count()).toBe(0);
    await adminSectionLink(page, 'Home').focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let step = 0; step < 20 && (await focused()) !== 'Route Pricing'; step++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('Route Pricing');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Route Pricing', level: 2 }).waitFor();
    await currentAdminSection(page, 'Route Pricing').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/route-pricing');
    await page.getByLabel('Region', { exact: true }).waitFor();
    await page.getByLabel('App Context').waitFor();

    // Tab on to Pricing Rules: the app context only.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await currentAdminSection(page, 'Pricing Rules').waitFor();
    await page.getByLabel('App Context').waitFor();
    expect(await page.getByLabel('Region', { exact: true }).count()).toBe(0);

    // The grouping is by job: the group labels name the lists.
    for (const group of ['Content', 'Prices', 'Sales', 'Team', 'System']) await adminNav(page).getByRole('list', { name: group }).waitFor();
    await adminNav(page).getByRole('list', { name: 'Sales' }).getByRole('link', { name: 'Inquiries' }).waitFor();
    await adminNav(page).getByRole('list', { name: 'System' }).getByRole('link', { name: 'Audit Log' }).waitFor();
  });

  it('keeps every section on one line of one column beside the page at 1440 px, without sideways scrolling', async () => {
    const page = await signedIn();
    await page.getByTestId('home-estimates').waitFor();
    const links = await adminNav(page).getByRole('link').all();
    expect(links.length).toBe(22);
    const boxes = await Promise.all(links.map(async (link) => (await link.boundingBox())!));
    const lineHeight = await links[0]!.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    for (const box of boxes) {
      expect(box.x).toBe(boxes[0]!.x);
      // Padding plus one line: a label that wrapped would be a line taller.
      expect(box.height).toBeLessThan(boxes[0]!.height + lineHeight / 2);
    }
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y);
    const nav = (await adminNav(page).boundingBox())!;
    const main = (await page.locator('main').boundingBox())!;
    expect(nav.x + nav.width).toBeLessThanOrEqual(main.x);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('folds the navigation behind Menu on a phone: opens, closes with Escape, and closes once a section is chosen', async () => {
    const page = await signedIn({ width: 390, height: 844 });
    const menu = page.getByRole('button', { name: 'Menu' });
    await page.getByRole('heading', { name: 'Home', level: 2 }).waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await adminNav(page).isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await adminSectionLink(page, 'Inquiries').waitFor();
    await page.keyboard.press('Escape');
    await adminNav(page).waitFor({ state: 'hidden' });
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await adminSectionLink(page, 'Audit Log').click();
    await page.getByRole('heading', { name: 'Audit Log', level: 2 }).waitFor();
    await adminNav(page).waitFor({ state: 'hidden' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('keeps section addresses: an old link opens its section, a list link its list, and Back returns', async () => {
    const page = await signedIn();
    await page.goto(`${server.url}/admin/destinations?region=WA`);
    await currentAdminSection(page, 'Destinations').waitFor();
    await page.getByTestId('admin-row').first().waitFor();
    await adminSectionLink(page, 'Book Now clicks').click();
    await page.waitForURL('**/admin/bookings?region=WA');
    await page.getByLabel('Region', { exact: true }).waitFor();
    await page.goBack();
    await currentAdminSection(page, 'Destinations').waitFor();
    // Nothing named in the address, or a name the panel does not know: Home.
    await page.goto(`${server.url}/admin/no-such-section`);
    await currentAdminSection(page, 'Home').waitFor();
  });
});
