// The create/edit dialog's form: defaults (spec §5), validation (§5) and what is sent (§7).
import type { Gender, Language, User, UserCreate, UserUpdate, Usertype } from '@backoffice/api-client';
import { isBlank, isValidEmail, isValidPassword } from '../../lib/validation.ts';
import { hasSchool } from './roles.ts';

export interface UserForm {
  firstname: string;
  lastname: string;
  email: string;
  /** Blank on edit keeps the current password. */
  password: string;
  gender: Gender;
  language: Language;
  usertype: Usertype;
  /** `undefined` until an admin picks one: the first school is then the default. */
  school_id: number | null | undefined;
}

type Actor = Pick<User, 'user_id' | 'usertype' | 'school_id'>;

/** New user defaults: teacher, m, the interface language (active true is sent with it). */
export function newUserForm(language: Language): UserForm {
  return {
    firstname: '',
    lastname: '',
    email: '',
    password: '',
    gender: 'm',
    language,
    usertype: 'teacher',
    school_id: undefined,
  };
}

export function formFromUser(user: User): UserForm {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    password: '',
    gender: user.gender,
    language: user.language,
    usertype: user.usertype,
    school_id: user.school_id,
  };
}

export type FormProblem = 'required' | 'email' | 'password';

/** Which required fields are empty: all four on create, the password not on edit. */
export function missingFields(form: UserForm, mode: 'create' | 'edit') {
  return {
    firstname: isBlank(form.firstname),
    lastname: isBlank(form.lastname),
    email: isBlank(form.email),
    password: mode === 'create' && form.password === '',
  };
}

/** The first rule the form breaks, or null. A password, when given, needs 12 characters. */
export function validateUserForm(form: UserForm, mode: 'create' | 'edit'): FormProblem | null {
  if (Object.values(missingFields(form, mode)).some(Boolean)) return 'required';
  if (!isValidEmail(form.email)) return 'email';
  if (form.password !== '' && !isValidPassword(form.password)) return 'password';
  return null;
}

/**
 * The school actually chosen: parents have none; an admin who has not picked one gets the first
 * school (like a new class, spec §5), or none when there is no school.
 */
export function effectiveSchool(form: UserForm, firstSchoolId: number | null): number | null {
  if (!hasSchool(form.usertype)) return null;
  return form.school_id === undefined ? firstSchoolId : form.school_id;
}

function common(form: UserForm) {
  return {
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    email: form.email.trim(),
    gender: form.gender,
    language: form.language,
  };
}

/**
 * POST /admin/users. Only an admin sends a school; a schooladmin's new users get the
 * schooladmin's school on the server, whatever is sent.
 */
export function createPayload(form: UserForm, actor: Actor, firstSchoolId: number | null): UserCreate {
  const payload: UserCreate = { ...common(form), password: form.password, usertype: form.usertype, active: true };
  if (actor.usertype === 'admin') payload.school_id = effectiveSchool(form, firstSchoolId);
  return payload;
}

/**
 * PUT /admin/users/{id}. A blank password is left out (kept); the type is sent only by an
 * admin editing someone else, the school only by an admin.
 */
export function updatePayload(form: UserForm, actor: Actor, target: User, firstSchoolId: number | null): UserUpdate {
  const payload: UserUpdate = common(form);
  if (form.password !== '') payload.password = form.password;
  if (actor.usertype === 'admin') {
    if (target.user_id !== actor.user_id) payload.usertype = form.usertype;
    payload.school_id = effectiveSchool(form, firstSchoolId);
  }
  return payload;
}
