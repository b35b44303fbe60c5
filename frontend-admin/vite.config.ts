import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The backend serves the built app under /admin/ and owns /api and the queue dashboard, so the
// dev server forwards those to it and every URL looks the same as in production.
const backendUrl = process.env.BACKEND_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
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
