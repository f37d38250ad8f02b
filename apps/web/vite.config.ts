import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bootFramePlugin } from './build-plugins/boot-frame';
import { moduleSizesPlugin } from './build-plugins/module-sizes';
import { precompressPlugin } from './build-plugins/precompress';
import { routePreloadsPlugin } from './build-plugins/route-preloads';

// The API in development (IPv4: the API listens on 0.0.0.0, and "localhost" may try ::1 first and
// stall); AJAR_API_URL points elsewhere, e.g. a second API on another port.
const api = process.env.AJAR_API_URL ?? 'http://127.0.0.1:3000';
const proxy = {
  '/graphql': { target: api, ws: true, changeOrigin: true },
  '/isServerRun': { target: api, changeOrigin: true },
  '/_dev': { target: api, changeOrigin: true },
  // The payment REST service, the sandbox provider's checkout and the private calendar feed.
  '/payments': { target: api, changeOrigin: true },
  '/sharedURL': { target: api, changeOrigin: true },
  '/sandbox-pay': { target: api, changeOrigin: true },
  '/calendar': { target: api, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), bootFramePlugin(), moduleSizesPlugin(), routePreloadsPlugin(), precompressPlugin()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: what each route loads (scripts/check-bundle-budget.mjs reads it).
    manifest: true,
    // Every browser we serve (evergreen phones: Chrome, Safari 17+, Firefox 115+) has modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Required by inlined common chunks: the start chunk exports nothing anyone imports by name.
      preserveEntrySignatures: false,
      treeshake: {
        // A feature's index.ts re-exports its parts for other features, and app/ imports every index (for
        // routes and strings). Feature modules run nothing on import (no global registration), so a part
        // nobody at start uses is left out of the start chunks instead of being loaded with its index.
        // The same holds for the domain package: its index re-exports every rule and zod schema, and a schema
        // nobody at start uses (with zod behind it) stays out of the shell.
        moduleSideEffects: [
          { test: /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/].+\.tsx?$/, sideEffects: false },
          { test: /[\\/]packages[\\/]domain[\\/]src[\\/].+\.ts$/, sideEffects: false },
          // One module per icon: a page's chunk carries the icons it draws, the shell only its own.
          { test: /[\\/]shared[\\/]ui[\\/]icons[\\/].+\.tsx?$/, sideEffects: false },
          // Generated GraphQL: graphql.ts re-exports one module per document, which goes with the chunk using it.
          { test: /[\\/]apps[\\/]web[\\/]src[\\/]gql[\\/].+\.ts$/, sideEffects: false },
        ],
      },
      output: {
        // Lazy chunks and stylesheets are named by a short hash alone: the start chunk lists every lazy chunk's
        // and stylesheet's file (what each page preloads), and names there cost the shell (module names 2 KB gzip,
        // stylesheet names and an eighth hash character 1.2 KB; 7 is the shortest hash rolldown accepts here). The
        // manifest still maps sources to files (scripts/check-bundle-budget.mjs, module-sizes.json,
        // e2e/support/assets.ts).
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash:7][extname]',
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 30,
            },
            {
              name: 'data',
              test: /node_modules[\\/](graphql|urql|@urql|wonka)[\\/]/,
              priority: 20,
            },
            // Apart: a page that validates with a domain schema needs zod, not the form library.
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 20 },
            // dayjs has no group: it would gather every plugin any page uses into the shell.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
            // Everything the start chunk imports statically loads at once anyway: one file, not thirty (a phone
            // on HTTP/1.1 opens six connections, and each extra request costs a round trip).
            { name: 'shell', tags: ['$initial'], priority: 10 },
          ],
          // The small chunks pages share (an icon, a hook, a helper) are copied into each page's chunk, so a page
          // is a few requests instead of twenty or more; rolldown's registry keeps one instance of each module.
          // Style modules stay files (Vite emits a module's CSS from every chunk that lists it).
          experimentalInlineCommonChunks: {
            maxSize: 8 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
});
