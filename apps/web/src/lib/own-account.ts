// The signed-in user's own account, read and written without the query library: the session
// check at start-up, the sign-in page's language choice and the profile's refresh after a save
// use it; the signed-in header's language choice sends the same profile (features/profile).
import type { Language, ProfileUpdate, User } from '@backoffice/api-client';
import type { ApiClient } from './api-context.tsx';
import { callApi } from './api-call.ts';

/** GET /admin/auth/me: the user a stored session id belongs to. */
export async function fetchMe(api: ApiClient): Promise<User> {
  const { data } = await callApi(api, 'get', '/admin/auth/me');
  return data;
}

/**
 * The profile as it is with another language: a language chosen with a switcher becomes the
 * account's (PUT /admin/auth/me), so it applies at the next sign-in too.
 */
export function ownLanguageUpdate(user: User, language: Language): ProfileUpdate {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    gender: user.gender,
    active: user.active,
    language,
  };
}

/** Saves the language chosen on the sign-in page to the account that just signed in. */
export async function saveOwnLanguage(api: ApiClient, user: User, language: Language): Promise<User> {
  const { data } = await callApi(api, 'put', '/admin/auth/me', { body: ownLanguageUpdate(user, language) });
  return data;
}
