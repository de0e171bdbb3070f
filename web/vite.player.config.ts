import { defineConfig } from 'vite';

/**
 * The display player, built on its own after the dashboard (see package.json) into the same dist.
 * Screens are cheap hardware on slow links: Preact's React-compatible layer stands in for React
 * here alone (the dashboard's libraries need the real one), which cuts the player's page to a
 * third of its size.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    rollupOptions: { input: { display: 'display.html' } },
  },
});
