import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/** `npx vite` beside `npm run dev`: API, seed assets and uploads come from the server on its PORT. */
const serverUrl = `http://127.0.0.1:${process.env.PORT || 5000}`;

/**
 * The words the server writes into the booking pages' and the quote page's first frames (src/server/plugins/first-frame.ts), per
 * language, written beside the build: the server reads the build's own locale files rather than a copy that
 * could drift from what the app then shows.
 */
function firstFrameWords(): Plugin {
  const read = (language: string, namespace: string) =>
    JSON.parse(readFileSync(fileURLToPath(new URL(`src/web/locales/${language}/${namespace}.json`, import.meta.url)), 'utf8')) as unknown;
  return {
    name: 'first-frame-words',
    apply: 'build',
    generateBundle() {
      const words = Object.fromEntries(['en', 'zh', 'hi'].map((language) => [language, { chrome: read(language, 'chrome'), booking: read(language, 'booking'), 'page-quote': read(language, 'page-quote') }]));
      this.emitFile({ type: 'asset', fileName: 'first-frame-words.json', source: JSON.stringify(words) });
    },
  };
}

/**
 * What the site and the quote page both load first: the data cache (its queries; mutations stay with the forms
 * that load lazily), buttons, inputs and labels with the class joiner behind them, and the icons' drawing with
 * the plane.
 */
const SHARED_PARTS = [
  /[\\/]src[\\/]web[\\/](components[\\/]ui[\\/](button|input|label|skeleton)\.tsx|lib[\\/](cn|query-client)\.ts)$/,
  /[\\/]node_modules[\\/](tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|label|primitive|compose-refs))[\\/]/,
  /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](?!useMutation|mutationObserver)\w+\.js$/,
  /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/].+|icons[\\/]plane)\.mjs$/,
];
const isSharedPart = (id: string) => SHARED_PARTS.some((pattern) => pattern.test(id));

/** The web app: built into dist/web and served by the Fastify server (no CDN, no SSR). */
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), firstFrameWords()],
  // `use-sync-external-store/shim` (react-i18next; recharts through react-redux) is a polyfill for React
  // before 18 that hands over to React's own useSyncExternalStore: React 19 is imported in its place, so the
  // shim's code is not shipped and the admin's chart chunk shares no extra chunk with `/` (decision 0048).
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
      // react-router's package points every bundler at its development build (warnings and invariant
      // messages); its production build ships beside it and is what the site runs.
      { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
    ],
  },
  // The locale files are read whole (lib/i18n.ts takes each module's default): a named export per top-level
  // key would only repeat them, 1.3 KB gzip of the first load.
  json: { namedExports: false },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: true,
    assetsInlineLimit: 2048,
    // Every browser the site supports preloads modules natively; the polyfill cost 0.4 KB on the first load.
    modulePreload: { polyfill: false },
    // Three pages: the site; the light widget that partners embed and a quote's page, which load only what they need.
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('src/web/index.html', import.meta.url)),
        quote: fileURLToPath(new URL('src/web/quote.html', import.meta.url)),
      },
      // React, its JSX runtime and React DOM travel together: every page needs all three, and apart they cost
      // a chunk's overhead on the first load (and the light widget would fetch a shared chunk for React DOM's
      // small part).
      output: {
        codeSplitting: {
          groups: [
            // Vite's preload helper stays on its own: the entry needs only it, and inside a shared chunk it would
            // make the entry load that chunk (and React with it) before the first frame is on screen.
            { name: 'preload-helper', priority: 30, test: /preload-helper/ },
            { name: 'react', priority: 20, test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The small pieces the site's pages share (a few UI parts and four icons; not the light widget's): one
            // chunk instead of a dozen, each of which cost its own header and imports on the first load.
            { name: 'basics', test: /[\\/]src[\\/]web[\\/]components[\\/]ui[\\/](badge|card|radio-group|tabs|toast)\.tsx$|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](external-link|house|check)\.mjs$/ },
            // What the site and the quote page both need, as one chunk: apart from the booking page's tabs and
            // badges, which the quote page does not load, and not in pieces that each cost a request.
            { name: 'shared-parts', priority: 10, test: isSharedPart },
            // The Radix pieces the booking page's tabs need, as one chunk rather than seven (each chunk costs
            // its own header and imports on the first load); Radix's dialogs and menus stay in their lazy chunks.
            { name: 'radix', test: /[\\/]node_modules[\\/]@radix-ui[\\/](primitive|react-(tabs|roving-focus|collection|context|presence|use-controllable-state|use-callback-ref|direction|id|use-effect-event|use-layout-effect|use-is-hydrated))[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': serverUrl, '/assets/seed': serverUrl, '/objects': serverUrl },
  },
});
