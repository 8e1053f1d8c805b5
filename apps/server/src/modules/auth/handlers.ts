// Sign-in, sign-out, the own profile and the password reset (docs/product/states.md, validation.md, api.md).
import { inAuditedTransaction } from '../../audit/record.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { badRequest, forbidden, notFound, unauthorized, unprocessable } from '../../lib/http-error.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { bearerToken, createSession, endAllSessions, endOtherSessions, endSession } from '../../auth/sessions.ts';
import { tokenHash } from '../../auth/tokens.ts';
import { emailTaken, emailTakenError, getUserById } from '../users/data.ts';
import { countSignIn, signInSucceeded } from './rate-limit.ts';
import { deviceToken, trustDevice } from './trusted-devices.ts';
import {
  claimResetToken,
  findSignInUser,
  getPasswordHash,
  recordSignIn,
  setPasswordHash,
  updateProfile,
} from './data.ts';
import { hit } from '../../lib/rate-limits.ts';
import { MAIL_WINDOW_MS, MAILS_PER_ADDRESS } from '../../mail/ration.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Database } from '../../db/database.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const invalidLogin = () => unauthorized('auth.invalid_credentials', 'Invalid e-mail or password.');
const deactivated = () => forbidden('auth.account_deactivated', 'This account has been deactivated. Please contact your administrator.');
const invalidReset = () => badRequest('auth.invalid_reset_token', 'The reset link is invalid or has expired. Please request a new one.');
/** Reset links asked for by one client address within the mail window (mail/ration.ts). */
const RESETS_PER_REQUESTER = 10;

/**
 * The current password, before one's own password or e-mail address changes. Guesses are
 * limited like sign-ins, per session: a session someone left open gets no more guesses than a
 * browser, and strangers' failed sign-ins on the account do not stop the owner changing it.
 */
async function assertCurrentPassword(db: Database, user: SessionUser, current: string | undefined, request: FastifyRequest, reply: FastifyReply) {
  if (!current) {
    throw unprocessable('auth.current_password_required', 'Please enter your current password to change your password or e-mail address.');
  }
  const counted = await countSignIn(db, user.email, { session: bearerToken(request)! }, reply);
  if (!(await verifyPassword(await getPasswordHash(db, user.user_id), current))) throw forbidden('auth.current_password_wrong', 'The current password is not correct.');
  await signInSucceeded(db, counted);
}

export const authHandlers = defineHandlers({
  async login({ body, services, request, reply }) {
    const { db, config } = services;
    const email = body.email.trim();
    const counted = await countSignIn(db, email, { ip: request.ip, device: deviceToken(request) }, reply);
    const user = await findSignInUser(db, email);
    // Verify against a dummy hash when there is no such user, so timing tells nothing.
    const ok = await verifyPassword(user?.password_hash ?? (await dummyHash), body.password);
    if (!user || !ok) throw invalidLogin();
    // Only someone who knows the password learns that the account exists but is switched off.
    if (!user.active) throw deactivated();
    // The session and the sign-in's audit entry are made together (the password was checked
    // before, outside any transaction: a hash takes time the database should not wait for).
    return inAuditedTransaction(services, async (tx) => {
      await signInSucceeded(tx, counted);
      await trustDevice(tx, user.user_id, request, reply, config);
      await recordSignIn(tx, user.user_id);
      const session_id = await createSession(tx, user.user_id, config);
      const me = await getUserById(tx, user.user_id);
      return { session: { session_id }, user: me! };
    });
  },

  async logout({ services: { db }, request }) {
    await endSession(db, request);
    return { ok: true as const };
  },

  async getMe({ user, services: { db } }) {
    const me = await getUserById(db, user.user_id);
    if (!me) throw notFound('user.not_found', 'The user does not exist.');
    return me;
  },

  async updateMe({ user, body, services, request, reply }) {
    const { db } = services;
    if (body.active === false) throw forbidden('user.cannot_change_self', 'You cannot deactivate your own account.');
    const changesEmail = body.email.trim().toLowerCase() !== user.email.toLowerCase();
    // A session left open on a shared computer must not be enough to take the account over.
    if (body.password !== undefined || changesEmail) await assertCurrentPassword(db, user, body.current_password, request, reply);
    if (await emailTaken(db, body.email, user.user_id)) throw emailTakenError();
    const passwordHash = body.password ? await hashPassword(body.password) : undefined;
    // The change and its audit entry in one transaction (the checks above keep what they
    // counted when they refuse, so they stay outside it).
    return inAuditedTransaction(services, async (tx) => {
      await updateProfile(tx, user.user_id, {
        firstname: body.firstname.trim(),
        lastname: body.lastname.trim(),
        email: body.email.trim(),
        ...(body.gender ? { gender: body.gender } : {}),
        ...(body.language ? { language: body.language } : {}),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      });
      if (body.password !== undefined) await endOtherSessions(tx, user.user_id, request);
      return (await getUserById(tx, user.user_id))!;
    });
  },

  async requestPasswordReset({ body, services: { db, jobs }, request }) {
    // The same answer, after the same work, whether or not the address exists, so nobody can
    // probe for accounts: the address is queued and the mail job looks the account up
    // (./reset-mail.ts). Mails are rationed per address and per client address; past the ration
    // the answer stays the same.
    const email = body.email.trim().toLowerCase();
    const ration = await hit(
      db,
      [
        { key: `reset:address:${email}`, max: MAILS_PER_ADDRESS },
        { key: `reset:requester:${request.ip}`, max: RESETS_PER_REQUESTER },
      ],
      MAIL_WINDOW_MS,
    );
    // Queued before the answer: once the user reads "e-mail sent", the mail is in the database.
    if (ration.allowed) await jobs.enqueue('password-reset-mail', { email });
    return { ok: true as const };
  },

  async resetPassword({ body, services: { db } }) {
    const hash = tokenHash(body.token);
    const userId = await db.transaction().execute(async (tx) => {
      // Claim the token in the same statement that checks it, so it works exactly once.
      const claimed = await claimResetToken(tx, hash);
      if (claimed === undefined) return undefined;
      await setPasswordHash(tx, claimed, await hashPassword(body.password));
      return claimed;
    });
    if (userId === undefined) throw invalidReset();
    // A new password ends every session that the old one opened.
    await endAllSessions(db, userId);
    return { ok: true as const };
  },
});
