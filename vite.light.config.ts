import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import site from './vite.config.ts';

/**
 * The light widget, built on its own after the site (into the same dist/web, without emptying it): Preact
 * stands in for React DOM, so a partner's page loads about 20 KB in all rather than 80 (decision 0072).
 * The widget's code is written against React's API and runs on React in `npm run dev` and in its unit tests.
 */
export default defineConfig({
  root: site.root,
  publicDir: false,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
    ],
  },
  json: site.json,
  build: {
    ...site.build,
    emptyOutDir: false,
    rollupOptions: { input: { light: fileURLToPath(new URL('src/web/light.html', import.meta.url)) } },
  },
});
