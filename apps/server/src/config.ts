// The server's settings, read once from the environment and validated at start.
// Every variable is documented in apps/server/README.md.
import path from 'node:path';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@backoffice/api-client/constants';
import { z } from 'zod';
import { repoRoot } from './lib/repo-root.ts';
import { LANGUAGES } from './contract/enums.ts';

export { repoRoot };

const schema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** postgres://… uses a real PostgreSQL server; without it, PGlite keeps the data in DATA_DIR. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /**
   * Where files live (images, templates, thumbnails, recordings): `s3://bucket[/prefix]` for an
   * S3-compatible bucket (with the S3_ variables), `file:///path` for a folder; unset, DATA_DIR/files.
   */
  STORAGE_URL: z.string().regex(/^(s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?|file:\/\/\/.+)$/, 'must be s3://bucket[/prefix] or file:///path').optional(),
  /** The S3 server's address (e.g. http://127.0.0.1:9000); unset: AWS S3 itself. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Unset: the SDK's own credential chain (AWS_ variables, instance roles). Never logged. */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `true`: bucket in the path (most self-hosted servers); `false`: bucket as a subdomain (AWS). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Stored files no row names any more are removed this many hours after their last write (0: never). */
  FILE_SWEEP_HOURS: z.coerce.number().min(0).max(24 * 365).default(24),
  /** The address people open; used in e-mailed links. */
  PUBLIC_URL: z.string().url().optional(),
  /** smtp://user:pass@host:587 or smtps://…; without it, mails go to DATA_DIR/outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('Mathe-Backoffice <no-reply@backoffice.invalid>'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  /** A session ends this long after sign-in, however often it is used. */
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  /**
   * The reverse proxies (addresses or CIDR ranges, comma-separated) whose X-Forwarded-For
   * names the client; unset, the connection's own address is the client's.
   */
  TRUST_PROXY: z.string().optional(),
  /** The built web app to serve at /; absent → API only. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Queries slower than this are logged as warnings (docs/architecture.md: none over 50 ms). */
  SLOW_QUERY_MS: z.coerce.number().min(0).default(50),
  /** PostgreSQL connections of one server process (PGlite has one). */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Requests of one process waiting for the database, at most; more answer 503 server.busy. */
  DB_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(100),
  /** The longest a request waits for its first database work before it answers 503 server.busy. */
  DB_QUEUE_WAIT_MS: z.coerce.number().int().min(10).max(60_000).default(2000),
  /** PostgreSQL ends a statement that runs longer (0: no limit); PGlite cannot interrupt one. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** How long a shutdown waits for running requests before the process stops anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /**
   * Seed the demo data into an empty database at start. Unset: yes on the embedded PGlite (the
   * demo of `npm start`), no on PostgreSQL (DATABASE_URL), so a real deployment never gets the
   * demo accounts whose passwords are published.
   */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** The first administrator, created at start when the database has no users (with ADMIN_PASSWORD). */
  ADMIN_EMAIL: z.string().trim().email('must be an e-mail address').max(254).optional(),
  /** Password rules as everywhere (the contract's Password). Read once; never logged. */
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`)
    .optional(),
  ADMIN_FIRSTNAME: z.string().trim().min(1).max(200).default('Admin'),
  ADMIN_LASTNAME: z.string().trim().min(1).max(200).default('Administrator'),
  /** The first administrator's interface language. */
  ADMIN_LANGUAGE: z.enum(LANGUAGES).default('de'),
  /**
   * The key of the signed addresses of problem images and templates; random per process when
   * unset (then set it when several processes share one database).
   */
  FILE_URL_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** An OpenAI-compatible API (…/v1); without it (and AI_MODEL) the AI operations answer 503. */
  AI_BASE_URL: z.string().url().optional(),
  /** The provider's key; local servers (Ollama, vLLM) need none. Never logged. */
  AI_API_KEY: z.string().optional(),
  /** The chat model for text work (solutions, wrong answers, digests). */
  AI_MODEL: z.string().trim().min(1).optional(),
  /** The model for work with images (worksheets, problem images); AI_MODEL when unset. */
  AI_VISION_MODEL: z.string().trim().min(1).optional(),
  /** One AI call may take this long before it answers 504. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /**
   * AI calls running at once: in this process on PGlite, across all processes on one
   * PostgreSQL (slots in the database). More wait in a queue of four times this size per process.
   */
  AI_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /**
   * A running job's process sends a heartbeat every half of this; a job without one for this
   * long (its process was killed or lost) is failed and retried by another process.
   */
  JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
  /** The longest one attempt at a job may run before it counts as failed (and is retried). */
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(10).max(86_400).default(1800),
  /** Attempts after the first one when a job fails for a passing reason (AI busy, process died). */
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(3),
  /** The wait before the first retry; each further one waits about twice as long. */
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** How often an idle process looks for new jobs. */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Extractions this process runs at once (the AI limit across processes still applies); 0: it takes no jobs at all, it only answers requests. */
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(32).default(2),
  /** pg-boss's schema; unset: `pgboss` (or `<schema>_pgboss` when the tables are not in `public`). */
  JOB_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lowercase SQL name').optional(),
  /**
   * How often the review scan reads the new messages of students' conversations
   * (docs/deploy.md); 0: only on demand (scanReviews).
   */
  REVIEW_SCAN_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Access-sheet prints rendered at once in this process (each in a worker thread); as many more wait. */
  PRINT_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
});

export type Config = z.infer<typeof schema> & { publicUrl: string; seedDemo: boolean };

/** The database limits of this configuration, as openDatabase takes them. */
export const databaseLimits = (c: Config) => ({
  poolSize: c.DB_POOL_SIZE,
  queueLimit: c.DB_QUEUE_LIMIT,
  queueWaitMs: c.DB_QUEUE_WAIT_MS,
  statementTimeoutMs: c.DB_STATEMENT_TIMEOUT_MS,
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset (DATABASE_URL= means "no PostgreSQL").
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (Boolean(c.AI_BASE_URL) !== Boolean(c.AI_MODEL)) {
    throw new Error('Invalid server configuration:\n  AI_BASE_URL and AI_MODEL: set both to use an AI provider, or neither');
  }
  if (Boolean(c.ADMIN_EMAIL) !== Boolean(c.ADMIN_PASSWORD)) {
    throw new Error('Invalid server configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD: set both to create the first administrator, or neither');
  }
  return {
    ...c,
    publicUrl: (c.PUBLIC_URL ?? `http://${c.HOST}:${c.PORT}`).replace(/\/$/, ''),
    seedDemo: c.SEED_DEMO ? c.SEED_DEMO === 'true' : !c.DATABASE_URL,
  };
}
