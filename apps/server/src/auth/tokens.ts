import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Used for session ids and password-reset tokens. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this is stored: a leaked database does not hand out sessions or reset links. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
