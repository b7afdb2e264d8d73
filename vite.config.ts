import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The web app: built into dist/web and served by the Fastify server (no CDN, no SSR). */
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: true,
    assetsInlineLimit: 2048,
    // Every browser the site supports preloads modules natively; the polyfill cost 0.4 KB on the first load.
    modulePreload: { polyfill: false },
    // Two pages: the site, and the light widget that partners embed, which loads only what it needs.
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('src/web/index.html', import.meta.url)),
        light: fileURLToPath(new URL('src/web/light.html', import.meta.url)),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:5000', '/assets/seed': 'http://127.0.0.1:5000', '/objects': 'http://127.0.0.1:5000' },
  },
});
