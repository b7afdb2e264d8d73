import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_LIMITS, INQUIRY_REFERENCE_PATTERN } from '../../src/domain/api/inquiries';
import { bookingRequests } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { blockingViolations, describeBlocking } from '../support/axe';
import { useBrowser } from '../support/browser';
import { perthDate } from '../support/perth-date';

interface StoredInquiry {
  reference: string;
  contactName: string;
  contactEmail: string;
  passengers: number;
  departure: string | null;
  destination: string | null;
  aircraftType: string | null;
  estimate: string | null;
  language: string;
  addOns: { experiences?: string[]; pilotTraining?: string[]; connectingServices?: string[] };
}

const CUSTOM_ROUTE = '/?departure=jandakot&destination=albany&flightType=same-day&aircraft=8-passengers';
/** A calendar date n days from today in Perth, the test browser's time zone. */

describe('the request form (inquiry and custom route)', () => {
  const { server, newContext, newPage } = useBrowser({ server: true });
  let cookie: string;

  const stored = async (): Promise<StoredInquiry[]> => {
    const response = await server.fetch('/api/admin/booking-requests', { headers: { cookie } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { items: StoredInquiry[] }).items;
  };

  async function open(path = '/', options: { language?: 'en' | 'zh' | 'hi'; theme?: 'light' | 'dark'; viewport?: { width: number; height: number }; clock?: boolean } = {}): Promise<Page> {
    const context = await newContext({ viewport: options.viewport ?? { width: 1100, height: 900 }, reducedMotion: 'reduce' });
    await context.addInitScript(
      ([language, theme]) => {
        if (language) localStorage.setItem('bookingWidgetLanguage', language);
        if (theme) localStorage.setItem('theme', theme);
      },
      [options.language ?? '', options.theme ?? ''],
    );
    const page = await context.newPage();
    // A fake clock (running on from now) lets a test move time on instead of waiting for it.
    if (options.clock) await page.clock.install();
    await page.goto(`${server.url}${path}`);
    return page;
  }

  /** The inquiry area loads when it nears the viewport: scroll down to it as a visitor would. */
  async function requestForm(page: Page, name: string | RegExp = 'Send an Inquiry'): Promise<Locator> {
    await page.locator('[data-lazy-section]').first().scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name });
    await form.waitFor();
    return form;
  }

  /** The words shown beside a field: the element its aria-describedby names first. */
  async function messageBeside(field: Locator): Promise<string> {
    const ids = await field.getAttribute('aria-describedby');
    expect(ids, 'the field is described by its error').toBeTruthy();
    return (await field.page().locator(`[id="${ids!.split(' ')[0]}"]`).innerText()).trim();
  }

  const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

  beforeAll(async () => {
    await createAdmin(server.database.db, 'staff@example.com', 'correct horse battery staple');
    cookie = await signIn(server, 'staff@example.com', 'correct horse battery staple');
  });

  it('a submitted inquiry shows its reference in place of the form, focused, and the admin inbox shows the same reference', async () => {
    const page = await open('/', { clock: true });
    const form = await requestForm(page);
    await form.getByRole('group', { name: 'Additional Services' }).waitFor();
    // Wait for the route to be quoted so that the inquiry carries it.
    await page.getByRole('button', { name: 'Share Estimate' }).and(page.locator(':enabled')).waitFor();
    await page.getByTestId('request-summary').getByText('Route').waitFor();

    await form.getByRole('button', { name: /^Experiences & Activities/ }).click();
    const experience = form.getByRole('checkbox').first();
    const experienceTitle = (await experience.locator('xpath=..').innerText()).split('\n')[0]!.trim();
    await experience.check();
    await form.getByRole('button', { name: /^Pilot Training/ }).click();
    await form.getByRole('checkbox', { name: /Go Solo Package/ }).check();

    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Phone (optional)').fill('+61 400 000 000');
    await form.getByLabel('Message (optional)').fill('Window seats please');
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();

    const confirmation = page.getByTestId('request-confirmation');
    await confirmation.waitFor();
    expect(await confirmation.getByRole('heading', { name: 'Inquiry submitted successfully!' }).isVisible()).toBe(true);
    const reference = (await confirmation.getByTestId('request-reference').innerText()).trim();
    expect(reference).toMatch(INQUIRY_REFERENCE_PATTERN);
    expect(await confirmation.innerText()).toContain('Our team will contact you within 24 hours');
    // No SMTP_URL in this server: the page promises a reply, not an e-mail.
    expect(await confirmation.innerText()).toContain('We will reply to ada@example.com.');
    // Focus moved to the confirmation, whose description is the reference: announced at once.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('request-confirmation');
    expect(await page.getByRole('form', { name: 'Send an Inquiry' }).count()).toBe(0);
    // The confirmation stays: no toast took its place five seconds later.
    await page.clock.runFor(5500);
    expect(await confirmation.isVisible()).toBe(true);

    const rows = await stored();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    // Who flies comes from "Who's flying?" above (one adult until the visitor says otherwise).
    expect(row).toMatchObject({ reference, contactName: 'Ada Lovelace', contactEmail: 'ada@example.com', passengers: 1, language: 'en' });
    expect(row.departure).toBeTruthy();
    expect(row.aircraftType).toBeTruthy();
    expect(row.addOns.pilotTraining).toEqual(['Go Solo Package']);
    expect(row.addOns.experiences).toEqual([experienceTitle]);

    // Staff see the reference in the inbox list and in the inquiry's details.
    const admin = await newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(admin, server);
    await openAdminTab(admin, 'Inquiries');
    const item = admin.getByTestId('inquiry').filter({ hasText: 'Ada Lovelace' });
    expect((await item.getByTestId('inquiry-reference').innerText()).trim()).toBe(reference);
    await item.getByRole('button').click();
    const panel = admin.getByRole('dialog');
    expect(await panel.getByTestId('inquiry-detail-reference').innerText()).toBe(reference);
    // Add-ons by name, as the visitor chose them.
    expect(await panel.getByTestId('inquiry-add-ons').innerText()).toContain('Go Solo Package');

    // A new request starts from the form again, keeping who the visitor is.
    await confirmation.getByRole('button', { name: 'Send another request' }).click();
    const again = page.getByRole('form', { name: 'Send an Inquiry' });
    await again.waitFor();
    expect(await again.getByLabel('Full name').inputValue()).toBe('Ada Lovelace');
    expect(await again.getByLabel('Message (optional)').inputValue()).toBe('');
  });

  it('an invalid e-mail in zh shows a Chinese message beside the field, focuses it, and sends nothing', async () => {
    const before = (await stored()).length;
    const page = await open('/', { language: 'zh' });
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/api/booking-request') && posts.push(request.url()));
    const form = await requestForm(page, '发送咨询');
    await form.getByLabel('姓名').fill('王小明');
    const email = form.getByLabel('电子邮箱');
    await email.fill('not-an-email');
    await form.getByRole('button', { name: '提交咨询' }).click();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await messageBeside(email)).toBe('请输入有效的电子邮箱，例如 name@example.com');
    expect(await focusedId(page)).toBe(await email.getAttribute('id'));
    expect(await form.innerText()).not.toMatch(/Email must|e-mail address/);
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
    expect((await stored()).length).toBe(before);
  });

  it('a date the server refuses (the visitor’s clock is days behind) lands on the date field in words, and the toast names no field', async () => {
    const before = (await stored()).length;
    const context = await newContext({ viewport: { width: 1100, height: 900 }, reducedMotion: 'reduce' });
    // The device thinks it is five days ago: its own check passes a date the server knows is past.
    await context.clock.install({ time: new Date(Date.now() - 5 * 86_400_000) });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const form = await requestForm(page);
    await form.getByLabel('Full name').fill('Late Clock');
    await form.getByLabel('Email').fill('late@example.com');
    const date = form.getByLabel('Preferred date');
    await date.fill(perthDate(-3));
    const answer = page.waitForResponse((response) => response.url().includes('/api/booking-request'));
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    const response = await answer;
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { issues: unknown[] }).issues).toEqual([expect.objectContaining({ path: 'date', code: 'too_small' })]);

    await expect.poll(() => date.getAttribute('aria-invalid')).toBe('true');
    expect(await messageBeside(date)).toBe('Please choose a date from today onwards');
    expect(await focusedId(page)).toBe(await date.getAttribute('id'));
    const toast = page.locator('li').filter({ has: page.getByText('Submission Failed', { exact: true }) });
    await toast.waitFor();
    expect(await toast.innerText()).toContain('Please check the highlighted fields');
    expect(await toast.innerText()).not.toMatch(/date:|contactEmail:/);
    expect((await stored()).length).toBe(before);
  });

  it('on a failed submit shows Submission Failed and retries the same attempt with the same Idempotency-Key', async () => {
    const before = (await stored()).length;
    const page = await open('/');
    const keys: string[] = [];
    let calls = 0;
    await page.route('**/api/booking-request', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      calls += 1;
      if (calls === 1) await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service unavailable' }) });
      else await route.continue();
    });
    const form = await requestForm(page);
    await page.getByRole('button', { name: 'Share Estimate' }).and(page.locator(':enabled')).waitFor();
    await form.getByLabel('Full name').fill('Retry Person');
    await form.getByLabel('Email').fill('retry@example.com');
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await page.getByText('Submission Failed', { exact: true }).waitFor();
    await page.getByText('Please try again', { exact: true }).waitFor();
    expect(await form.getByLabel('Full name').inputValue()).toBe('Retry Person');

    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await page.getByTestId('request-confirmation').waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect((await stored()).length).toBe(before + 1);
  });

  it('the custom-route page shows one form, reached from the booking area, and it carries the route into the request', async () => {
    const page = await open(CUSTOM_ROUTE);
    const area = page.getByTestId('booking-area');
    await area.getByTestId('custom-route-notice').waitFor();
    expect(await area.getByRole('heading', { name: 'Request this custom route' }).count()).toBe(1);
    expect(await area.locator('input, textarea, form').count()).toBe(0);

    await area.getByRole('link', { name: 'Go to the request form' }).click();
    const form = page.getByRole('form', { name: 'Request this custom route' });
    await form.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Request this custom route');
    expect(await page.locator('form').count()).toBe(1);
    const summary = await page.getByTestId('request-summary').innerText();
    expect(summary).toMatch(/Route\s+Jandakot.*→.*Albany/);
    expect(summary).toMatch(/Aircraft Type\s+8 Passengers/);

    // docs/product.md §5: name, email and date required, the submit disabled until they are given.
    const submit = form.getByRole('button', { name: 'Submit Inquiry' });
    expect(await submit.isDisabled()).toBe(true);
    await form.getByLabel('Full name').fill('Ava Custom');
    await form.getByLabel('Email').fill('ava.custom@example.com');
    expect(await submit.isDisabled()).toBe(true);
    const date = perthDate(60);
    await form.getByLabel('Preferred date').fill(date);
    await form.getByLabel('Message (optional)').fill('Two surfboards');
    await submit.click();
    const confirmation = page.getByTestId('request-confirmation');
    await confirmation.waitFor();
    expect(await confirmation.innerText()).toContain('We will contact you within 24 hours with a quote and available times.');
    const reference = (await confirmation.getByTestId('request-reference').innerText()).trim();

    const rows = await server.database.db.select().from(bookingRequests).where(eq(bookingRequests.contactEmail, 'ava.custom@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reference, contactName: 'Ava Custom', isCustomRoute: true, aircraftType: '8-passengers', flightType: 'same-day', specialRequests: 'Two surfboards', date });
    expect(rows[0]!.departure).toMatch(/Jandakot/);
    expect(rows[0]!.destination).toMatch(/Albany/);
  });

  it('counts the message against its limit and refuses a longer one beside the field', async () => {
    const page = await open('/');
    const form = await requestForm(page);
    const message = form.getByLabel('Message (optional)');
    const counter = async () => (await page.locator(`[id="${await message.getAttribute('id')}-counter"]`).innerText()).trim();
    expect(await counter()).toMatch(new RegExp(`^0/${INQUIRY_LIMITS.message}\\b`));
    await message.fill('Hello');
    expect(await counter()).toMatch(new RegExp(`^5/${INQUIRY_LIMITS.message}\\b`));
    const tooLong = 'ab'.repeat(INQUIRY_LIMITS.message / 2) + 'c';
    await message.fill(tooLong);
    expect(await counter()).toMatch(new RegExp(`^${INQUIRY_LIMITS.message + 1}/${INQUIRY_LIMITS.message}\\b`));
    await form.getByLabel('Full name').fill('Long Talker');
    await form.getByLabel('Email').fill('long@example.com');
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect.poll(() => message.getAttribute('aria-invalid')).toBe('true');
    expect(await messageBeside(message)).toBe(`Please keep your message to ${INQUIRY_LIMITS.message} characters or fewer`);
    expect(await focusedId(page)).toBe(await message.getAttribute('id'));
  });

  it('an error on one field leaves its neighbours where they were (rows stay aligned)', async () => {
    const page = await open('/');
    const form = await requestForm(page);
    const fields = ['Full name', 'Email', 'Phone (optional)', 'Preferred date', 'Message (optional)'];
    // Where each control sits within the form (the page may scroll while typing).
    const boxes = async () =>
      Promise.all(
        fields.map((label) =>
          form.getByLabel(label).evaluate((control) => {
            const own = control.getBoundingClientRect();
            const frame = control.closest('form')!.getBoundingClientRect();
            return { x: own.x - frame.x, y: own.y - frame.y, height: own.height };
          }),
        ),
      );
    const before = await boxes();
    // Side by side on a desktop: name and e-mail, phone and date.
    expect(before[1]!.y).toBe(before[0]!.y);
    expect(before[3]!.y).toBe(before[2]!.y);

    await form.getByLabel('Email').fill('no-at-sign');
    await form.getByLabel('Phone (optional)').fill('call me');
    await form.getByLabel('Full name').click();
    await expect.poll(async () => form.locator('[data-field-error]').count()).toBe(2);
    const after = await boxes();
    for (const [index, label] of fields.entries()) {
      expect(after[index]!.y, `${label} did not move`).toBe(before[index]!.y);
      expect(after[index]!.height, `${label} kept its height`).toBe(before[index]!.height);
    }
  });

  it('shows the connecting-services carousel, which advances every 5 s, pauses, and moves with the arrow keys', async () => {
    const context = await newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${server.url}/`);
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    // The inquiry area loads when it nears the viewport: scroll down to it as a visitor would.
    await page.locator('[data-lazy-section]').first().scrollIntoViewIfNeeded();
    await carousel.getByRole('heading', { name: 'Connecting Services' }).waitFor();
    const visible = () => carousel.locator('li[aria-roledescription="slide"]:not([aria-hidden="true"])').first().getAttribute('aria-label');
    expect(await visible()).toMatch(/^1 of \d+$/);
    // It moves on by itself, every 5 s (the page's clock moved on rather than waited for).
    await page.clock.runFor(5_000);
    await expect.poll(visible).toMatch(/^2 of /);

    await carousel.getByRole('button', { name: 'Pause automatic scrolling' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_600);
    expect(await visible()).toMatch(/^2 of /);

    await carousel.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await visible()).toMatch(/^3 of /);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await visible()).toMatch(/^1 of /);
  });

  const axeCases = (['en', 'zh', 'hi'] as const).flatMap((language) => (['light', 'dark'] as const).map((theme) => ({ language, theme })));
  const FORM_NAMES = { en: 'Request this custom route', zh: '申请此定制航线', hi: 'इस कस्टम मार्ग का अनुरोध करें' } as const;

  it.each(axeCases)('axe finds nothing serious on the request form with its errors shown ($language, $theme)', async ({ language, theme }) => {
    const page = await open(CUSTOM_ROUTE, { language, theme });
    await page.getByTestId('custom-route-notice').waitFor();
    const form = await requestForm(page, FORM_NAMES[language]);
    // Errors on the e-mail and phone, and a date in the past, as typed.
    const inputs = form.locator('input:not([type="checkbox"])');
    await inputs.nth(0).fill('x');
    await inputs.nth(1).fill('not-an-email');
    await inputs.nth(2).fill('call me');
    await inputs.nth(3).fill(perthDate(-2));
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.locator('[data-field-error]').count()).toBe(3);
    expect(describeBlocking(await blockingViolations(page, { include: ['[data-testid="booking-area"]', '#request-form'] }))).toEqual([]);
  });
});
