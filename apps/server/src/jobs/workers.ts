// What this process works on (docs/architecture.md "Jobs"): extractions (JOB_CONCURRENCY at
// once), password-reset mails, the scheduled clean-up, the daily audit purge, the review scan
// every REVIEW_SCAN_SECONDS and its alert mails. JOB_CONCURRENCY=0 makes a process that only
// answers requests; its jobs are done by the others.
import type { FastifyBaseLogger } from 'fastify';
import { sendResetMail } from '../modules/auth/reset-mail.ts';
import { runExtraction } from '../modules/problems/extraction/job.ts';
import type { Services } from '../services.ts';
import type { Worker } from './index.ts';
import { AUDIT_PURGE_CRON, purgeAudit } from '../audit/purge.ts';
import { CLEANUP_CRON, cleanUp } from './cleanup.ts';
import { sendReviewAlert } from '../reviews/alerts.ts';
import { scanMessages } from '../reviews/scan.ts';

/** Mails one process takes at a time (sent side by side); a full batch is followed by the next at once. */
const MAIL_BATCH = 5;

/** Returns what stops the review scan's timer (the server calls it when it closes). */
export async function startWorkers(services: Services, log: FastifyBaseLogger): Promise<() => void> {
  const { jobs, config, db } = services;
  // The schedule is kept in the database; whichever process is free takes each occurrence.
  await jobs.schedule('cleanup', CLEANUP_CRON);
  await jobs.schedule('audit-purge', AUDIT_PURGE_CRON);
  const stopScans = scheduleReviewScans(services, log);
  if (config.JOB_CONCURRENCY === 0) return stopScans;
  await jobs.work('extraction', config.JOB_CONCURRENCY, (attempt) => runExtraction(attempt, services, log));
  const sendMail: Worker<'password-reset-mail'> = async (attempt) => {
    try {
      await sendResetMail(attempt.data.email, services);
    } catch (error) {
      // The address stays out of the log; the queue tries again after its backoff.
      log.error({ err: error, job_id: attempt.id, attempt: attempt.retryCount + 1 }, 'password reset mail failed');
      throw error;
    }
  };
  await jobs.work('password-reset-mail', 1, sendMail, MAIL_BATCH);
  await jobs.work('cleanup', 1, async () => {
    const removed = await cleanUp(db, config);
    log.info({ msg: 'cleanup', ...removed });
  });
  await jobs.work('audit-purge', 1, async () => {
    log.info({ msg: 'audit purge', ...(await purgeAudit(db)) });
  });
  await jobs.work('review-scan', 1, async () => {
    const result = await scanMessages(services, log);
    if (result.scanned_messages) log.info({ msg: 'review scan', ...result });
  });
  await jobs.work('review-alert-mail', 1, async (attempt) => {
    try {
      await sendReviewAlert(db, services.mailer, config, attempt.data.review_id);
    } catch (error) {
      log.error({ err: error, job_id: attempt.id, review_id: attempt.data.review_id }, 'review alert mail failed');
      throw error;
    }
  });
  return stopScans;
}

/**
 * Every process queues a scan every REVIEW_SCAN_SECONDS; the queue keeps one per interval
 * across all processes (a singleton slot), and a cron schedule could not go below a minute.
 * The scan itself also runs one at a time (src/reviews/scan.ts).
 */
function scheduleReviewScans(services: Services, log: FastifyBaseLogger): () => void {
  const seconds = services.config.REVIEW_SCAN_SECONDS;
  if (seconds === 0) return () => undefined;
  const timer = setInterval(() => {
    services.jobs.enqueue('review-scan', {}, { singletonKey: 'review-scan', singletonSeconds: seconds }).catch((error: unknown) => {
      log.warn({ err: error }, 'could not queue the review scan');
    });
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
