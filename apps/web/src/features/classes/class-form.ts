// The class form (docs/product/screens.md, validation.md, roles.md): a name, and a school that only admins choose. A new class of
// an admin starts in the first school; schooladmins and teachers create in their own school.
import type { ClassInput, School, User } from '@backoffice/api-client';
import type { MessageDescriptor } from '@lingui/core';
import * as z from 'zod/mini';
import { requiredText } from '../../components/form/index.ts';
import { classMessages } from './class-messages.ts';

export interface ClassForm {
  name: string;
  /** The admin's choice; null until one is made (the first school is then meant). */
  schoolId: number | null;
}

/** The typed rules of the form (docs/product/validation.md: a name); the school is checked by classFormBlocker. */
export const classFormSchema = z.object({ name: requiredText(), schoolId: z.nullable(z.number()) });

export interface ClassFormContext {
  user: Pick<User, 'usertype' | 'school_id'>;
  /** The admin's school choices (GET /admin/schools); undefined while they load. */
  schools: readonly School[] | undefined;
}

/** The school the class goes to: the admin's choice or else the first school; others' own school. */
export function chosenSchoolId(form: Pick<ClassForm, 'schoolId'>, { user, schools }: ClassFormContext): number | null {
  if (user.usertype !== 'admin') return user.school_id;
  return form.schoolId ?? schools?.[0]?.school_id ?? null;
}

/**
 * Why the form cannot be saved whatever is typed: an admin with no school to choose ("Please
 * create a school first."), or a schooladmin/teacher without a school. Null otherwise.
 */
export function classFormBlocker({ user, schools }: ClassFormContext): MessageDescriptor | null {
  if (user.usertype === 'admin') return schools && schools.length === 0 ? classMessages.noSchool : null;
  return user.school_id == null ? classMessages.ownSchoolMissing : null;
}

/** POST/PUT body; call only when the name is given and classFormBlocker() is null. */
export function classPayload(form: ClassForm, context: ClassFormContext): ClassInput {
  const schoolId = chosenSchoolId(form, context);
  if (schoolId === null) throw new Error('classPayload: no school for the class');
  return { name: form.name.trim(), school_id: schoolId };
}
