// The password-reset mail as a job (queue `password-reset-mail`): the request queues the
// address before it answers, so the mail survives a restart, a deploy or a crash of the
// process that answered; any process then makes the token and sends the mail, retried with
// growing waits while the mail server is away. The token is made by the job, never stored in
// the queue: the database keeps only its hash (docs/product/roles.md, password reset).
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { newToken, tokenHash } from '../../auth/tokens.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { passwordResetMail } from '../../mail/templates.ts';
import { deleteResetTokens, findResetRecipient, insertResetToken } from './data.ts';

export const RESET_VALID_MS = 60 * 60_000;

export async function sendResetMail(email: string, services: { db: Database; config: Config; mailer: Mailer }): Promise<void> {
  const { db, config, mailer } = services;
  // Looked up here, not in the request: the request does the same work whether or not the
  // address has an account (no account enumeration), and a user deactivated meanwhile gets nothing.
  const user = await findResetRecipient(db, email);
  if (!user?.active) return;
  const token = newToken();
  await db.transaction().execute(async (tx) => {
    // Only the newest link works: requesting another one (or a retry of this job) retires the older ones.
    await deleteResetTokens(tx, user.user_id);
    await insertResetToken(tx, user.user_id, tokenHash(token), new Date(Date.now() + RESET_VALID_MS));
  });
  const link = `${config.publicUrl}/reset-password?token=${token}`;
  await mailer.send({ to: user.email, ...passwordResetMail(user.language, link, `${user.firstname} ${user.lastname}`) });
}
