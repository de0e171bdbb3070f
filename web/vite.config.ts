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
    // The player is its own small page; its service worker is bundled on its own (see package.json).
    rollupOptions: {
      input: { main: 'index.html', display: 'display.html' },
      // React on its own, so the player's page does not inherit the dashboard's shared code.
      output: {
        manualChunks: (id: string) =>
          /node_modules\/(react|react-dom|scheduler)\//.test(id) ? 'react' : undefined,
      },
    },
  },
});
