import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The server's render of public pages: src/ssr/entry-server.tsx built for Node into dist-ssr/,
 * which the API loads when it is there. Libraries stay imports of node_modules; the domain package and the
 * app's own code (CSS modules included: the same class names as the browser's build) are bundled.
 */
export default defineConfig({
  plugins: [react()],
  ssr: { noExternal: ['@ajar/domain'] },
  build: {
    ssr: 'src/ssr/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});
