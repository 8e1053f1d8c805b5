/// <reference types="vitest/config" />
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// In development and in `vite preview` the app calls /api on its own origin; the proxy sends
// those calls to the API (the Prism mock by default). Prism serves the contract's paths at its
// root, so the /api prefix is stripped; a real server mounted at /api sets API_KEEP_PREFIX=1.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4010';
const keepPrefix = process.env.API_KEEP_PREFIX === '1';
const proxy: Record<string, ProxyOptions> = {
  '/api': {
    target: apiTarget,
    changeOrigin: true,
    ...(keepPrefix ? {} : { rewrite: (path: string) => path.replace(/^\/api(?=\/|$)/, '') }),
  },
};

export default defineConfig({
  plugins: [react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
  server: { proxy },
  preview: { proxy },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2023',
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    css: false,
    testTimeout: 15_000,
    // Each file renders the app afresh (its own store, client and query cache), so the test
    // files can share one module graph per worker: Chakra is evaluated once, not per file.
    isolate: false,
  },
});
