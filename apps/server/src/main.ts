// Starts the server: configuration, database (migrated; demo data on first start of an empty
// database), the API under /api and the web app at /, on one port.
import { buildApp } from './app.ts';
import { databaseLimits, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_LOGINS, seedDemo } from './db/seed.ts';

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
await migrate(db);
const seeded = config.SEED_DEMO === 'true' && (await seedDemo(db));
const { app, missing } = await buildApp({ config, db });
warn = (message) => app.log.warn(message);

const close = async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);

await app.listen({ host: config.HOST, port: config.PORT });
const storage = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`;
const lines = [
  '',
  `  Mathe-Backoffice is running: ${config.publicUrl}`,
  `  Database: ${storage}${seeded ? ' — demo data created' : ''}`,
  ...(config.SEED_DEMO === 'true'
    ? ['  Demo sign-ins:', ...DEMO_LOGINS.map((l) => `    ${l.usertype.padEnd(12)} ${l.email.padEnd(48)} ${l.password}`)]
    : []),
  ...(missing.length ? [`  Not yet implemented (501): ${missing.length} operations`] : []),
  '',
];
console.log(lines.join('\n'));
