// Form rules of spec §5 that several screens share (zod/mini; the sign-in page does not need
// them, so it does not load zod). The schemas are made on first use.
import * as z from 'zod/mini';
import { MIN_PASSWORD_LENGTH } from './config.ts';

export { isBlank } from './text.ts';

let passwordSchema: z.ZodMiniString | undefined;
/** At least 12 characters (spec §5, §9). */
export function isValidPassword(value: string): boolean {
  passwordSchema ??= z.string().check(z.minLength(MIN_PASSWORD_LENGTH));
  return passwordSchema.safeParse(value).success;
}
