// Work survives the end of a session. When an answer says the session has ended (401 while
// someone was signed in), the page's address and what was typed into the forms that take part
// (useKeepOnSessionEnd) are kept in the tab's session storage. After the same person signs in
// again, the sign-in goes back to that page instead of the home page, and each form gets its
// typed values back, once. Someone else signing in in this tab gets neither: the kept work is
// dropped. Fields whose name mentions a password are never kept.
import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const STORAGE_KEY = 'work-kept-at-session-end';

/**
 * The keys of the dialogs that take part: a screen reopens its dialog after the sign-in when
 * hasKeptForm(key) says it was open (the dialogs themselves are lazy chunks).
 */
export const KEPT_DIALOGS = {
  profile: 'dialog:profile',
  newClass: 'dialog:new-class',
  newSchool: 'dialog:new-school',
  newStudent: 'dialog:new-student',
  newUser: 'dialog:new-user',
  sendAccess: 'dialog:send-access',
} as const;

interface KeptWork {
  userId: number;
  path: string;
  forms: Record<string, Record<string, unknown>>;
}

/** The forms on screen now: their key and how to read their values. */
const liveForms = new Map<string, () => Record<string, unknown>>();

function read(): KeptWork | null {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as KeptWork) : null;
  } catch {
    return null;
  }
}

function write(work: KeptWork | null): void {
  try {
    if (work) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(work));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked or full: the work cannot be kept, the sign-in goes to the home page.
  }
}

/** Leaves out every field whose name mentions a password (also nested ones). */
function withoutPasswords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPasswords);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name]) => !/password/i.test(name))
        .map(([name, inner]) => [name, withoutPasswords(inner)]),
    );
  }
  return value;
}

function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * The session has ended for `userId`: keeps the page's address and the values of the forms on
 * screen. A second 401 of the same moment (several calls fail together) keeps what the first
 * one kept, unless forms have registered since.
 */
export function keepWorkAtSessionEnd(userId: number, path: string = currentPath()): void {
  const forms: KeptWork['forms'] = {};
  for (const [key, values] of liveForms) {
    try {
      forms[key] = withoutPasswords(values()) as Record<string, unknown>;
    } catch (error) {
      console.warn(`The form "${key}" could not be kept.`, error);
    }
  }
  const earlier = read();
  if (earlier && earlier.userId === userId && earlier.path === path && Object.keys(forms).length === 0) return;
  write({ userId, path, forms });
}

/** Signing out on purpose: nothing is kept for a return (also when the call itself got a 401). */
export function forgetKeptWork(): void {
  write(null);
}

/** True while work of an ended session waits for the sign-in (the sign-in page says so). */
export function hasKeptWork(): boolean {
  return read() !== null;
}

/**
 * After a sign-in: the page to go back to when the same user signed in (the kept forms then wait
 * for their screens), else null, and the kept work of another user is dropped.
 */
export function takeReturnPath(userId: number): string | null {
  const work = read();
  if (!work) return null;
  const page = work.path;
  // A page of this app only: never another site ("//host", "/\\host") nor a public page.
  const isAppPage = page.startsWith('/') && !/^\/[\\/]/.test(page) && !/^\/(login|reset-password)\b/.test(page);
  if (work.userId !== userId || !isAppPage) {
    write(null);
    return null;
  }
  if (Object.keys(work.forms).length === 0) write(null);
  else write({ ...work, path: '' });
  return work.path;
}

/** A form's kept values, given back once. */
export function takeKeptForm(key: string): Record<string, unknown> | null {
  const work = read();
  const values = work?.forms[key];
  if (!work || !values || work.path !== '') return null;
  const rest = { ...work.forms };
  delete rest[key];
  write(Object.keys(rest).length ? { ...work, forms: rest } : null);
  return values;
}

/** True when a form of this key was open when the session ended (its screen can reopen it). */
export function hasKeptForm(key: string): boolean {
  const work = read();
  return !!work && work.path === '' && !!work.forms[key];
}

/**
 * Takes part in keeping work at the session's end: while mounted, the form's values are kept if
 * the session ends, and on mount values kept for the same key come back (the form is then
 * changed, so leaving it still asks first). A null key takes no part.
 */
export function useKeepOnSessionEnd<T extends FieldValues>(
  key: string | null,
  form: Pick<UseFormReturn<T>, 'getValues' | 'reset'>,
): void {
  const formRef = useRef(form);
  formRef.current = form;
  useEffect(() => {
    if (key === null) return;
    const kept = takeKeptForm(key);
    if (kept) formRef.current.reset({ ...formRef.current.getValues(), ...kept } as T, { keepDefaultValues: true });
    const values = () => formRef.current.getValues() as Record<string, unknown>;
    liveForms.set(key, values);
    return () => {
      if (liveForms.get(key) === values) liveForms.delete(key);
    };
  }, [key]);
}
