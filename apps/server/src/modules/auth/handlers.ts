// Sign-in, sign-out, the own profile and the password reset (spec §4, §5, §7).
import { defineHandlers } from '../../contract/handler.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/http-error.ts';
import { passwordResetMail } from '../../mail/templates.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { createSession, endAllSessions, endSession } from '../../auth/sessions.ts';
import { newToken, tokenHash } from '../../auth/tokens.ts';
import { emailTaken, emailTakenError, getUserById } from '../users/data.ts';
import { countSignIn, signInSucceeded } from './rate-limit.ts';

const invalidLogin = () => unauthorized('auth.invalid_credentials', 'Invalid e-mail or password.');
const deactivated = () => forbidden('auth.account_deactivated', 'This account has been deactivated. Please contact your administrator.');
const invalidReset = () => badRequest('auth.invalid_reset_token', 'The reset link is invalid or has expired. Please request a new one.');
const RESET_VALID_MS = 60 * 60_000;

export const authHandlers = defineHandlers({
  async login({ body, services: { db, config }, request, reply }) {
    const email = body.email.trim();
    await countSignIn(db, email, request.ip, reply);
    const user = await db
      .selectFrom('users')
      .select(['user_id', 'password_hash', 'active'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .executeTakeFirst();
    // Verify against a dummy hash when there is no such user, so timing tells nothing.
    const ok = await verifyPassword(user?.password_hash ?? (await dummyHash), body.password);
    if (!user || !ok) throw invalidLogin();
    // Only someone who knows the password learns that the account exists but is switched off.
    if (!user.active) throw deactivated();
    await signInSucceeded(db, email, request.ip);
    await db.updateTable('users').set({ lastlogin: new Date() }).where('user_id', '=', user.user_id).execute();
    const session_id = await createSession(db, user.user_id, config);
    const me = await getUserById(db, user.user_id);
    return { session: { session_id }, user: me! };
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

  async updateMe({ user, body, services: { db } }) {
    if (body.active === false) throw forbidden('user.cannot_change_self', 'You cannot deactivate your own account.');
    if (await emailTaken(db, body.email, user.user_id)) throw emailTakenError();
    await db
      .updateTable('users')
      .set({
        firstname: body.firstname.trim(),
        lastname: body.lastname.trim(),
        email: body.email.trim(),
        ...(body.gender ? { gender: body.gender } : {}),
        ...(body.language ? { language: body.language } : {}),
        ...(body.password ? { password_hash: await hashPassword(body.password) } : {}),
      })
      .where('user_id', '=', user.user_id)
      .execute();
    return (await getUserById(db, user.user_id))!;
  },

  async requestPasswordReset({ body, services: { db, config, mailer }, request }) {
    // The same answer whether or not the address exists, so nobody can probe for accounts.
    const user = await db
      .selectFrom('users')
      .select(['user_id', 'email', 'firstname', 'lastname', 'language', 'active'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', body.email.trim().toLowerCase()))
      .executeTakeFirst();
    if (user?.active) {
      const token = newToken();
      await db
        .insertInto('password_resets')
        .values({ token_hash: tokenHash(token), user_id: user.user_id, expires_at: new Date(Date.now() + RESET_VALID_MS) })
        .execute();
      const link = `${config.publicUrl}/reset-password?token=${token}`;
      const mail = passwordResetMail(user.language, link, `${user.firstname} ${user.lastname}`);
      try {
        await mailer.send({ to: user.email, ...mail });
      } catch (error) {
        request.log.error(error, 'password reset mail could not be sent');
      }
    }
    return { ok: true as const };
  },

  async resetPassword({ body, services: { db } }) {
    const hash = tokenHash(body.token);
    const userId = await db.transaction().execute(async (tx) => {
      // Claim the token in the same statement that checks it, so it works exactly once.
      const claimed = await tx
        .updateTable('password_resets')
        .set({ used_at: new Date() })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .returning('user_id')
        .executeTakeFirst();
      if (!claimed) return undefined;
      await tx.updateTable('users').set({ password_hash: await hashPassword(body.password) }).where('user_id', '=', claimed.user_id).execute();
      return claimed.user_id;
    });
    if (userId === undefined) throw invalidReset();
    // A new password ends every session that the old one opened.
    await endAllSessions(db, userId);
    return { ok: true as const };
  },
});
