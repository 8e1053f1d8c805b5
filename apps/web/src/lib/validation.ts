// Form rules of docs/product/validation.md that several screens share (zod/mini; the sign-in page does not need
// them, so it does not load zod). The schemas are made on first use.
import * as z from 'zod/mini';
import { MIN_PASSWORD_LENGTH } from './config.ts';

export { isBlank } from './text.ts';

let passwordSchema: z.ZodMiniString | undefined;
/** At least 12 characters (docs/product/validation.md, limits.md). */
export function isValidPassword(value: string): boolean {
  passwordSchema ??= z.string().check(z.minLength(MIN_PASSWORD_LENGTH));
  return passwordSchema.safeParse(value).success;
}
