// Starts the server: configuration, database (migrated; on first start of an empty database the
// demo data — by default only on the embedded PGlite — or the first administrator from
// ADMIN_EMAIL/ADMIN_PASSWORD), the API under /api and the web app at /, on one port.
import { buildApp } from './app.ts';
import { databaseLimits, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createAdmin } from './db/first-admin.ts';
import { DEMO_LOGINS, seedDemo } from './db/seed.ts';
import { prepareRules } from './reviews/rules/index.ts';
import { createFileStore } from './storage/index.ts';
import { sweepUnreferenced } from './storage/sweep.ts';

const config = loadConfig();
// Slow queries are reported once the server serves requests: the migrations and the demo
// data at start are one-off work, not what the budget is about.
let warn: ((message: object) => void) | undefined;
const db = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  limits: databaseLimits(config),
  onQuery: (ms, sql) => {
    if (warn && ms > config.SLOW_QUERY_MS) warn({ msg: 'slow query', ms: Math.round(ms * 10) / 10, sql: sql.slice(0, 300) });
  },
});
const files = await createFileStore(config);
// Moving files out of the tables (migration 011) needs the storage to be there first.
await files.check();
await migrate(db, { store: files });
const seeded = config.seedDemo && (await seedDemo(db, files));
const firstAdmin =
  config.ADMIN_EMAIL && config.ADMIN_PASSWORD
    ? await createAdmin(
        db,
        { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, firstname: config.ADMIN_FIRSTNAME, lastname: config.ADMIN_LASTNAME, language: config.ADMIN_LANGUAGE },
        { onlyIntoEmpty: true },
      )
    : undefined;
// The review scan's rules are compiled now, before the server takes requests (the first scan
// would otherwise hold the event loop for a few hundred milliseconds: src/reviews/rules/index.ts).
prepareRules();
const { app, missing } = await buildApp({ config, db, files });
// src/server.ts started the tracer when OTEL_EXPORTER_OTLP_ENDPOINT is set; only then is this loaded.
const telemetry = process.env.OTEL_EXPORTER_OTLP_ENDPOINT ? await import('./telemetry.ts') : undefined;
telemetry?.traceRoutes(app);
warn = (message) => app.log.warn(message);

// Graceful shutdown: stop taking connections and jobs (readiness answers 503 at once), let the
// requests already running finish and the running jobs within 80 % of SHUTDOWN_TIMEOUT_MS
// (then they go back to the queue for another process: src/app.ts), then close the image and
// print workers and the database pool. Work that outlasts SHUTDOWN_TIMEOUT_MS is cut off, so
// a deploy never hangs.
let closing = false;
const close = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing the requests and jobs that are running');
  const deadline = setTimeout(() => {
    app.log.error(`shutdown took longer than ${config.SHUTDOWN_TIMEOUT_MS} ms: stopping now`);
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  deadline.unref();
  try {
    await app.close();
    await db.destroy();
    await telemetry?.stopTelemetry();
  } catch (error) {
    app.log.error(error, 'shutdown failed');
    process.exit(1);
  }
  process.exit(0);
};
// Files no row names any more go after FILE_SWEEP_HOURS (src/storage/sweep.ts says why not at once).
if (config.FILE_SWEEP_HOURS > 0) {
  const graceMs = config.FILE_SWEEP_HOURS * 3_600_000;
  const sweep = setInterval(() => {
    sweepUnreferenced(db, files, graceMs).then(
      (result) => result.deleted.length && app.log.info({ deleted: result.deleted.length, checked: result.checked }, 'removed unreferenced files'),
      (error: unknown) => app.log.error(error, 'sweeping unreferenced files failed'),
    );
  }, Math.min(graceMs / 4, 6 * 3_600_000));
  sweep.unref();
}
process.once('SIGINT', () => void close('SIGINT'));
process.once('SIGTERM', () => void close('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });
const storage = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`;
const lines = [
  '',
  `  Mathe-Backoffice is running: ${config.publicUrl}`,
  `  Database: ${storage}${seeded ? ' — demo data created' : ''}`,
  `  Files: ${files.description}`,
  ...(firstAdmin === 'created' ? [`  First administrator created: ${config.ADMIN_EMAIL}`] : []),
  ...(config.seedDemo
    ? ['  Demo sign-ins:', ...DEMO_LOGINS.map((l) => `    ${l.usertype.padEnd(12)} ${l.email.padEnd(48)} ${l.password}`)]
    : []),
  ...(!config.seedDemo && !firstAdmin && !(await db.selectFrom('users').select('user_id').limit(1).executeTakeFirst())
    ? ['  The database has no users: set ADMIN_EMAIL and ADMIN_PASSWORD and start again, or run `pnpm --filter @backoffice/server admin:create`.']
    : []),
  ...(missing.length ? [`  Not yet implemented (501): ${missing.length} operations`] : []),
  '',
];
console.log(lines.join('\n'));
