import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// What these files test does not touch the database engine (the image process, the docs page,
// CSV and review-rule text, the contract's coverage, the worksheet corpus). `npm test` runs the
// suite on PGlite and then again on PostgreSQL; the second pass sets ENGINE_PASS=1 and leaves
// them out, as the first ran them.
const ENGINE_INDEPENDENT = [
  'test/api-docs.test.ts',
  'test/contract-coverage.test.ts',
  'test/csv.test.ts',
  'test/extraction-corpus.test.ts',
  'test/image-process-limits.test.ts',
  'test/image-work.test.ts',
  'test/page-preloads.test.ts',
  'test/review-rules.test.ts',
];

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.ENGINE_PASS === '1' ? ENGINE_INDEPENDENT : [])],
    // A migrated PGlite to start each test database from, and the contract proxy.
    globalSetup: ['test/helpers/global-setup.ts'],
    // Each file makes its own server and database, and no test replaces a module, so the
    // files share one module graph per worker: the server's code and PGlite's WebAssembly are
    // loaded once per worker, not once per file (the suite took 227 s with a fresh graph per
    // file and 152 s without, on two cores).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default leaves one core free, which on a 2-core CI machine runs the files one
    // at a time. Each file has its own database (an in-memory PGlite, or its own schema on
    // PostgreSQL) and its own server, so they run side by side safely; much of a file's time
    // is spent waiting (timers, the contract proxy, child processes), so two workers pay even
    // where they share two cores with those processes.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
