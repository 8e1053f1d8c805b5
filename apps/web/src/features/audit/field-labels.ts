// How an entry's changed fields and their values read (docs/product/screens.md#audit-log): the
// server records a record's column names (`lastname`, `class_id`) and stored values (`w`,
// `teacher`, `true`); people read "Last name: Fischer → Fischer-Wolf" and "Gender: Female".
// A field not listed here (a column a later version adds) is shown by its name, never hidden.
import type { Usertype } from '@backoffice/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isLocale, LOCALE_NAMES } from '../../lib/i18n.ts';

export const FIELD_LABELS: Record<string, MessageDescriptor> = {
  firstname: msg({ id: 'audit.field.firstname', message: 'First name' }),
  lastname: msg({ id: 'audit.field.lastname', message: 'Last name' }),
  name: msg({ id: 'audit.field.name', message: 'Name' }),
  email: msg({ id: 'audit.field.email', message: 'E-mail' }),
  password: msg({ id: 'audit.field.password', message: 'Password' }),
  usertype: msg({ id: 'audit.field.usertype', message: 'Role' }),
  gender: msg({ id: 'audit.field.gender', message: 'Gender' }),
  language: msg({ id: 'audit.field.language', message: 'Language' }),
  active: msg({ id: 'audit.field.active', message: 'Active' }),
  school_id: msg({ id: 'audit.field.school_id', message: 'School (id)' }),
  class_id: msg({ id: 'audit.field.class_id', message: 'Class (id)' }),
  parent_user_id: msg({ id: 'audit.field.parent_user_id', message: 'Parent (user id)' }),
  history: msg({ id: 'audit.field.history', message: 'Learning history' }),
  description: msg({ id: 'audit.field.description', message: 'Description' }),
  address: msg({ id: 'audit.field.address', message: 'Address' }),
  phone: msg({ id: 'audit.field.phone', message: 'Phone' }),
  student_ids: msg({ id: 'audit.field.student_ids', message: 'Students (ids)' }),
  problemset_ids: msg({ id: 'audit.field.problemset_ids', message: 'Topics (ids)' }),
  problemset_id: msg({ id: 'audit.field.problemset_id', message: 'Topic (id)' }),
  problem_ids: msg({ id: 'audit.field.problem_ids', message: 'Problems (ids)' }),
  problems: msg({ id: 'audit.field.problems', message: 'Problems' }),
  conversations: msg({ id: 'audit.field.conversations', message: 'Conversations' }),
  owner_school_id: msg({ id: 'audit.field.owner_school_id', message: 'Owning school (id)' }),
  text: msg({ id: 'audit.field.text', message: 'Text' }),
  solution: msg({ id: 'audit.field.solution', message: 'Solution' }),
  answer: msg({ id: 'audit.field.answer', message: 'Answer' }),
  wrong_answers: msg({ id: 'audit.field.wrong_answers', message: 'Wrong answers' }),
  gradefrom: msg({ id: 'audit.field.gradefrom', message: 'From grade' }),
  gradeto: msg({ id: 'audit.field.gradeto', message: 'To grade' }),
  difficulty: msg({ id: 'audit.field.difficulty', message: 'Difficulty' }),
  collection_id: msg({ id: 'audit.field.collection_id', message: 'Collection (id)' }),
  file: msg({ id: 'audit.field.file', message: 'Image' }),
  template: msg({ id: 'audit.field.template', message: 'Template' }),
  value: msg({ id: 'audit.field.value', message: 'Value' }),
  title: msg({ id: 'audit.field.title', message: 'Title' }),
  messages: msg({ id: 'audit.field.messages', message: 'Messages' }),
  student_id: msg({ id: 'audit.field.student_id', message: 'Student (id)' }),
  character_id: msg({ id: 'audit.field.character_id', message: 'Character (id)' }),
  kind: msg({ id: 'audit.field.kind', message: 'Kind' }),
  state: msg({ id: 'audit.field.state', message: 'State' }),
  file_name: msg({ id: 'audit.field.file_name', message: 'File name' }),
  entries: msg({ id: 'audit.field.entries', message: 'Entries' }),
  retention_days: msg({ id: 'audit.field.retention_days', message: 'Kept for (days)' }),
};

/** A role in words: a recorded role value and an actor's role then. */
export const ROLE_WORDS: Record<Usertype, MessageDescriptor> = {
  admin: msg({ id: 'audit.role.admin', message: 'Administrator' }),
  schooladmin: msg({ id: 'audit.role.schooladmin', message: 'School administrator' }),
  teacher: msg({ id: 'audit.role.teacher', message: 'Teacher' }),
  parent: msg({ id: 'audit.role.parent', message: 'Parent' }),
};

const GENDER_VALUES: Record<string, MessageDescriptor> = {
  m: msg({ id: 'audit.value.gender_m', message: 'Male' }),
  w: msg({ id: 'audit.value.gender_w', message: 'Female' }),
};

const YES = msg({ id: 'audit.value.yes', message: 'yes' });
const NO = msg({ id: 'audit.value.no', message: 'no' });
/** The server records a new password only as "changed" (never the password). */
const CHANGED = msg({ id: 'audit.value.changed', message: 'changed' });

export type Translate = (descriptor: MessageDescriptor) => string;

/** The field's name in words, or the recorded name when we have none. */
export function fieldLabel(field: string, translate: Translate): string {
  return Object.hasOwn(FIELD_LABELS, field) ? translate(FIELD_LABELS[field]!) : field;
}

/**
 * A value in words where the field's values are a fixed set (role, gender, language, a switch,
 * a changed password); undefined for every other value, which is shown as recorded.
 */
export function valueWords(field: string, value: unknown, translate: Translate): string | undefined {
  if (typeof value === 'boolean') return translate(value ? YES : NO);
  if (typeof value !== 'string') return undefined;
  if (field === 'password' && value === 'changed') return translate(CHANGED);
  if (field === 'usertype' && Object.hasOwn(ROLE_WORDS, value)) return translate(ROLE_WORDS[value as Usertype]);
  if (field === 'gender' && Object.hasOwn(GENDER_VALUES, value)) return translate(GENDER_VALUES[value]!);
  if (field === 'language' && isLocale(value)) return LOCALE_NAMES[value];
  return undefined;
}
