import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (port 3000) also serves socket.io and health checks; the dev server forwards
// them so the app keeps using same-origin URLs and the session cookie just works.
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/media': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: bench/sizes.ts reads which chunks the first paint needs from it
    // (not served: dot-folders are ignored by the static handler).
    manifest: true,
    // The player (display.html) is built by vite.player.config.ts, its service worker by esbuild
    // (see package.json): neither shares the dashboard's code.
    rollupOptions: { input: { main: 'index.html' } },
  },
});
