import { defineConfig } from 'vite';
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

export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompressed],
  // react-admin alone is close to 1 MB minified; the storefront's size budget does not apply to
  // the back office, so only warn about something unusually large.
  build: { chunkSizeWarningLimit: 1500 },
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      '/api': backendUrl,
      '/admin/queues': backendUrl,
    },
  },
});
