import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';
const zodWithoutEval = fileURLToPath(new URL('./src/zodWithoutEval.ts', import.meta.url));

/** every `import ... from 'zod'` gets zod with its eval probe switched off (src/zodWithoutEval.ts) */
const zodThroughSwitch = (): Plugin => ({
  name: 'zod-without-eval',
  enforce: 'pre',
  resolveId(source, importer) {
    return source === 'zod' && importer !== zodWithoutEval ? zodWithoutEval : null;
  },
});

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [zodThroughSwitch(), react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // zod and the switch that keeps it from probing eval (src/zodWithoutEval.ts) in one chunk
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
