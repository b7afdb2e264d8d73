import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from './server';
import { timeLimit } from './time-limits';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this machine needs (DEVELOPERS.md): no sandbox as root, no network beyond loopback. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts CHROMIUM_PATH with the address bar's per-window renderers off and the GPU work in the browser process (see the script). */
const LAUNCHER = fileURLToPath(new URL('./chromium-headless.sh', import.meta.url));

export interface TestBrowser {
  browser: Browser;
  /** A fresh context (cookies, storage) per call: a "fresh browser" for share-link tests; reduced motion unless asked otherwise. */
  newContext(options?: ContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

/** Debian's Chromium through playwright-core; Playwright gives every launch a fresh temporary profile. */
export async function launchBrowser(): Promise<TestBrowser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install chromium`);
  const browser = await chromium.launch({
    executablePath: LAUNCHER,
    env: { ...process.env, CHARTER_CHROMIUM: CHROMIUM_PATH },
    args: CHROMIUM_ARGS,
    headless: true,
  });
  await pollOftener(browser);
  return {
    browser,
    async newContext(options) {
      // Reduced motion unless a spec asks for motion: the hero's and reviews' rotations hold still, which
      // the page does for such visitors anyway. Their crossfades, painted without a GPU, kept an idle
      // booking page at 15% of a core in every test that opened one (chrome.spec tests the rotations).
      const context = await browser.newContext({ locale: 'en-AU', timezoneId: 'Australia/Perth', reducedMotion: 'reduce', ...options });
      // Playwright's own 30 s for an action or a wait, scaled like every other limit of the tests.
      context.setDefaultTimeout(timeLimit(30_000));
      context.setDefaultNavigationTimeout(timeLimit(30_000));
      return context;
    },
    async close() {
      await browser.close();
    },
  };
}

export type ContextOptions = Parameters<Browser['newContext']>[0];

/** The tests' waits look again after 20, 50 and 100 ms, then every 100 ms (Playwright's own steps end at 500 ms). */
const POLL_STEPS_MS = [20, 50, 100];

/**
 * Playwright's waits (waitFor, and a click's or fill's look for its element) poll the page from its server
 * side, after 20, 50, 100 and 100 ms and then every 500 ms: an element that appears 300 ms into a wait is
 * seen up to 500 ms later, and a spec waits that way hundreds of times. The tests' Playwright runs in their
 * own process (playwright-core's in-process connection), so its frames' backoff is set here to stop at
 * 100 ms: each look is one small evaluation in the page. Where the internals differ (another Playwright
 * version), nothing is changed and the waits keep Playwright's own steps.
 */
async function pollOftener(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const connection = (page as unknown as { _connection?: { toImpl?(object: unknown): unknown } })._connection;
    const frame = connection?.toImpl?.(page.mainFrame()) as { retryWithProgressAndTimeouts?: unknown } | undefined;
    const prototype = frame && (Object.getPrototypeOf(frame) as Record<string, unknown>);
    if (!prototype || typeof prototype.retryWithProgressAndBackoff !== 'function' || typeof prototype.retryWithProgressAndTimeouts !== 'function') return;
    prototype.retryWithProgressAndBackoff = function (this: { retryWithProgressAndTimeouts(progress: unknown, steps: number[], action: unknown): unknown }, progress: unknown, action: unknown) {
      return this.retryWithProgressAndTimeouts(progress, POLL_STEPS_MS, action);
    };
  } finally {
    await context.close();
  }
}

export interface BrowserUseOptions {
  /** Starts the real server too (startTestServer, with these options if any), beside the browser; closed after all. */
  server?: true | TestServerOptions;
  /** What every context of newContext and newPage starts from (viewport, reducedMotion, …). */
  context?: ContextOptions;
}

export interface BrowserUse {
  /** The worker's browser, once the hooks have run; a context it opens lives until the spec ends. */
  browser: TestBrowser;
  /** The server of `options.server`, once the hooks have run. */
  server: TestServer;
  /** A context with the spec's options and `options` over them; opened in a test, it is closed after that test. */
  newContext(options?: ContextOptions): Promise<BrowserContext>;
  /** A page in a context of its own (see newContext). */
  newPage(options?: ContextOptions): Promise<Page>;
}

let workerBrowser: Promise<TestBrowser> | undefined;

/**
 * One Chromium per worker, shared by the spec files the worker runs one after another (the e2e project keeps
 * one process per worker): a launch costs a second or more on a busy machine. Each spec gets its own
 * contexts and closes them; a browser that crashed or was closed is launched again. Playwright closes it
 * when the worker exits.
 */
async function sharedBrowser(): Promise<TestBrowser> {
  const current = await workerBrowser?.catch(() => undefined);
  if (current?.browser.isConnected()) return current;
  workerBrowser = launchBrowser();
  return workerBrowser;
}

/**
 * A spec's browser (and server): registers the hooks that start them before the spec's tests (the browser is
 * the worker's, see sharedBrowser), close the contexts a test opened through newContext/newPage after it (a
 * failed test's too, so one failure does not slow the rest) and, after all, every context the spec opened
 * and the server. The browser and server it answers stand for the ones the
 * hooks start, so that a spec can name them where it calls this; they work once the hooks have run.
 */
export function useBrowser(options: BrowserUseOptions = {}): BrowserUse {
  let launched: TestBrowser | undefined;
  let started: TestServer | undefined;
  let openedInTest: BrowserContext[] | undefined;
  // Every context the spec opened, in a test or not: the browser outlives the spec, its contexts must not.
  const openedInSpec = new Set<BrowserContext>();

  beforeAll(async () => {
    await Promise.all([
      sharedBrowser().then((browser) => (launched = browser)),
      options.server && startTestServer(options.server === true ? {} : options.server).then((server) => (started = server)),
    ]);
  });
  beforeEach(() => {
    openedInTest = [];
  });
  afterEach(async () => {
    const opened = openedInTest ?? [];
    openedInTest = undefined;
    await Promise.all(opened.map((context) => context.close().catch(() => {})));
  });
  afterAll(async () => {
    try {
      await Promise.all([...openedInSpec].map((context) => context.close().catch(() => {})));
    } finally {
      await started?.close();
    }
  });

  const browser = () => launched ?? notYet('the browser');
  const server = () => started ?? notYet(options.server ? 'the server' : 'a server (useBrowser was not asked for one)');
  const track = (context: BrowserContext) => {
    openedInSpec.add(context);
    context.once('close', () => openedInSpec.delete(context));
    return context;
  };
  const newContext = async (more?: ContextOptions) => {
    const context = track(await browser().newContext({ ...options.context, ...more }));
    openedInTest?.push(context);
    return context;
  };
  return {
    browser: {
      get browser() {
        return browser().browser;
      },
      newContext: async (more) => track(await browser().newContext(more)),
      close: () => browser().close(),
    },
    server: {
      get url() {
        return server().url;
      },
      get app() {
        return server().app;
      },
      get database() {
        return server().database;
      },
      get dataDir() {
        return server().dataDir;
      },
      fetch: (pathname, init) => server().fetch(pathname, init),
      post: (pathname, body, headers) => server().post(pathname, body, headers),
      close: () => server().close(),
    },
    newContext,
    newPage: async (more) => (await newContext(more)).newPage(),
  };
}

function notYet(what: string): never {
  throw new Error(`${what} is used before useBrowser's beforeAll hook has run`);
}
