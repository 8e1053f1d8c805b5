import type { AiProvider } from './ai/provider.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Jobs } from './jobs/index.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Printing } from './modules/classes/printing.ts';
import type { ImageWork } from './modules/problems/image-work/client.ts';
import type { FileStore } from './storage/file-store.ts';

/** What handlers may use besides the request: one object, built once per server. */
export interface Services {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** The AI provider; undefined when none is configured (the AI operations answer 503). */
  ai: AiProvider | undefined;
  /** Work on pictures and PDFs, in a process of its own. */
  images: ImageWork;
  /** Work that outlives the request (extractions, mails), durable in the database (src/jobs/). */
  jobs: Jobs;
  /** Where images, templates, thumbnails and recordings live (src/storage/). */
  files: FileStore;
  /** Access sheets, rendered in worker threads and streamed. */
  printing: Printing;
  /** When the process started, and whether it is shutting down (readiness then answers 503). */
  lifecycle: { readonly startedAt: number; stopping: boolean };
  /**
   * For an audited operation that keeps its own transactions: makes its change and its audit
   * entry in one transaction (src/audit/record.ts, use `inAuditedTransaction`).
   */
  commitAudited?: AuditedCommit;
}

/** Makes a change and its audit entry in one transaction; `work` gets the transaction. */
export type AuditedCommit = <T>(work: (db: Database) => Promise<T>) => Promise<T>;
