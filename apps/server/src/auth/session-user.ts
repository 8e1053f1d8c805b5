import type { Language, Usertype } from '../db/schema.ts';

/** The signed-in user, as the policy needs them. */
export interface SessionUser {
  user_id: number;
  usertype: Usertype;
  school_id: number | null;
  firstname: string;
  lastname: string;
  language: Language;
  email: string;
}
