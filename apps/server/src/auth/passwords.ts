// Passwords are hashed with argon2id (OWASP's minimum: 19 MiB, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, checked when the e-mail is unknown, so that a failed sign-in
 * takes as long whether or not the account exists.
 */
export const dummyHash = hashPassword(crypto.randomUUID());
