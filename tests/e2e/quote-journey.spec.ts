/**
 * A firm quote from a booking request to a booking, in a real browser (decision 0057): staff open the
 * inquiry, "Make a quote" opens the prefilled draft, Send gives its link; the visitor opens the link, an
 * overweight manifest is refused in words beside the passengers (and takes the focus), a manifest that fits
 * accepts it and the page shows the booking and what to pay next. An expired quote is refused in words; an
 * edited sent quote shows version 2 and what changed at the same link; a quote in Chinese reads in Chinese. A
 * visitor asks for a firm quote from the booking page's estimate card, and staff make it from the marked request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteFields, QuoteWithLink } from '../../src/domain/api/quotes';
import { createAdmin, signIn } from '../support/admin';
import { openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { blockingViolations, describeBlocking } from '../support/axe';
import { useBrowser } from '../support/browser';
import { perthDate } from '../support/perth-date';
import { quoteFieldsExample } from '../support/quotes';
import { startTestServer, type TestServer } from '../support/server';

describe('a firm quote from inquiry to booking', () => {
  const { newContext, newPage } = useBrowser({ context: { viewport: { width: 420, height: 900 }, reducedMotion: 'reduce' } });
  let server: TestServer;
  let cookie: string;

  const sentQuote = async (fields: Partial<QuoteFields>): Promise<QuoteWithLink> => {
    const made = (await (await server.post('/api/admin/quotes', quoteFieldsExample(fields), { cookie })).json()) as QuoteWithLink;
    return (await (await server.post(`/api/admin/quotes/${made.id}/send`, {}, { cookie })).json()) as QuoteWithLink;
  };

  beforeAll(async () => {
    server = await startTestServer();
    await createAdmin(server.database.db, 'journey.agent@example.com', 'journey agent password', 'Agent', 'agent');
    cookie = await signIn(server, 'journey.agent@example.com', 'journey agent password');
  });
  afterAll(() => server?.close());

  it('makes a quote from an inquiry in the admin, and the visitor accepts it with a manifest after a refusal in words', async () => {
    const day = perthDate(40);
    const sent = await server.post('/api/booking-request', { contactName: 'Dorothy Vaughan', contactEmail: 'dorothy@example.com', departure: 'jandakot', destination: 'rottnest-island', flightType: 'same-day', aircraftType: '3-passengers', passengers: 2, date: day });
    expect(sent.status).toBe(201);

    const admin = await newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(admin, server);
    await openAdminTab(admin, 'Inquiries');
    await admin.getByTestId('inquiry').filter({ hasText: 'Dorothy Vaughan' }).getByRole('button').click();
    await admin.getByRole('dialog').getByTestId('make-quote').click();
    const editor = admin.getByTestId('quote-editor');
    await editor.getByTestId('quote-send').waitFor();
    expect(admin.url()).toMatch(/\/admin\/quotes\/\d+/);
    expect(await editor.getByLabel('Name').inputValue()).toBe('Dorothy Vaughan');
    expect(await editor.getByLabel('Date').inputValue()).toBe(day);
    expect(await editor.getByTestId('quote-line').count()).toBeGreaterThan(0);
    expect(describeBlocking(await blockingViolations(admin))).toEqual([]);
    await editor.getByTestId('quote-send').click();
    await editor.getByTestId('quote-status-badge').and(admin.locator('[data-status="sent"]')).waitFor();
    const link = (await editor.getByTestId('quote-link').getAttribute('href'))!;
    expect(link).toMatch(new RegExp(`^${server.url}/quotes/[A-Za-z0-9_-]{43}$`));
    const total = (await editor.getByTestId('quote-editor-total').innerText()).replace('Total (saved): ', '');

    const visitor = await newPage();
    const opened = await visitor.goto(link);
    expect(opened!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(opened!.headers()['referrer-policy']).toBe('no-referrer');
    const quote = visitor.getByTestId('quote');
    await quote.waitFor();
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await quote.getByTestId('quote-total').innerText()).toBe(total.replace(/\.00$/, ''));
    expect(await quote.getByTestId('quote-terms').innerText()).toContain('Cancelled 72 hours or more before the flight: full refund.');
    expect(describeBlocking(await blockingViolations(visitor))).toEqual([]);

    const form = visitor.getByTestId('accept-form');
    await form.getByRole('button', { name: 'Accept the quote' }).click();
    expect(await form.locator('#accept-name-error').innerText()).toBe('Type your full name');
    await expect.poll(() => visitor.evaluate(() => document.activeElement?.id)).toBe('accept-name');

    await form.getByLabel('Your full name').fill('Dorothy Vaughan');
    await form.getByLabel('Passenger 1: name').fill('Dorothy Vaughan');
    await form.getByLabel('Passenger 1: weight (kg)').fill('160');
    await form.getByLabel('Passenger 2: name').fill('Leonard Vaughan');
    await form.getByLabel('Passenger 2: weight (kg)').fill('160');
    await form.getByLabel('Baggage, all together (kg)').fill('22');
    await form.getByLabel('I accept the terms above').check();
    await form.getByRole('button', { name: 'Accept the quote' }).click();
    const refusal = form.locator('#passenger-0-weight-error');
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe('The party weighs 342 kg with baggage; this aircraft carries 300 kg');
    await expect.poll(() => visitor.evaluate(() => document.activeElement?.id)).toBe('passenger-0-weight');
    expect(describeBlocking(await blockingViolations(visitor))).toEqual([]);

    await form.getByLabel('Passenger 1: weight (kg)').fill('80');
    await form.getByLabel('Passenger 2: weight (kg)').fill('90');
    await form.getByRole('button', { name: 'Accept the quote' }).click();
    const booking = visitor.getByTestId('booking-panel');
    await booking.waitFor();
    expect(await booking.getByTestId('booking-status').innerText()).toBe('Accepted, waiting for payment');
    expect(await booking.getByTestId('pay-button').innerText()).toMatch(/^Pay the deposit: A\$/);
    expect(await visitor.getByTestId('accept-form').count()).toBe(0);
    expect(describeBlocking(await blockingViolations(visitor))).toEqual([]);

    // Staff see the acceptance in the editor.
    await admin.reload();
    await editor.getByTestId('quote-status-badge').and(admin.locator('[data-status="accepted"]')).waitFor();
    expect(await editor.getByRole('status').innerText()).toContain('Accepted by Dorothy Vaughan (version 1)');
    // The Quotes view lists it with its badge and total, and filters by status.
    await openAdminTab(admin, 'Quotes');
    const row = admin.getByTestId('quote-row').filter({ hasText: 'Dorothy Vaughan' });
    expect(await row.getByTestId('quote-status-badge').innerText()).toBe('Accepted');
    expect(await row.innerText()).toContain(total);
    await admin.getByLabel('Status').selectOption('draft');
    await row.waitFor({ state: 'detached' });
    expect(describeBlocking(await blockingViolations(admin))).toEqual([]);
  });

  it('a visitor asks for a firm quote from the estimate card; staff see it marked, filter on it and make the quote from it', async () => {
    const day = perthDate(45);
    const visitor = await newPage({ viewport: { width: 1100, height: 900 } });
    await visitor.goto(`${server.url}/?departure=jandakot&destination=rottnest-island&flightType=same-day&aircraft=3-passengers&adults=2`);
    const card = visitor.getByTestId('price-estimate');
    await card.getByTestId('estimate-total').waitFor();
    // The form is a lazy chunk below the fold: the action loads it, opens it as a firm-quote request and focuses its title.
    expect(await visitor.getByRole('form').count()).toBe(0);
    await card.getByRole('link', { name: 'Ask for a Firm Quote' }).click();
    const form = visitor.getByRole('form', { name: 'Ask for a Firm Quote' });
    await form.waitFor();
    await expect.poll(() => visitor.evaluate(() => document.activeElement?.textContent)).toBe('Ask for a Firm Quote');
    expect(await form.getByLabel('I would like a firm quote for this flight').isChecked()).toBe(true);
    // The estimate's flight is carried: route, aircraft and who flies.
    const summary = await visitor.getByTestId('request-summary').innerText();
    expect(summary).toMatch(/Route\s+Jandakot.*→.*Rottnest Island/);
    expect(summary).toMatch(/Aircraft Type\s+3 Passengers/);
    expect(summary).toMatch(/Who's flying\s+2 adults/);
    expect(describeBlocking(await blockingViolations(visitor, { include: ['[data-testid="price-estimate"]', '#request-form'] }))).toEqual([]);

    await form.getByLabel('Full name').fill('Katherine Johnson');
    await form.getByLabel('Email').fill('katherine@example.com');
    await form.getByLabel('Preferred date').fill(day);
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    const confirmation = visitor.getByTestId('request-confirmation');
    await confirmation.waitFor();
    expect(await confirmation.innerText()).toContain('You asked for a firm quote: we will e-mail it to you within 24 hours');
    const reference = (await confirmation.getByTestId('request-reference').innerText()).trim();

    // A plain inquiry from the same page is not marked: the next request asks again only if it wants to.
    await confirmation.getByRole('button', { name: 'Send another request' }).click();
    const again = visitor.getByRole('form', { name: 'Send an Inquiry' });
    await again.waitFor();
    expect(await again.getByLabel('I would like a firm quote for this flight').isChecked()).toBe(false);
    await again.getByLabel('Full name').fill('Plain Question');
    await again.getByLabel('Email').fill('plain.question@example.com');
    await again.getByRole('button', { name: 'Submit Inquiry' }).click();
    await confirmation.waitFor();

    const admin = await newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(admin, server);
    await openAdminTab(admin, 'Inquiries');
    const asked = admin.getByTestId('inquiry').filter({ hasText: 'Katherine Johnson' });
    const plain = admin.getByTestId('inquiry').filter({ hasText: 'Plain Question' });
    await plain.waitFor();
    expect(await asked.getByTestId('firm-quote-badge').innerText()).toBe('Firm quote asked');
    expect(await plain.getByTestId('firm-quote-badge').count()).toBe(0);
    // The filter keeps the firm-quote requests only, and says so in the address.
    await admin.getByRole('button', { name: 'Firm quote asked', exact: true }).click();
    await plain.waitFor({ state: 'detached' });
    expect(admin.url()).toContain('quote=asked');
    expect(await asked.count()).toBe(1);
    expect(describeBlocking(await blockingViolations(admin))).toEqual([]);

    await asked.getByRole('button').click();
    const panel = admin.getByRole('dialog');
    expect(await panel.getByTestId('inquiry-detail-reference').innerText()).toBe(reference);
    const box = panel.getByTestId('firm-quote-asked');
    expect(await box.getByRole('heading').innerText()).toBe('Firm quote asked');
    expect(describeBlocking(await blockingViolations(admin))).toEqual([]);
    await box.getByTestId('make-quote').click();
    const editor = admin.getByTestId('quote-editor');
    await editor.getByTestId('quote-send').waitFor();
    expect(admin.url()).toMatch(/\/admin\/quotes\/\d+/);
    expect(await editor.getByLabel('Name').inputValue()).toBe('Katherine Johnson');
    expect(await editor.getByLabel('Date').inputValue()).toBe(day);
    expect(await editor.getByTestId('quote-line').count()).toBeGreaterThan(0);
  });

  it('refuses an expired quote in words, without an accept form', async () => {
    const expired = await sentQuote({ customerName: 'Late Person', expiresAt: new Date(Date.now() - 60_000).toISOString() });
    const page = await newPage();
    await page.goto(expired.url);
    // The link answers 410: the page says why in the server's words, and offers nothing to accept.
    const gone = page.getByTestId('quote-unavailable');
    await gone.waitFor();
    expect(await gone.getAttribute('data-status')).toBe('410');
    expect(await gone.innerText()).toContain('This quote has expired, so it can no longer be accepted. Reply to our e-mail and we will send a new one.');
    expect(await page.getByTestId('accept-form').count()).toBe(0);
    const unknown = await newPage();
    await unknown.goto(`${server.url}/quotes/${'Z'.repeat(43)}`);
    await unknown.getByRole('alert').filter({ hasText: 'This link does not open any quote' }).waitFor();
  });

  it('shows version 2 and what changed at the same link after staff edit a sent quote', async () => {
    const quote = await sentQuote({ customerName: 'Changed Mind' });
    const page = await newPage();
    await page.goto(quote.url);
    await page.locator('[data-testid="quote"][data-version="1"]').waitFor();
    expect(await page.getByTestId('quote-changes').count()).toBe(0);
    const lines = [...quoteFieldsExample().lines, { kind: 'catering' as const, label: 'Catering', amountCents: 15_000 }];
    const edited = await server.fetch(`/api/admin/quotes/${quote.id}`, { method: 'PUT', headers: { origin: server.url, cookie, 'content-type': 'application/json' }, body: JSON.stringify({ ...quoteFieldsExample({ customerName: 'Changed Mind', lines }), version: quote.version }) });
    expect(edited.status).toBe(200);
    await page.reload();
    await page.locator('[data-testid="quote"][data-version="2"]').waitFor();
    const changes = page.getByTestId('quote-changes');
    expect((await changes.innerText()).split(/\n+/)).toEqual(['Version 2: what changed', 'Price A$1,250 → A$1,400; added Catering (A$150)']);
    expect(await page.getByTestId('quote-total').innerText()).toBe('A$1,400');
  });

  it('reads a quote written in Chinese in Chinese, accessible in the dark theme too', async () => {
    const quote = await sentQuote({ customerName: '王芳', language: 'zh' });
    const context = await newContext();
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await context.newPage();
    await page.goto(quote.url);
    await page.getByRole('heading', { level: 1, name: '您的报价' }).waitFor();
    await page.getByText('接受此报价').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.getByTestId('quote-terms').innerText()).toContain('在航班前 72 小时或更早取消：全额退款。');
    expect(describeBlocking(await blockingViolations(page))).toEqual([]);

    // The visitor's own pick in the header wins over the quote's language, and is kept for the next visit.
    await page.getByRole('combobox', { name: '语言' }).selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Your quote' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('bookingWidgetLanguage')])).toEqual(['en', 'en']);
    await page.reload();
    await page.getByText('Accept this quote').first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Your quote');
  });

  it('is drawn by the server in the quote’s language before any script runs, and kept by no cache', async () => {
    const quote = await sentQuote({ customerName: '李伟', language: 'zh' });
    const answer = await fetch(quote.url);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const html = await answer.text();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain(`<title>您的报价 ${quote.reference}`);
    expect(html).toMatch(/<h1 class="[^"]*">您的报价<\/h1>/);
    expect(html).not.toContain(new URL(quote.url).pathname.split('/').at(-1));
    // A `lang` in the address wins; an unknown link still gets a page (which then says it opens no quote).
    expect(await (await fetch(`${quote.url}?lang=hi`)).text()).toContain('<html lang="hi">');
    const unknown = await fetch(`${server.url}/quotes/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toMatch(/<html lang="en">[\s\S]*<h1 class="[^"]*">Your quote<\/h1>/);

    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(quote.url);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('您的报价');
    expect(await page.getByRole('status').innerText()).toBe('正在打开您的报价…');
  });
});
