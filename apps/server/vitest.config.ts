import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // A migrated PGlite to start each test database from, and the contract proxy.
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default leaves one core free, which on a 2-core CI machine runs the files one
    // at a time. Each file has its own database (an in-memory PGlite, or its own schema on
    // PostgreSQL) and its own server, so they run side by side safely; much of a file's time
    // is spent waiting on the database or the contract proxy, so two workers per core pays.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
