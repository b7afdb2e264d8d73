import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { experiences } from '../../src/server/db/schema';
import { openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { useBrowser } from '../support/browser';

/**
 * Everything else visitors met (decision 0023), in Chromium against the real server: Book Flight from an
 * experience, /mandarin's Chinese forced once, titles and times in the visitor's language, focus back on the
 * opener of each dialog, the calendar frame's box, share's More options, training hours, review counts and
 * /widget's top edge.
 */
describe('visitor details', () => {
  const { server, newContext: openContext } = useBrowser({ server: true });

  interface Visit {
    language?: 'en' | 'zh' | 'hi';
    theme?: 'light' | 'dark';
    viewport?: { width: number; height: number };
    prepare?: (context: BrowserContext) => Promise<unknown>;
  }

  async function newContext({ language, theme = 'light', viewport = { width: 1280, height: 900 }, prepare }: Visit = {}) {
    const context = await openContext({ viewport, reducedMotion: 'reduce' });
    await context.addInitScript(
      ([lang, mode]) => {
        // Set once per tab, so that a choice made in the page survives its reloads.
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        if (lang) localStorage.setItem('bookingWidgetLanguage', lang);
        localStorage.setItem('theme', mode!);
      },
      [language ?? '', theme],
    );
    await prepare?.(context);
    return context;
  }

  async function open(path: string, visit: Visit = {}): Promise<Page> {
    const page = await (await newContext(visit)).newPage();
    await page.goto(`${server.url}${path}`);
    return page;
  }

  const estimateShown = (page: Page) => page.getByTestId('estimate-total').first().waitFor();
  const languageSelect = (page: Page) => page.locator('header select');

  describe('experiences', () => {
    it('Book Flight opens the estimate for the experience’s destination and flight type', async () => {
      const page = await open('/experiences');
      const card = page.getByTestId('experience-card').filter({ hasText: 'Wave Rock Day Trip – Hyden' });
      const book = card.getByRole('link', { name: /^Book Flight/ });
      // The experience goes with it, so the booking page names it (decision 0054).
      expect(await book.getAttribute('href')).toMatch(/^\/\?region=WA&destination=wave-rock&flightType=same-day&experience=\d+$/);
      expect(await book.getAttribute('target')).toBe('_blank');

      const [booking] = await Promise.all([page.context().waitForEvent('page'), book.click()]);
      // The experience's own price stands in the estimate card (decision 0054).
      await booking.getByTestId('experience-price').waitFor();
      expect(await booking.getByLabel('Destination', { exact: true }).inputValue()).toBe('wave-rock');
      expect(await booking.getByRole('radio', { name: /Same-day return/ }).isChecked()).toBe(true);
      expect(await booking.getByLabel('Region').inputValue()).toBe('WA');

      // A scenic experience opens the scenic estimate from its own airfield.
      const scenic = page.getByTestId('experience-card').filter({ hasText: 'Perth City Scenic Flight' }).getByRole('link', { name: /^Book Flight/ });
      const [scenicPage] = await Promise.all([page.context().waitForEvent('page'), scenic.click()]);
      await scenicPage.getByTestId('experience-price').waitFor();
      expect(await scenicPage.getByRole('radio', { name: /Scenic flight/ }).isChecked()).toBe(true);
      expect(await scenicPage.getByLabel('Departure Location').inputValue()).toBe('jandakot');
    });

    it('a destination and flight type staff set in the admin Experiences tab are what Book Flight opens', async () => {
      const context = await newContext();
      const admin = await context.newPage();
      await signInAsAdmin(admin, server);
      await openAdminTab(admin, 'Experiences');
      await admin.getByRole('button', { name: 'Edit Isola Bar Fly & Dine' }).click();
      const form = admin.getByRole('form', { name: /^Edit experience/ });
      await form.getByLabel('Book Flight destination').selectOption({ label: 'Albany (YABA)' });
      await form.getByLabel('Book Flight flight type').selectOption('one-way');
      await form.getByRole('button', { name: 'Update' }).click();
      await admin.getByText('Experience saved successfully').first().waitFor();

      // A destination of another place kind is refused in plain words beside the field it concerns.
      await admin.getByRole('button', { name: 'Edit Isola Bar Fly & Dine' }).click();
      await form.getByLabel('Book Flight destination').selectOption({ label: 'Wave Rock – Hyden (YHYD)' });
      await form.getByRole('button', { name: 'Update' }).click();
      await form.getByText('Wave Rock – Hyden (YHYD) does not offer one-way flights').waitFor();
      // Cancel drops the typed change, so it asks first.
      await form.getByRole('button', { name: 'Cancel' }).click();
      await admin.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();

      const [row] = await server.database.db.select().from(experiences).where(eq(experiences.title, 'Isola Bar Fly & Dine'));
      expect(row?.flightType).toBe('one-way');

      const page = await context.newPage();
      await page.goto(`${server.url}/experiences`);
      const book = page.getByTestId('experience-card').filter({ hasText: 'Isola Bar Fly & Dine' }).getByRole('link', { name: /^Book Flight/ });
      expect(await book.getAttribute('href')).toMatch(/^\/\?region=WA&destination=albany&flightType=one-way&experience=\d+$/);
    });

    it('shows the accreditations once, with the page’s edges on the header’s and footer’s', async () => {
      const page = await open('/experiences');
      await page.getByTestId('experience-card').first().waitFor();
      const badgeLinks = page.getByRole('link', { name: /CASA Air Operator's Certificate/ });
      await badgeLinks.first().waitFor();
      expect(await badgeLinks.count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'Accreditations' }).count()).toBe(0);

      const left = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
      const header = await left('header > div');
      const main = await left('main#main');
      const footer = await left('footer > div');
      expect(Math.round(main.x)).toBe(Math.round(header.x));
      expect(Math.round(main.width)).toBe(Math.round(header.width));
      expect(Math.round(footer.x)).toBe(Math.round(header.x));
    });

    it('prices, review counts and training hours read in the visitor’s language', async () => {
      const en = await open('/experiences');
      const rottnest = en.getByTestId('experience-card').filter({ hasText: 'On demand Air-Taxi' });
      await rottnest.getByText('(1,284 reviews)', { exact: true }).waitFor();
      expect(await rottnest.getByText('From A$650', { exact: true }).isVisible()).toBe(true);

      const zh = await open('/experiences', { language: 'zh' });
      const rottnestZh = zh.getByTestId('experience-card').first();
      await rottnestZh.getByText('起价 A$650', { exact: true }).waitFor();
      expect(await rottnestZh.getByText('（1,284 条评价）', { exact: true }).isVisible()).toBe(true);
      expect(await zh.getByText(/^From A\$/).count()).toBe(0);

      // The booking page's tabs: experiences with separators, training hours as whole words.
      const home = await open('/');
      await home.getByRole('tab', { name: /Experiences & Activities/ }).click();
      await home.getByRole('tabpanel').getByText('(1,284 reviews)', { exact: true }).waitFor();
      await home.getByRole('tab', { name: /Pilot Training/ }).click();
      const training = home.getByRole('tabpanel');
      await training.getByText('9 hours', { exact: true }).waitFor();
      for (const text of ['0.5 hours', '200 hours']) expect(await training.getByText(text, { exact: true }).count(), text).toBe(1);
      expect(await training.getByText(/\d\.0 hours/).count()).toBe(0);

      const hi = await open('/', { language: 'hi' });
      await hi.getByRole('tab', { name: /पायलट प्रशिक्षण/ }).click();
      await hi.getByRole('tabpanel').getByText('9 घंटे', { exact: true }).waitFor();

      // The inquiry's add-ons say the same: translated price, whole hours.
      const extras = await open('/', { language: 'zh' });
      const addOns = extras.getByRole('group', { name: '附加服务' });
      await estimateShown(extras);
      // The inquiry form loads when it comes into view.
      await extras.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await addOns.waitFor();
      await addOns.getByRole('button', { name: /体验与活动/ }).click();
      await addOns.getByText('起价 A$650', { exact: true }).waitFor();
      await addOns.getByRole('button', { name: /飞行员培训/ }).click();
      await addOns.getByText('9 小时', { exact: true }).waitFor();
      expect(await addOns.getByText(/\d\.0 小时/).count()).toBe(0);
    });
  });

  describe('language', () => {
    it('/mandarin shows Chinese once: English picked there stays on reload, and / keeps the visitor’s language', async () => {
      const context = await newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/`);
      await estimateShown(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

      // Arriving on /mandarin: Chinese, without making Chinese the visitor's language.
      await page.goto(`${server.url}/mandarin`);
      await page.getByRole('heading', { name: '欢迎！您想飞往哪里？' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('bookingWidgetLanguage'))).toBe(null);
      await page.goto(`${server.url}/`);
      await page.getByRole('heading', { name: 'Welcome, where can we take you?' }).waitFor();

      // Picking English on /mandarin holds there from then on.
      await page.goto(`${server.url}/mandarin`);
      await page.getByRole('heading', { name: '欢迎！您想飞往哪里？' }).waitFor();
      await languageSelect(page).selectOption('en');
      await page.getByRole('heading', { name: 'Welcome, where can we take you?' }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'Welcome, where can we take you?' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.goto(`${server.url}/`);
      await page.getByRole('heading', { name: 'Welcome, where can we take you?' }).waitFor();
    });

    it('leaving /mandarin inside the site gives the other pages back the visitor’s language', async () => {
      const page = await open('/mandarin', { language: 'hi' });
      await page.getByRole('heading', { name: '欢迎！您想飞往哪里？' }).waitFor();
      await page.locator('footer').getByRole('link', { name: /embed|嵌入/i }).click();
      await page.waitForURL(/\/embed$/);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    });

    it('every route has its own title in each language', async () => {
      const routes = ['/', '/widget', '/mandarin', '/experiences', '/embed', '/design-test', '/no-such-page'] as const;
      const expected = {
        en: [
          'Charter Flights – price estimate and booking',
          'Book a charter flight – Charter Flights',
          'Charter Flights – estimates and bookings with WeChat and Alipay',
          'Flight experiences – Charter Flights',
          'Embed the booking widget – Charter Flights',
          'Design test – Charter Flights',
          'Page not found – Charter Flights',
        ],
        zh: ['包机飞行 – 价格估算与预订', '预订包机航班 – 包机飞行', '包机飞行 – 价格估算与预订（支持微信和支付宝）', '飞行体验 – 包机飞行', '嵌入预订小组件 – 包机飞行', '设计测试 – 包机飞行', '页面未找到 – 包机飞行'],
        hi: [
          'चार्टर फ़्लाइट्स – मूल्य अनुमान और बुकिंग',
          'चार्टर उड़ान बुक करें – चार्टर फ़्लाइट्स',
          'चार्टर फ़्लाइट्स – WeChat और Alipay के साथ अनुमान और बुकिंग',
          'उड़ान अनुभव – चार्टर फ़्लाइट्स',
          'बुकिंग विजेट एम्बेड करें – चार्टर फ़्लाइट्स',
          'डिज़ाइन परीक्षण – चार्टर फ़्लाइट्स',
          'पृष्ठ नहीं मिला – चार्टर फ़्लाइट्स',
        ],
      } as const;
      for (const language of ['en', 'zh', 'hi'] as const) {
        const context = await newContext({
          language,
          prepare: (c) => c.addInitScript(() => localStorage.setItem('mandarin-language-chosen', '1')),
        });
        const page = await context.newPage();
        const titles: string[] = [];
        for (const [index, route] of routes.entries()) {
          await page.goto(`${server.url}${route}`);
          await expect.poll(() => page.title(), { message: `${route} in ${language}` }).toBe(expected[language][index]);
          titles.push(await page.title());
        }
        expect(new Set(titles).size).toBe(routes.length);
      }
    });

    it('times in Hindi are written in the locale’s own script: a Devanagari day period, no Latin letters', async () => {
      const page = await open('/', { language: 'hi' });
      const hold = page.getByTestId('price-hold');
      await hold.waitFor();
      const text = await hold.innerText();
      expect(text).toMatch(/\p{Script=Devanagari}+ \d{1,2}:\d{2}/u);
      expect(text).not.toMatch(/\p{Script=Latin}/u);
    });

    it('the cancellation policy is whole sentences in A$, never a bare $, in every language', async () => {
      for (const language of ['en', 'zh', 'hi'] as const) {
        const page = await open('/', { language });
        const items = page.locator('footer section[aria-labelledby="chrome-cancellation-title"] li');
        await items.first().waitFor();
        const texts = await items.allTextContents();
        expect(texts).toHaveLength(6);
        const amounts = texts.join(' ').match(/\S*\$\d+/g) ?? [];
        expect(amounts, language).toEqual(['A$100', 'A$150']);
        for (const text of texts) expect(text, language).toMatch(/[.。।]$/);
      }
    });

    it('the share text and the WeChat dialog name the aircraft in Chinese', async () => {
      const page = await open('/mandarin');
      const share = page.getByRole('button', { name: '分享报价' });
      await share.and(page.locator(':enabled')).waitFor();
      await share.click();
      const dialog = page.getByRole('dialog');
      const text = await dialog.locator('p').first().innerText();
      expect(text).toContain('3 座');
      expect(text).not.toMatch(/Passengers/);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: /微信/ }).first().click();
      const wechat = page.getByRole('dialog');
      await wechat.waitFor();
      expect(await wechat.innerText()).toContain('3 座');
      expect(await wechat.innerText()).not.toMatch(/Passengers/);
    });
  });

  describe('focus and frames', () => {
    it('focus returns to the button that opened each dialog: share, gallery, WeChat, by Escape and by Close', async () => {
      const page = await open('/mandarin', { prepare: (c) => c.addInitScript(() => localStorage.setItem('mandarin-language-chosen', '1')) });
      await estimateShown(page);
      const openers = [
        page.getByRole('button', { name: 'Share Estimate' }),
        page.getByRole('button', { name: /^View photos/ }),
        page.getByRole('button', { name: 'Send me a WeChat/AliPay Link' }),
      ];
      for (const opener of openers) {
        for (const close of ['Escape', 'Close'] as const) {
          await opener.and(page.locator(':enabled')).waitFor();
          await opener.focus();
          await page.keyboard.press('Enter');
          const dialog = page.getByRole('dialog');
          await dialog.waitFor();
          expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
          if (close === 'Escape') await page.keyboard.press('Escape');
          else await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
          await dialog.waitFor({ state: 'detached' });
          await expect.poll(() => opener.evaluate((el) => el === document.activeElement), { message: `${await opener.innerText()} after ${close}` }).toBe(true);
        }
      }
    });

    it('the tab panel shows a focus ring when focused from the keyboard', async () => {
      const page = await open('/');
      await estimateShown(page);
      await page.getByRole('tab', { name: /Flights/ }).focus();
      await page.keyboard.press('Tab');
      const panel = page.getByRole('tabpanel');
      expect(await panel.evaluate((el) => el === document.activeElement)).toBe(true);
      const outline = await panel.evaluate((el) => {
        const style = getComputedStyle(el);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.style).not.toBe('none');
      expect(outline.width).toBeGreaterThanOrEqual(2);
    });

    it('the calendar frame sits in a dark box in dark mode, says it is loading, and offers Open in New Tab in the visitor’s language', async () => {
      const calendar = 'https://book.skycharter.example/wa/book/margaret-river';
      let answer!: () => void;
      const held = new Promise<void>((resolve) => (answer = resolve));
      const page = await open('/?region=WA&departure=jandakot&destination=margaret-river&flightType=same-day', {
        language: 'zh',
        theme: 'dark',
        prepare: (c) =>
          // The operator's calendar lives on the operator's site: answered here, after a delay we control.
          c.route(`${calendar}**`, async (route) => {
            await held;
            await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Calendar</title><p>Pick a date</p>' });
          }),
      });
      await estimateShown(page);
      await page.getByRole('button', { name: '立即预订' }).click();
      const box = page.getByTestId('booking-frame-box');
      await box.getByRole('status').filter({ hasText: '正在加载预订日历…' }).waitFor();
      const background = await box.evaluate((el) => getComputedStyle(el).backgroundColor);
      const [r, g, b] = (background.match(/\d+(\.\d+)?/g) ?? []).map(Number);
      // Relative luminance of the box: a dark surface, nowhere near white.
      const lum = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      expect(0.2126 * lum(r!) + 0.7152 * lum(g!) + 0.0722 * lum(b!), background).toBeLessThan(0.1);
      expect(await box.locator('iframe').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');

      const newTab = page.getByTestId('booking-area').getByRole('link', { name: '在新标签页中打开', exact: true });
      expect(await newTab.getAttribute('href')).toBe(calendar);
      expect(await newTab.getAttribute('target')).toBe('_blank');

      answer();
      await box.getByRole('status').waitFor({ state: 'detached' });
      await expect.poll(() => box.getAttribute('aria-busy')).toBe('false');
      await expect.poll(() => box.locator('iframe').isVisible()).toBe(true);
    });

    it('/widget shows its card’s top border: nothing starts above the page', async () => {
      for (const width of [1280, 360]) {
        const page = await open('/widget', { viewport: { width, height: 800 } });
        await estimateShown(page);
        // The first thing on the page is the widget's card; its 1 px top border lies inside the page.
        const first = page.locator('main#main > *').first();
        expect(await first.getAttribute('data-testid')).toBe('booking-widget');
        const box = await first.boundingBox();
        expect(box!.y, `at ${width} px`).toBeGreaterThanOrEqual(1);
        expect(await first.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('1px');
      }
    });
  });
});
