import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/prism-setup.ts'],
    testTimeout: 15_000,
  },
});
