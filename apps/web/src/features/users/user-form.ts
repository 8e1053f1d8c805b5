// The create/edit dialog's form: defaults (docs/product/validation.md), validation (docs/product/validation.md) and what is sent (docs/product/api.md).
import { USER_CREATE_DEFAULTS, type Gender, type Language, type User, type UserCreate, type UserUpdate, type Usertype } from '@backoffice/api-client';
import * as z from 'zod/mini';
import { ALL_ROLES } from '../../lib/permissions.ts';
import { emailText, genderValue, languageValue, passwordText, requiredText } from '../../components/form/index.ts';
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

/** New user defaults: the contract's role and gender, the interface language (active true is sent with it). */
export function newUserForm(language: Language): UserForm {
  return {
    firstname: '',
    lastname: '',
    email: '',
    password: '',
    gender: USER_CREATE_DEFAULTS.gender,
    language,
    usertype: USER_CREATE_DEFAULTS.usertype,
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

/**
 * The form's rules (docs/product/validation.md): first name, last name and e-mail always; the password on create,
 * and when given on edit it needs 12 characters.
 */
export function userFormSchema(mode: 'create' | 'edit') {
  return z.object({
    firstname: requiredText(),
    lastname: requiredText(),
    email: emailText(),
    password: passwordText({ required: mode === 'create' }),
    gender: genderValue(),
    language: languageValue(),
    usertype: z.custom<Usertype>((value) => ALL_ROLES.includes(value as Usertype)),
    school_id: z.union([z.number(), z.null(), z.undefined()]),
  });
}

/**
 * The school actually chosen: parents have none; an admin who has not picked one gets the first
 * school (like a new class, docs/product/validation.md), or none when there is no school.
 */
export function effectiveSchool(form: Pick<UserForm, 'usertype' | 'school_id'>, firstSchoolId: number | null): number | null {
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
