import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { constants as zlib } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The backend serves the built app under /admin/ and owns /api and the queue dashboard, so the
// dev server forwards those to it and every URL looks the same as in production.
const backendUrl = process.env.BACKEND_URL ?? 'http://127.0.0.1:3000';

// Brotli (best quality) and gzip copies of every asset, made once at build time: the API serves
// them as they are (@fastify/static preCompressed) instead of compressing each answer at a fast
// level, which made the brotli a browser got larger than the gzip.
const precompressed = compression({
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
  threshold: 1024,
  logLevel: 'silent',
});

// ra-core's react-router adapter imports createHashRouter for apps without a router of their own,
// and with it react-router's data router (about 13 KB brotli of the login page's first load).
// The back office always has a router (main.tsx), so the same adapter without that fallback
// (src/routing/reactRouterProvider.ts) takes its place in the build
// (docs/performance.md#back-office-first-load).
const ownRouterAdapter: Plugin = {
  name: 'selamtopup-ra-router-adapter',
  enforce: 'pre',
  resolveId(source, importer) {
    if (importer?.includes('/node_modules/ra-core/') && /\/reactRouterProvider\.js$/.test(source))
      return fileURLToPath(new URL('./src/routing/reactRouterProvider.ts', import.meta.url));
    return null;
  },
};

export default defineConfig({
  base: '/admin/',
  plugins: [ownRouterAdapter, react(), precompressed],
  // react-admin alone is close to 1 MB minified; the storefront's size budget does not apply to
  // the back office, so only warn about something unusually large.
  build: {
    chunkSizeWarningLimit: 1500,
    // scripts/check-first-load.mjs reads what the login page loads from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        // React itself changes only with an upgrade: a chunk of its own stays cached across
        // releases of the back office. Everything else in it is needed by every page, the login
        // page too; a wider vendor group would pull screens' libraries into the first load.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules\/(react|react-dom|scheduler)\// }],
        },
      },
    },
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      '/api': backendUrl,
      '/admin/queues': backendUrl,
    },
  },
});
