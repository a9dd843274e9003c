import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // `source` makes `@labora/shared/<file>` resolve to its TypeScript, so the web app never waits for a shared build.
    conditions: ['source', ...defaultClientConditions],
    // `@/…` imports, declared once in tsconfig.json.
    tsconfigPaths: true,
  },
  build: {
    // Lists each route's chunks, so the size of what a screen downloads can be measured.
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
