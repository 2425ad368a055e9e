import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // zod and the switch that keeps it from probing eval (src/zodWithoutEval.ts) in one chunk,
        // so the switch runs before any other chunk can use zod (a probe breaks the CSP)
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|zodWithoutEval/ }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/objects': { target: api, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/objects': { target: api, changeOrigin: true },
    },
  },
});
